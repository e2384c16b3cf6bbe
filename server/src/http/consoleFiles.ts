import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { acceptsCoding } from './compression.ts';

/** Codings the build writes beside each file (web/vite.config.ts, precompress), in the order a browser gets them. */
const CODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** A file's body and the encoded copies the build made of it. */
interface ConsoleFile {
  readonly type: string;
  readonly bodies: ReadonlyMap<string, Buffer>;
  /**
   * of the file's content, weak because the same tag goes with every coding of it: a browser that has the file asks
   * again with If-None-Match and gets 304
   */
  readonly etag: string;
}

async function loadFile(path: string): Promise<ConsoleFile> {
  const body = await readFile(path);
  const bodies = new Map<string, Buffer>([['identity', body]]);
  for (const { name, suffix } of CODINGS) {
    if (existsSync(path + suffix)) bodies.set(name, await readFile(path + suffix));
  }
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  return { type: TYPES[extname(path)] ?? 'application/octet-stream', bodies, etag };
}

/** Whether an If-None-Match header names `etag` (or is `*`), by the weak comparison If-None-Match uses. */
function isKnown(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * The console's built files, served from memory. Every console page opened asks for some twenty of them, on the same
 * two cores as the browser that runs them: read from disk and streamed, they cost the device CPU the browser waits for;
 * kept as buffers, read once, a fraction of that (README › Benchmarks). The hashed files under /assets never change and
 * are cached by browsers for good; the few others (the icon) are asked again each time. index.html and the login page's
 * server render (ssr/) are never served as files: the console's pages are made from them (api/console/consolePage.ts).
 */
export function serveConsoleFiles(app: FastifyInstance, webRoot: string): void {
  const cache = new Map<string, Promise<ConsoleFile>>();
  const assets = join(webRoot, 'assets');
  const assetNames = new Set(existsSync(assets) ? readdirSync(assets) : []);
  const topNames = readdirSync(webRoot).filter(
    (name) =>
      name !== 'index.html' && !CODINGS.some((c) => name.endsWith(c.suffix)) && statSync(join(webRoot, name)).isFile(),
  );

  const send = async (req: FastifyRequest, reply: FastifyReply, path: string, isHashed: boolean) => {
    let file = cache.get(path);
    if (!file) {
      file = loadFile(path);
      cache.set(path, file);
      // a file that could not be read is tried again next time rather than failing for good
      file.catch(() => cache.delete(path));
    }
    const { type, bodies, etag } = await file;
    const accepted = req.headers['accept-encoding'];
    const coding = CODINGS.find((c) => bodies.has(c.name) && acceptsCoding(accepted, c.name))?.name;
    void reply
      .header('Content-Type', type)
      .header('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache')
      .header('ETag', etag);
    if (bodies.size > 1) void reply.header('Vary', 'Accept-Encoding');
    if (isKnown(req.headers['if-none-match'], etag)) return reply.code(304).send();
    if (coding) void reply.header('Content-Encoding', coding);
    return reply.send(bodies.get(coding ?? 'identity'));
  };

  app.get('/assets/:name', (req, reply) => {
    const { name } = req.params as { name: string };
    // only names the build wrote: nothing outside the folder, no encoded copy asked for by its own name
    if (!assetNames.has(name) || CODINGS.some((c) => name.endsWith(c.suffix))) return reply.callNotFound();
    return send(req, reply, join(assets, name), true);
  });
  for (const name of topNames) app.get(`/${name}`, (req, reply) => send(req, reply, join(webRoot, name), false));
}
