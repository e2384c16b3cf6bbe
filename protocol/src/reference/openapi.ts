import { TOKEN_HEADER } from '../core/accounts.ts';
import type { Endpoint } from '../core/endpoint.ts';
import { endpointUrl } from '../core/route.ts';
import { ENDPOINTS } from './catalog.ts';
import { jsonSchemaOf, type JsonSchema } from './jsonSchema.ts';
import { AREAS, INTRODUCTION, areaOf, notesOf } from './referenceText.ts';

export type OpenApiDocument = JsonSchema;

/** The envelope every JSON answer comes in (api.md §1.2), around the endpoint's `data` when it has any. */
function envelope(data: JsonSchema | null): JsonSchema {
  return {
    type: 'object',
    properties: {
      code: { type: 'integer', description: '1 success, 0 no valid session, -1 session timed out, 2 error' },
      message: { type: 'string', description: '"success", or a text starting with "error" or "warning"' },
      ...(data ? { data } : {}),
    },
    required: ['code', 'message'],
  };
}

const isNothing = (schema: JsonSchema): boolean => Object.keys(schema).length === 0;

/**
 * The OpenAPI 3.1 document of the device API, built from the protocol's endpoint definitions. OpenAPI has one
 * operation per path and method, while the device selects by `?form=`/`?info=`/`?type=` and by the body's `method`:
 * the selector goes into the path key (`/onumgmt?form=config`, the URL a client calls, readable at a glance), and
 * endpoints that differ only by their verb (or, for two GETs, by a query parameter) share one operation whose body
 * is one of the verbs' bodies, each titled with its verb and id.
 */
export function openApiDocument(): OpenApiDocument {
  const shared: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const groups = new Map<string, Endpoint[]>();
  for (const ep of ENDPOINTS) {
    const key = `${endpointUrl(ep)} ${ep.method.toLowerCase()}`;
    groups.set(key, [...(groups.get(key) ?? []), ep]);
  }
  for (const [key, group] of groups) {
    const [url, method] = key.split(' ') as [string, string];
    (paths[url] ??= {})[method] = operation(group, shared);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'EPON OLT device API', version: '1', description: INTRODUCTION },
    servers: [{ url: '/' }],
    security: [{ token: [] }],
    tags: [...new Set(Object.values(AREAS))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: TOKEN_HEADER, description: 'from the answer to the login' },
      },
      schemas: shared,
    },
  };
}

function operation(group: Endpoint[], shared: Record<string, JsonSchema>): JsonSchema {
  const first = group[0]!;
  const isGet = first.method === 'GET';
  const widest = [...group].sort((a, b) => paramCount(b, shared) - paramCount(a, shared))[0]!;
  const answers = group.map((ep) => jsonSchemaOf(ep.data, 'output', shared));
  const data = answers.every(isNothing) ? null : answers.length === 1 ? answers[0]! : { anyOf: answers };
  return {
    operationId: group.map((ep) => ep.id).join('_'),
    summary: group.length === 1 ? first.description : summaryOf(group),
    description: group.map((ep) => notesOf(ep, { withDescription: group.length > 1 })).join('\n\n'),
    tags: [areaOf(first)],
    ...(group.every((ep) => ep.isPublic) ? { security: [] } : {}),
    ...(group.some((ep) => ep.isAddition) ? { 'x-addition': true } : {}),
    ...(isGet ? { parameters: parameters(widest, group.length > 1, shared) } : { requestBody: body(group, shared) }),
    responses: {
      '200': {
        description: 'Always HTTP 200; the outcome is in `code` (api.md §1.3).',
        content: { 'application/json': { schema: envelope(data) } },
      },
    },
  };
}

function summaryOf(group: Endpoint[]): string {
  const first = group[0]!;
  if (first.method === 'GET') return group.map((ep) => ep.description).sort((a, b) => b.length - a.length)[0]!;
  const where = Object.values(first.select)[0] ?? first.path;
  return `${where}: ${group.map((ep) => ep.verb ?? '(no method)').join(', ')}`;
}

const paramCount = (ep: Endpoint, shared: Record<string, JsonSchema>): number =>
  Object.keys(jsonSchemaOf(ep.query, 'input', shared).properties ?? {}).length;

function parameters(ep: Endpoint, isOptional: boolean, shared: Record<string, JsonSchema>): JsonSchema[] {
  const query = jsonSchemaOf(ep.query, 'input', shared);
  const required = new Set((query.required ?? []) as string[]);
  return Object.entries((query.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
    name,
    in: 'query',
    required: !isOptional && required.has(name),
    schema,
  }));
}

function body(group: Endpoint[], shared: Record<string, JsonSchema>): JsonSchema {
  const bodies = group.map((ep) => {
    const param = jsonSchemaOf(ep.param, 'input', shared);
    return {
      title: `${ep.verb ?? 'no method'} (${ep.id})`,
      type: 'object',
      properties: { ...(ep.verb === null ? {} : { method: { const: ep.verb } }), param },
      required: ep.isAction ? [] : ep.verb === null ? ['param'] : ['method', 'param'],
    };
  });
  return {
    // an action's twin takes an empty body too
    required: !group.every((ep) => ep.isAction),
    content: { 'application/json': { schema: bodies.length === 1 ? bodies[0] : { oneOf: bodies } } },
  };
}
