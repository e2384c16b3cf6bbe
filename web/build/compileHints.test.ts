import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { COMPILE_HINT, compileHints } from './compileHints.ts';

const SRC = '/p/web/src';

/** A bundle as Vite hands it over once the files are written: chunks by name with the modules they hold. */
function bundle(): Record<string, Rollup.OutputChunk | Rollup.OutputAsset> {
  const chunk = (name: string, moduleIds: string[]) =>
    ({ type: 'chunk', name, fileName: `assets/${name}-x.js`, moduleIds, code: `import"./a.js";export{}` }) as never;
  return {
    react: chunk('react', ['/p/node_modules/react/index.js']),
    console: chunk('console', [`${SRC}/app/App.tsx`]),
    status: chunk('StatusPage', [`${SRC}/features/status/StatusPage.tsx`, `${SRC}/features/status/PonCard.tsx`]),
    chart: chunk('EChart', [`${SRC}/components/EChart.tsx`]),
    vlan: chunk('VlanPage', [`${SRC}/features/vlan/VlanPage.tsx`]),
    antd: chunk('antd', ['/p/node_modules/antd/es/index.js']),
    login: chunk('login', [`${SRC}/login/LoginScreen.tsx`]),
    sheet: { type: 'asset', fileName: 'assets/console-x.css', source: '.a{}' } as never,
  };
}

/** Runs the plugin over a bundle of a browser build (or the server render's) and answers what each file starts with. */
function hinted(isServerBuild = false): Record<string, boolean> {
  const plugin = compileHints();
  (plugin.configResolved as (config: unknown) => void)({ build: { ssr: isServerBuild } });
  const files = bundle();
  const hook = plugin.generateBundle as { handler: (options: unknown, files: unknown) => void };
  hook.handler({}, files);
  return Object.fromEntries(
    Object.entries(files).map(([key, file]) => [
      key,
      file.type === 'chunk' ? file.code.startsWith(`${COMPILE_HINT}\n`) : String(file.source).includes(COMPILE_HINT),
    ]),
  );
}

describe('compile hints', () => {
  it('start the files that draw the home page after sign-in, and no others', () => {
    expect(hinted()).toEqual({
      react: true,
      console: true,
      status: true,
      chart: true,
      vlan: false,
      antd: false,
      login: false,
      sheet: false,
    });
  });

  it('are left out of the server render, which no browser loads', () => {
    expect(Object.values(hinted(true)).some(Boolean)).toBe(false);
  });
});
