/**
 * The published API reference (OpenAPI 3.1 and docs/api.md), generated from the endpoint definitions. A separate
 * entry: the device server and the docs script use it; the console never loads it.
 */
export { openApiDocument, type OpenApiDocument } from './openapi.ts';

export { apiMarkdown } from './apiMarkdown.ts';

export { ENDPOINTS } from './catalog.ts';
