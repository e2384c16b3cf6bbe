import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface DeviceServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the real device server with the built console, on 127.0.0.1 and a free port, with a fresh data directory.
 * It stops with the test (and, through STOP_WITH_PARENT, with the runner if the runner dies).
 */
export async function startDeviceServer(
  extraArgs: string[] = [],
  dataDir?: string,
  /** a start that does work first (a fast-forwarded history) may need longer */
  startTimeoutMs = 20_000,
): Promise<DeviceServer> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'olt-e2e-'));
  // the bundle the test run built (globalSetup.ts), else the sources through tsx (the bench, scripts)
  const bundle = process.env.OLT_SERVER_BUNDLE;
  const entry = bundle ? [bundle] : ['--import', 'tsx', join(ROOT, 'server/src/main.ts')];
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...entry,
      '--host',
      '127.0.0.1',
      '--port',
      '0',
      '--data-dir',
      dir,
      '--log-level',
      'warn',
      // many servers run side by side and 8443 is one port; a spec that needs HTTPS passes --https-port
      '--https-port',
      '0',
      // the specs sign in as root/admin: no forced password change unless a spec asks for it with
      // `deviceArgs: ['--require-password-change', '1']` (a later flag wins)
      '--require-password-change',
      '0',
      ...extraArgs,
    ],
    {
      cwd: ROOT,
      // BENCH_WEB_ROOT: another build of the console, to measure it against the same server (before/after)
      env: { ...process.env, WEB_ROOT: process.env.BENCH_WEB_ROOT ?? join(ROOT, 'web/dist'), STOP_WITH_PARENT: '1' },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`device server did not start: ${out}`)), startTimeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`device server exited with ${code}: ${out}`)));
  });
  return {
    url,
    dataDir: dir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
