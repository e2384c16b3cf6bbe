import type { FastifyInstance } from 'fastify';
import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';

const gzipAsync = promisify(gzip);
/**
 * Answers are made as they are asked, so they are compressed fast rather than small, as web servers do by default
 * (the console's files are compressed once, at build time, at the highest level). At zlib's default level the ONU
 * table's rows take a few times longer for a slightly smaller answer, time the device's CPU spends while the browser
 * waits for the ONU table (README › Benchmarks).
 */
const ANSWER_GZIP = { level: 1 };

/**
 * Answers below this size cost the event loop less to compress than the wait for a thread. Handed to libuv's
 * thread pool, a page's first reads asked together (api/console/pageReads.ts) waited for a thread to get a core while the
 * browser held both in the middle of a sign-in (README › Benchmarks). Larger answers (the whole ONU table) still go
 * to the pool, so the event loop keeps answering meanwhile.
 */
export const COMPRESS_ON_LOOP_BELOW_BYTES = 64 * 1024;

const compress = (payload: string | Buffer): Promise<Buffer> =>
  Buffer.byteLength(payload) < COMPRESS_ON_LOOP_BELOW_BYTES
    ? Promise.resolve(gzipSync(payload, ANSWER_GZIP))
    : gzipAsync(payload, ANSWER_GZIP);

/**
 * JSON answers from this size go out gzip-compressed to clients that take it: the console's ONU lists (about 330 KB
 * for 1024 ONUs, 44 KB compressed) matter on a slow management link; a few hundred bytes are not worth the work.
 */
export const COMPRESS_JSON_FROM_BYTES = 4096;

/** Whether an Accept-Encoding header takes `coding` (by name, or `*`, unless its weight is 0). */
export function acceptsCoding(header: string | undefined, coding: 'gzip' | 'br'): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const weight = params.find((p) => p.startsWith('q='));
    const refused = weight !== undefined && !(Number(weight.slice(2)) > 0);
    if (name === coding || (coding === 'gzip' && name === 'x-gzip')) return !refused;
    if (name === '*') star = !refused;
  }
  return star;
}

/** Whether an Accept-Encoding header takes gzip (`gzip` or `*`, unless its weight is 0). */
export const acceptsGzip = (header: string | undefined): boolean => acceptsCoding(header, 'gzip');

/**
 * Compressed forms of Buffer answers. A handler answers a Buffer when it keeps the serialised answer between changes
 * (the /onutable envelope): the same object for the same data, so it is compressed once and every request until the
 * next change shares it. The map holds nothing once the handler lets the Buffer go.
 */
const compressedBuffers = new WeakMap<Buffer, Promise<Buffer>>();

export function gzipOnce(payload: string | Buffer): Promise<Buffer> {
  if (typeof payload === 'string') return compress(payload);
  let zipped = compressedBuffers.get(payload);
  if (!zipped) {
    zipped = compress(payload);
    compressedBuffers.set(payload, zipped);
  }
  return zipped;
}

/**
 * Compresses JSON answers from `COMPRESS_JSON_FROM_BYTES`, the large ones on libuv's thread pool so the event loop
 * keeps answering meanwhile (`COMPRESS_ON_LOOP_BELOW_BYTES`). Answers that are already encoded (precompressed console
 * files) and streams pass as they are.
 */
export function compressJsonAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (payload.length < COMPRESS_JSON_FROM_BYTES || reply.hasHeader('content-encoding')) return payload;
    // and the console's pages, which carry the answers of a page the device rendered (api/console/consolePage.ts)
    if (!/^(application\/json|text\/html)/.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    void reply.header('Vary', 'Accept-Encoding');
    if (!acceptsGzip(req.headers['accept-encoding'])) return payload;
    void reply.header('Content-Encoding', 'gzip');
    return gzipOnce(payload);
  });
}
