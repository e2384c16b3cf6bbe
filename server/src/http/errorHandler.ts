import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE, LEGACY_PAGE_PATHS, NON_ENVELOPE_PATHS, consolePaths } from '@olt/protocol';
import { DeviceError } from '../device/kernel/errors.ts';
import { BODY_NOT_JSON, BODY_NOT_JSON_CODE, BODY_TOO_DEEP, BODY_TOO_DEEP_CODE } from './jsonBody.ts';
import { acceptsGzip } from './compression.ts';
import { pageStream, type ConsoleDocument } from './pageStream.ts';

/**
 * Path prefixes the console's router owns, from the protocol's page lists; a browser asking for one of them (or for a
 * path under one) gets the console, whose router then decides what to show.
 */
const CONSOLE_ROUTES = consolePaths();

const LEGACY_PAGES = new Set(LEGACY_PAGE_PATHS);

/** A browser loading a page (the address bar, a link, a bookmark), not a script or the console asking for data. */
function wantsPage(req: FastifyRequest): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');
}

const isNonEnvelope = (path: string) => NON_ENVELOPE_PATHS.some((p) => path === p || path.startsWith(`${p}/`));

function isConsoleRoute(url: string): boolean {
  const path = url.split('?')[0] ?? '/';
  return CONSOLE_ROUTES.some((r) => path === r || (r !== '/' && path.startsWith(`${r}/`)));
}

/**
 * Bad input answers like the device does: HTTP 200 with an envelope whose code is above 1 and whose message starts
 * with `error`. Unknown paths answer 404, except the console's own routes, which get index.html; so does a browser
 * loading any other page address, so that the console shows its own "not found" page instead of an envelope.
 */
export function installErrorHandling(
  app: FastifyInstance,
  { consoleHtml }: { consoleHtml?: ((path: string, cookieHeader?: string) => ConsoleDocument | undefined) | undefined },
): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    // routes outside the endpoint table (uploads, downloads) may call the device model too
    if (error instanceof DeviceError) return reply.code(200).send({ code: error.code, message: error.message });
    const status = error.statusCode ?? 500;
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    const message =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE'
        ? 'error: request body too large'
        : error.code === BODY_NOT_JSON_CODE
          ? BODY_NOT_JSON
          : error.code === BODY_TOO_DEEP_CODE
            ? BODY_TOO_DEEP
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'error: unsupported content type'
              : error.validation
                ? `error: invalid ${error.validationContext ?? 'request'}: ${error.message}`
                : status < 500
                  ? `error: bad request: ${error.message}`
                  : 'error: the device could not complete the request';
    return reply.code(200).send({ code: CODE.error, message });
  });

  const sendConsole = (req: FastifyRequest, reply: FastifyReply, path: string): boolean => {
    const page = consoleHtml?.(path, req.headers.cookie);
    if (page === undefined) return false;
    void reply.type('text/html; charset=utf-8');
    if (typeof page === 'string') {
      void reply.header('Cache-Control', 'no-cache').send(page);
      return true;
    }
    // a page the device renders for a session holds what the session read: never kept by a cache
    const isGzip = acceptsGzip(req.headers['accept-encoding']);
    void reply.header('Cache-Control', 'no-store').header('Vary', 'Accept-Encoding');
    if (isGzip) void reply.header('Content-Encoding', 'gzip');
    void reply.send(pageStream(page, isGzip));
    return true;
  };

  // the original console's page addresses; `/time` and `/alarm` are API paths too, so only a page load, without a query
  app.addHook('onRequest', async (req, reply) => {
    const [path = '/', query] = req.url.split('?');
    if (query === undefined && LEGACY_PAGES.has(path) && wantsPage(req) && sendConsole(req, reply, path)) return reply;
  });

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    // a HEAD asks what a GET would answer (monitoring probes, `curl -I`): the headers of the page, without its body
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    const isPage = isRead && (isConsoleRoute(req.url) || (wantsPage(req) && !isNonEnvelope(path)));
    if (isPage && sendConsole(req, reply, path)) return reply;
    return reply.code(404).send({ code: CODE.error, message: `error: not found: ${req.method} ${path}` });
  });
}
