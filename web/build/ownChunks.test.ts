import { describe, expect, it } from 'vitest';
import { parseAst, type Rollup } from 'vite';
import { ownChunks } from './ownChunks.ts';

/** A miniature console: its modules' code (as the bundler holds it, TypeScript removed) by id. */
const SRC = '/p/web/src';
const PROTOCOL = '/p/protocol/src';
const MODULES: Record<string, string> = {
  [`${SRC}/main.ts`]: `import { ask } from './lib/firstReads.ts'; import './login/login.css'; ask(); import('./boot.tsx');`,
  [`${SRC}/lib/firstReads.ts`]: `import { KEY } from './sessionKeys.ts'; export const ask = () => KEY;`,
  [`${SRC}/lib/sessionKeys.ts`]: `export const KEY = 'x-token';`,
  [`${SRC}/login/login.css`]: `.login{}`,
  [`${SRC}/boot.tsx`]: `import { HOME } from '@olt/protocol/light'; import { LoginScreen } from './login/LoginScreen.tsx'; import('./app/App.tsx');`,
  [`${SRC}/login/LoginScreen.tsx`]: `import { isUserName } from '@olt/protocol/light'; import { KEY } from '../lib/sessionKeys.ts'; export const LoginScreen = 1;`,
  [`${SRC}/app/App.tsx`]: `import { isUserName, isIPv4, HOME } from '@olt/protocol/light'; import { LoginScreen } from '../login/LoginScreen.tsx'; import { Shell } from './Shell.tsx'; import('../features/vlan/VlanPage.tsx');`,
  [`${SRC}/app/Shell.tsx`]: `export const Shell = 1;`,
  [`${SRC}/app/earlyStart.ts`]: `export const start = 1;`,
  [`${SRC}/features/vlan/VlanPage.tsx`]: `import { isVlanList } from '@olt/protocol/light'; import { Shell } from '../../app/Shell.tsx'; export const VlanPage = 1;`,
  [`${PROTOCOL}/light.ts`]: `export * from './credentials.ts'; export * from './validators.ts'; export { HOME } from './landing.ts';`,
  [`${PROTOCOL}/credentials.ts`]: `export const isUserName = () => true;`,
  [`${PROTOCOL}/validators.ts`]: `export const isIPv4 = () => true; export const isVlanList = () => true;`,
  [`${PROTOCOL}/landing.ts`]: `export const HOME = '/main';`,
};

function fakeBuild(): Rollup.PluginContext {
  const resolve = (source: string, importer: string): string | null => {
    if (source === '@olt/protocol/light') return `${PROTOCOL}/light.ts`;
    if (!source.startsWith('.')) return null;
    return new URL(source, `file://${importer}`).pathname;
  };
  const info = (id: string) => {
    const code = MODULES[id];
    if (code === undefined) return null;
    const exports = [...code.matchAll(/export const (\w+)/g)].map((m) => m[1] as string);
    return { id, code, exports, importedIds: [], dynamicImporters: [] };
  };
  return {
    getModuleIds: () => Object.keys(MODULES)[Symbol.iterator](),
    getModuleInfo: info,
    parse: (code: string) => parseAst(code),
    resolve: (source: string, importer: string) => {
      const id = resolve(source, importer);
      return Promise.resolve(id === null ? null : { id });
    },
  } as unknown as Rollup.PluginContext;
}

async function chunksOf() {
  const chunks = ownChunks();
  const buildEnd = chunks.plugin.buildEnd as (this: Rollup.PluginContext) => Promise<void>;
  await buildEnd.call(fakeBuild());
  const named = (test: (id: string) => boolean) =>
    Object.keys(MODULES)
      .filter(test)
      .map((id) => id.replace(/^\/p\//, ''));
  return { entry: named(chunks.isEntry), login: named(chunks.isLogin), core: named(chunks.isCore) };
}

describe('the console’s own chunks, from the module graph (issue 10)', () => {
  it('keeps what the entry imports apart, its style sheet with it, and what the login page imports apart from that', async () => {
    const { entry, login } = await chunksOf();
    expect(entry).toEqual(['web/src/lib/firstReads.ts', 'web/src/lib/sessionKeys.ts']);
    // the login page's own modules, and from the protocol's barrel only the modules whose exports it takes
    expect(login).toEqual(['web/src/login/LoginScreen.tsx', 'protocol/src/credentials.ts', 'protocol/src/landing.ts']);
  });

  it('puts in the console’s core what the console reaches beyond the login page, and leaves a page’s own to it', async () => {
    const { core } = await chunksOf();
    expect(core).toEqual([
      'web/src/app/App.tsx',
      'web/src/app/Shell.tsx',
      'web/src/app/earlyStart.ts',
      'protocol/src/validators.ts',
    ]);
    // not the page, nor the barrel itself (it holds no code)
    expect(core).not.toContain('web/src/features/vlan/VlanPage.tsx');
    expect(core).not.toContain('protocol/src/light.ts');
  });
});
