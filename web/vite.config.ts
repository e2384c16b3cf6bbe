import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
// by path rather than by package name: Vite loads its config with Node, which cannot import the package's TypeScript
// entry, whereas a relative import is bundled into the config
import * as protocol from '../protocol/src/index.ts';
import { ownChunks } from './build/ownChunks.ts';
import { consolePreloads } from './build/consolePreloads.ts';
import { compileHints } from './build/compileHints.ts';

/**
 * Writes .gz and .br next to each text asset; the device server serves them to browsers that accept them
 * (OLT management links are often slow), without compressing on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  let isServerBuild = false;
  return {
    name: 'olt-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      isServerBuild = Boolean(config.build.ssr);
    },
    closeBundle() {
      // the login page's server render (dist/ssr) is read by the device server, never sent to a browser
      if (isServerBuild) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * Libraries in a few large chunks rather than a hundred small ones: a browser asks for at most six files at a time
 * from one device over HTTP/1.1, and a page that needs forty small files waits for them in waves (as a console
 * page opened directly would). Grouped by when they are needed: React with the login page; the query client, the router
 * and i18next with every console page; Ant Design, its icons and the schemas only where a page uses them (the plain
 * components draw without them, lib/antdScope.tsx); the charts only where a chart is drawn.
 */
const own = ownChunks();
/** Vite's module that loads a lazy import's files together (`build.modulePreload`): the entry's first lazy import. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const CHUNK_GROUPS = [
  // the project's own modules by when they are needed (build/ownChunks.ts); the console's core after the groups of
  // the libraries it loads, which would otherwise be taken into it with the modules that import them
  { name: 'entry', test: (id: string) => own.isEntry(id) || id === PRELOAD_HELPER, priority: 50 },
  // with the store's core, not its middleware: only the console keeps stores across reloads
  {
    name: 'react',
    test: /node_modules[\\/]((react|react-dom|scheduler)[\\/]|zustand[\\/]esm[\\/](index|vanilla|react)\.mjs$)/,
    priority: 40,
  },
  { name: 'login', test: (id: string) => own.isLogin(id), priority: 38 },
  // with the library modules it imports itself that no group above claims (the SVG definitions of the icons the plain
  // components draw): above the icons' group, which would otherwise take in the definitions it shares
  { name: 'console', test: (id: string) => own.isCore(id) || own.isCoreLibrary(id), priority: 29 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 35 },
  {
    name: 'core',
    test: /node_modules[\\/](react-router|i18next|cookie|set-cookie-parser)[\\/]/,
    priority: 30,
  },
  {
    name: 'icons',
    // not the SVG definitions: the plain components draw their few icons without the library
    // (components/plain/plainIcon.tsx), and the definitions they draw go with the console's core
    test: /node_modules[\\/](@ant-design[\\/](icons|colors|fast-color)|@rc-component[\\/]util|clsx)[\\/]/,
    priority: 28,
  },
  { name: 'schema', test: /node_modules[\\/]zod[\\/]/, priority: 26 },
  { name: 'charts', test: /node_modules[\\/](echarts|zrender|tslib)[\\/]/, priority: 20 },
  { name: 'antd', test: /node_modules[\\/]/, priority: 10 },
];

/** The device server (npm run dev starts it on 8080) answers the API; Vite serves the console with hot reload. */
const DEVICE = process.env.DEVICE_URL ?? 'http://127.0.0.1:8080';
/** Every endpoint's path, and the device's paths outside the envelope (logos, captcha images, files); not /ws. */
const API_PATHS = [
  ...new Set([
    ...Object.values(protocol)
      .filter(protocol.isRoute)
      .map((ep) => ep.path),
    ...protocol.NON_ENVELOPE_PATHS,
  ]),
].filter((path) => path !== protocol.WS_PATH);

/**
 * React Router's production build. The package's exports name only its development build, which keeps development
 * warnings and checks on in a production bundle; a build for browsers takes the production one, which the package
 * ships beside it. Tests and the dev server keep the warnings.
 */
const ROUTER_PRODUCTION = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/[\\/]development[\\/]index\.m?js$/, '/production/index.mjs');
if (!existsSync(ROUTER_PRODUCTION)) throw new Error(`React Router's production build is not at ${ROUTER_PRODUCTION}`);

/** What the device server renders with the console's own components (server api/console/consolePage.ts). */
const SERVER_RENDERS = { prerender: 'src/login/prerender.tsx', pagePrerender: 'src/app/pagePrerender.tsx' };

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve:
    command === 'build' && !isSsrBuild ? { alias: [{ find: /^react-router$/, replacement: ROUTER_PRODUCTION }] } : {},
  plugins: [react(), own.plugin, compileHints(), precompress(), consolePreloads(join(import.meta.dirname, 'src'))],
  // `vite build --ssr src/login/prerender.tsx` (the login page's server render): one self-contained module the
  // device server imports, React's production build only, no public files
  ssr: { noExternal: true },
  ...(isSsrBuild && { define: { 'process.env.NODE_ENV': '"production"' }, publicDir: false as const }),
  // every browser the console supports preloads modules natively: no polyfill in the login page's entry
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 2_000,
    // and none named in index.html: the login page paints before its entry's one import is in (sooner; README,
    // Benchmarks), and a console page has every file named by the device (server api/console/consolePage.ts)
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps),
    },
    // the server build runs second, into dist/ssr, which the browser build has just made afresh and where it wrote
    // the console pages' preload list (build/consolePreloads.ts): emptying it would lose that list
    emptyOutDir: !isSsrBuild,
    // the server build: the login page's render and the console pages' (app/pagePrerender.tsx), as named modules
    rolldownOptions: isSsrBuild
      ? { input: SERVER_RENDERS, output: { entryFileNames: '[name].js' } }
      : { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: {
    proxy: {
      ...Object.fromEntries(API_PATHS.map((p) => [p, { target: DEVICE, changeOrigin: false }])),
      [protocol.WS_PATH]: { target: DEVICE.replace(/^http/, 'ws'), ws: true },
    },
  },
}));
