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
  [`${SRC}/app/App.tsx`]: `import { isUserName, isIPv4, HOME } from '@olt/protocol/light'; import { LoginScreen } from '../login/LoginScreen.tsx'; import { Shell } from './Shell.tsx'; import('../features/vlan/VlanPage.tsx'); import('../features/onu/OnuPage.tsx'); import('../features/pon/PonPage.tsx');`,
  [`${SRC}/app/Shell.tsx`]: `import { useState } from 'react'; export const Shell = 1;`,
  // two pages share a helper that needs only what the console loads, and a table that brings a library of its own
  [`${SRC}/features/onu/OnuPage.tsx`]: `import { portName } from '../../lib/portName.ts'; import { Table } from '../../components/Table.tsx'; import { only } from './onuOnly.ts'; export const OnuPage = 1;`,
  [`${SRC}/features/onu/onuOnly.ts`]: `export const only = 1;`,
  [`${SRC}/features/pon/PonPage.tsx`]: `import { portName } from '../../lib/portName.ts'; import { Table } from '../../components/Table.tsx'; export const PonPage = 1;`,
  [`${SRC}/lib/portName.ts`]: `import { useState } from 'react'; export const portName = 1;`,
  [`${SRC}/components/Table.tsx`]: `import { Table as Grid } from 'antd'; import { portName } from '../lib/portName.ts'; export const Table = 1;`,
  [`${SRC}/app/earlyStart.ts`]: `export const start = 1;`,
  [`${SRC}/features/vlan/VlanPage.tsx`]: `import { isVlanList } from '@olt/protocol/light'; import { Shell } from '../../app/Shell.tsx'; export const VlanPage = 1;`,
  // the protocol's entry over an area's entry, as protocol/src/light.ts is
  [`${PROTOCOL}/light.ts`]: `export * from './credentials.ts'; export * from './core/light.ts'; export { HOME } from './landing.ts';`,
  [`${PROTOCOL}/core/light.ts`]: `export * from './validators.ts';`,
  [`${PROTOCOL}/credentials.ts`]: `export const isUserName = () => true;`,
  [`${PROTOCOL}/core/validators.ts`]: `export const isIPv4 = () => true; export const isVlanList = () => true;`,
  [`${PROTOCOL}/landing.ts`]: `export const HOME = '/main';`,
};

/** The libraries of the miniature, where a bundler would find them. */
const LIBRARIES: Record<string, string> = {
  react: '/p/node_modules/react/index.js',
  antd: '/p/node_modules/antd/es/index.js',
};

function fakeBuild(): Rollup.PluginContext {
  const resolve = (source: string, importer: string): string | null => {
    if (source === '@olt/protocol/light') return `${PROTOCOL}/light.ts`;
    if (LIBRARIES[source]) return LIBRARIES[source];
    if (!source.startsWith('.')) return null;
    return new URL(source, `file://${importer}`).pathname;
  };
  const info = (id: string) => {
    const code = MODULES[id];
    if (code === undefined) return null;
    const exports = [...code.matchAll(/export const (\w+)/g)].map((m) => m[1] as string);
    const dynamicImporters = Object.entries(MODULES)
      .filter(([importer, text]) =>
        [...text.matchAll(/import\('([^']+)'\)/g)].some((m) => resolve(m[1] as string, importer) === id),
      )
      .map(([importer]) => importer);
    return { id, code, exports, importedIds: [], dynamicImporters };
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

describe('the console’s own chunks, from the module graph', () => {
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
      // shared by two pages (the next test)
      'web/src/lib/portName.ts',
      'web/src/app/earlyStart.ts',
      'protocol/src/core/validators.ts',
    ]);
    // not the page, nor the barrel itself (it holds no code)
    expect(core).not.toContain('web/src/features/vlan/VlanPage.tsx');
    expect(core).not.toContain('protocol/src/light.ts');
  });

  it('takes in what pages share when it brings no library of its own, and leaves a page’s own and the rest', async () => {
    const { core } = await chunksOf();
    // shared by the two pages and needing only React, which the console loads anyway
    expect(core).toContain('web/src/lib/portName.ts');
    // shared too, but it brings Ant Design: it stays out, in a chunk the two pages load
    expect(core).not.toContain('web/src/components/Table.tsx');
    // one page's own module stays with the page, and the pages stay themselves
    expect(core).not.toContain('web/src/features/onu/onuOnly.ts');
    expect(core).not.toContain('web/src/features/onu/OnuPage.tsx');
  });
});
