import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { FACTORY_ACCOUNT, loginKey } from '@olt/protocol';
import { startServer, type ServerProcess } from '../serverProcess.ts';

/**
 * Requests as programs in the field send them (api.md §8), below fetch: fetch adds its own Content-Type to a text
 * body and folds header names to lower case, so neither the request nor the answer would be what those programs
 * see. Each answer keeps the raw header lines and the body text exactly as they came.
 */
export interface RawAnswer {
  status: number;
  /** header names and values in the order and spelling the server wrote them */
  rawHeaders: string[];
  headers: IncomingHttpHeaders;
  text: string;
  json: () => unknown;
}

/** What python-requests sends by default; `data=<str>` adds no Content-Type, `json=` adds application/json. */
export const PYTHON_REQUESTS_HEADERS = {
  'User-Agent': 'python-requests/2.31.0',
  'Accept-Encoding': 'gzip, deflate',
  Accept: '*/*',
  Connection: 'close',
};

export interface FieldServer {
  http: string;
  https: string;
  /** the self-signed certificate the server made, which a careful script pins */
  ca: string;
  process: ServerProcess;
  stop: () => Promise<void>;
}

/** A free TCP port on 127.0.0.1, for the HTTPS side (0 turns HTTPS off, so the port is picked here). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
}

let isThroughForwarding = false;
/**
 * The programs then talk to the forwarding server (`--olt`) in front of the simulated OLT in vendor mode (a second
 * process, both on 127.0.0.1), as they would to the console in front of their real device.
 */
export function throughForwarding(): void {
  isThroughForwarding = true;
}

/** The real server, spawned on free ports with a fresh data directory, answering on HTTP and HTTPS. */
export async function startFieldServer(): Promise<FieldServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'olt-compat-'));
  const httpsPort = await freePort();
  // scripts sign in for every request and never sign out: the device is given room for all of them
  const device = isThroughForwarding
    ? await startServer(join(dataDir, 'device'), ['--vendor-api-only', '1', '--vendor-session-limit', '10000'])
    : null;
  const server = await startServer(dataDir, [
    '--https-port',
    String(httpsPort),
    ...(device ? ['--olt', device.url] : []),
  ]).catch(async (err: unknown) => {
    await device?.kill();
    throw err;
  });
  return {
    http: server.url,
    https: `https://127.0.0.1:${httpsPort}`,
    ca: readFileSync(join(dataDir, 'https-cert.pem'), 'utf8'),
    process: server,
    stop: async () => {
      await server.kill();
      await device?.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RawRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** the certificate to trust for https URLs */
  ca?: string;
}

export function send(url: string, { method = 'GET', headers = {}, body, ca }: RawRequest = {}): Promise<RawAnswer> {
  const target = new URL(url);
  const isHttps = target.protocol === 'https:';
  const requestFn = isHttps ? httpsRequest : httpRequest;
  const length = body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const req = requestFn(target, { method, headers: { ...headers, ...length }, ...(isHttps ? { ca } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        // python-requests takes gzip and undoes it, as here
        const raw = Buffer.concat(chunks);
        const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          rawHeaders: res.rawHeaders,
          headers: res.headers,
          text,
          json: () => JSON.parse(text) as unknown,
        });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A header looked up the way PHP's `$headers['X-Token']` does after splitting the raw lines: case and all. */
export function rawHeader(answer: RawAnswer, name: string): string | undefined {
  for (let i = 0; i < answer.rawHeaders.length; i += 2)
    if (answer.rawHeaders[i] === name) return answer.rawHeaders[i + 1];
  return undefined;
}

/** The login body a script sends: the factory account, `key` only (api.md §1.6). */
export const LOGIN_BODY = JSON.stringify({
  method: 'set',
  param: { name: FACTORY_ACCOUNT.name, key: loginKey(FACTORY_ACCOUNT.name, FACTORY_ACCOUNT.password) },
});

/** Signs in as python-requests would (`data=` a JSON string, no Content-Type) and answers the token. */
export async function scriptSignIn(base: string, ca?: string): Promise<string> {
  const answer = await send(`${base}/userlogin?form=login`, {
    method: 'POST',
    headers: PYTHON_REQUESTS_HEADERS,
    body: LOGIN_BODY,
    ca,
  });
  const token = rawHeader(answer, 'X-Token');
  if (!token) throw new Error(`sign-in refused: ${answer.text}`);
  return token;
}

/** GET or POST with the token, as a script does, and the parsed envelope. */
export async function api(
  base: string,
  token: string,
  path: string,
  body?: unknown,
  extra: RawRequest = {},
): Promise<{ code: number; message: string; data?: unknown }> {
  const answer = await send(base + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...PYTHON_REQUESTS_HEADERS, 'X-Token': token, ...extra.headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    ca: extra.ca,
  });
  return answer.json() as { code: number; message: string; data?: unknown };
}
