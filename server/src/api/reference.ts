import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { openApiDocument } from '@olt/protocol/reference';
import { acceptsGzip, gzipOnce } from '../http/compression.ts';

const require = createRequire(import.meta.url);
/** Redoc's self-contained bundle, served from node_modules: the device has no internet, and the console never loads it. */
const RENDERER_FILE = require.resolve('redoc/bundles/redoc.standalone.js');
const RENDERER_VERSION = (require('redoc/package.json') as { version: string }).version;
const RENDERER_URL = `/api-docs/redoc.standalone.js?v=${RENDERER_VERSION}`;

const INIT = `
  // system fonts: the renderer's own web fonts would come from the internet
  const fonts = { fontFamily: 'system-ui, sans-serif' };
  Redoc.init('/openapi.json', {
    expandResponses: '200',
    jsonSampleExpandLevel: 3,
    theme: { typography: { ...fonts, headings: fonts, code: { fontFamily: 'ui-monospace, monospace' } } },
  }, document.getElementById('reference'));
`;

/**
 * Nothing from another host: the device has no internet, and the renderer's footer would fetch its maker's logo
 * (the image hides itself when it cannot load). Its styles are inline; its search runs in a blob worker.
 */
const POLICY = [
  "default-src 'self'",
  `script-src 'self' 'sha256-${createHash('sha256').update(INIT).digest('base64')}'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "worker-src 'self' blob:",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>EPON OLT device API</title>
<style>body { margin: 0 }</style>
</head>
<body>
<div id="reference"></div>
<script src="${RENDERER_URL}"></script>
<script>${INIT}</script>
</body>
</html>
`;

/**
 * The API reference (docs/api.md in the repository): `/openapi.json`, generated from the protocol at first request,
 * and `/api-docs`, the same rendered as a page. Both are public: they describe the device family's API, hold no
 * data of this device, and are what a script's author reads before having an account; a page cannot send X-Token.
 */
export function registerApiReference(app: FastifyInstance): void {
  let document: Buffer | undefined;
  app.get('/openapi.json', (_req, reply) => {
    // a Buffer kept for the app's life: the compression hook compresses it once for every client that takes gzip
    document ??= Buffer.from(JSON.stringify(openApiDocument()));
    return reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-cache').send(document);
  });

  app.get('/api-docs', (_req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', POLICY)
      .send(PAGE),
  );

  let renderer: Buffer | undefined;
  app.get('/api-docs/redoc.standalone.js', async (req, reply) => {
    renderer ??= readFileSync(RENDERER_FILE);
    // the URL carries the renderer's version, so the file can be kept as long as the browser likes
    void reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Vary', 'Accept-Encoding');
    if (!acceptsGzip(req.headers['accept-encoding'])) return reply.send(renderer);
    return reply.header('Content-Encoding', 'gzip').send(await gzipOnce(renderer));
  });
}
