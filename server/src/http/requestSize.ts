import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';
import { CODE } from '@olt/protocol';

/** The longest URL (path and query) an API request may have; a longer one is answered in the envelope. */
export const URL_MAX_CHARS = 16 * 1024;
/** What Node reads of a request's line and headers before it gives up (its own default is 16 KB). */
export const HEADERS_MAX_BYTES = 64 * 1024;

export const URL_TOO_LONG = `error: the request URL is too long (at most ${URL_MAX_CHARS} characters)`;
const HEADERS_TOO_LARGE = 'error: the request line and headers are too large';

/**
 * Requests too large to be routed still get the envelope: a URL over URL_MAX_CHARS is refused before anything else
 * looks at it, and headers Node itself cannot read (over HEADERS_MAX_BYTES) are answered on the socket with the same
 * HTTP 200 envelope every other refusal has, instead of a bare 431.
 */
export function limitRequestSize(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.length > URL_MAX_CHARS) return reply.code(200).send({ code: CODE.error, message: URL_TOO_LONG });
  });
}

/** Fastify's `clientErrorHandler` (and the HTTPS server's `clientError`): a request Node could not parse. */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const message = err.code === 'HPE_HEADER_OVERFLOW' ? HEADERS_TOO_LARGE : 'error: bad request';
  const body = JSON.stringify({ code: CODE.error, message });
  socket.end(
    `HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}
