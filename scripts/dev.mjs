// npm run dev: the device server (restarted on change) on 8080 and Vite with hot reload on 5173, proxying the API.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn(
    process.execPath,
    ['--import', 'tsx', '--watch', join(root, 'server/src/main.ts'), '--host', '127.0.0.1', ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: 'inherit',
    },
  ),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { cwd: join(root, 'web'), stdio: 'inherit' }),
];
console.log('Console with hot reload: http://127.0.0.1:5173 (device server on http://127.0.0.1:8080)');
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
