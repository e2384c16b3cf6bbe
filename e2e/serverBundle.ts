import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the bundle goes: inside server/, so its packages resolve from server/node_modules as the sources' do. */
export const SERVER_BUNDLE = join(ROOT, 'server/.tmp/main.mjs');

/**
 * The device server as one JavaScript file (the npm packages left outside), built once per test run: every test
 * starts its own server, and loading the TypeScript sources through tsx took most of each start.
 */
export async function bundleServer(): Promise<string> {
  await build({
    entryPoints: [join(ROOT, 'server/src/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: SERVER_BUNDLE,
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-outside',
        setup(b) {
          // our workspaces are sources to bundle; everything else stays an import of node_modules
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@olt/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return SERVER_BUNDLE;
}
