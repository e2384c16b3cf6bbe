// npm run docs:api — writes the API reference generated from protocol/: docs/openapi.json and docs/api.md.
// A protocol test fails while the committed files differ from what this writes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiMarkdown, openApiDocument } from '@olt/protocol/reference';

const docs = join(import.meta.dirname, '..', 'docs');
writeFileSync(join(docs, 'openapi.json'), `${JSON.stringify(openApiDocument(), null, 2)}\n`);
writeFileSync(join(docs, 'api.md'), apiMarkdown());
console.log('docs/openapi.json and docs/api.md written');
