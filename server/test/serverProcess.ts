import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { FACTORY_ACCOUNT, loginKey, loginValue, type Envelope } from '@olt/protocol';

/** Loading the server's modules through tsx takes seconds on two cores shared with other work. */
const SERVER_START_TIMEOUT_MS = 30_000;

export interface ServerProcess {
  child: ChildProcess;
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  /** SIGKILL, and wait until the process is gone */
  kill: () => Promise<void>;
}

/**
 * Starts the real server (main.ts) on a free port and answers once it prints its address. HTTPS is off unless
 * `extraArgs` turn it on (`--https-port <a free port>`): many servers run side by side and 8443 is one port.
 */
export async function startServer(dataDir: string, extraArgs: string[] = []): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/src/main.ts',
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--data-dir',
      dataDir,
      '--log-level',
      'silent',
      '--https-port',
      '0',
      ...extraArgs,
    ],
    // STOP_WITH_PARENT: a test runner that dies takes the server with it
    {
      cwd: resolve(import.meta.dirname, '../..'),
      env: { ...process.env, STOP_WITH_PARENT: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start: ${stderr}`));
    }, SERVER_START_TIMEOUT_MS);
    lines.on('line', (line) => {
      const m = /(http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (m?.[1]) {
        clearTimeout(timer);
        resolveUrl(m[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${stderr}`));
    });
  });
  const kill = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGKILL');
    await exited;
  };
  return { child, url, kill };
}

/** One request as the console sends it: GET without a body, POST with a JSON body; answers the envelope. */
export async function call(base: string, path: string, init: { body?: unknown; token?: string } = {}) {
  const res = await fetch(base + path, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(init.token ? { 'x-token': init.token } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { answer: (await res.json()) as Envelope, token: res.headers.get('x-token') ?? '' };
}

/** Signs in as the factory account and answers the token. */
export async function signIn(base: string): Promise<string> {
  const { name, password } = FACTORY_ACCOUNT;
  const { answer, token } = await call(base, '/userlogin?form=login', {
    body: { method: 'set', param: { name, key: loginKey(name, password), value: loginValue(password) } },
  });
  if (answer.code !== 1 || !token) throw new Error(`sign-in refused: (${answer.code}) ${answer.message}`);
  return token;
}
