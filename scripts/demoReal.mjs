// npm run demo:real: the console in front of an OLT of the family, here the simulated OLT in vendor mode (only the
// family's API, plain HTTP, the firmware's session limit and pace) as a second process. Both listen on 127.0.0.1.
// Options after `--` go to the forwarding server (e.g. `-- --port 9000`). DEMO_DEVICE_PORT moves the device.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const main = join(root, 'server', 'src', 'main.ts');
const dataDir = join(root, 'data-demo-real');
const devicePort = process.env.DEMO_DEVICE_PORT ?? '8091';

if (!existsSync(join(root, 'web', 'dist', 'index.html'))) {
  console.log('Building the console (first start only)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
mkdirSync(dataDir, { recursive: true });

const run = (args, env) =>
  spawn(process.execPath, ['--import', 'tsx', main, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });

const device = run(['--host', '127.0.0.1', '--port', devicePort, '--data-dir', join(dataDir, 'device')], {
  VENDOR_API_ONLY: '1',
  VENDOR_DELAY_MS: process.env.VENDOR_DELAY_MS ?? '50',
  VENDOR_CONCURRENCY: process.env.VENDOR_CONCURRENCY ?? '4',
  REQUIRE_PASSWORD_CHANGE: '0',
});
// the device prints its address once it listens; the forwarding server asks it only when a request comes
const console_ = run(['--host', '127.0.0.1', '--data-dir', join(dataDir, 'console'), ...process.argv.slice(2)], {
  OLT_URL: `http://127.0.0.1:${devicePort}`,
  WEB_ROOT: join(root, 'web', 'dist'),
});

const children = [device, console_];
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((c) => c.kill(signal)));
for (const child of children) {
  child.on('exit', (code, signal) => {
    children.forEach((c) => c !== child && c.kill('SIGTERM'));
    process.exit(code ?? (signal ? 0 : 1));
  });
}
