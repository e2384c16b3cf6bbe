// npm start: build the console when it is missing, then serve it with the simulated OLT.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDist = join(root, 'web', 'dist', 'index.html');

if (!existsSync(webDist)) {
  console.log('Building the console (first start only)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const args = ['--import', 'tsx', join(root, 'server', 'src', 'main.ts'), ...process.argv.slice(2)];
const server = spawn(process.execPath, args, {
  cwd: root,
  stdio: 'inherit',
  env: { WEB_ROOT: join(root, 'web', 'dist'), ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
