import { describe, expect, it } from 'vitest';
import { ADVANCED_PAGES, TOP_MENU, consolePaths } from './menu.ts';
import { NON_ENVELOPE_PATHS, WS_PATH } from './files.ts';
import * as protocol from './index.ts';
import { isRoute } from './route.ts';

describe('console paths', () => {
  it('lists sign-in, home, every top entry, every advanced page and the vendor settings once', () => {
    const paths = consolePaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/login', '/main', '/sys-setting', '/advanced_setting']));
    for (const key of TOP_MENU) expect(paths).toContain(`/${key}`);
    for (const page of ADVANCED_PAGES) expect(paths).toContain(`/advanced_setting/${page}`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('shares no path with the device API', () => {
    const apiPaths = new Set([
      ...Object.values(protocol)
        .filter(isRoute)
        .map((r) => r.path),
      ...NON_ENVELOPE_PATHS,
    ]);
    expect(apiPaths.has(WS_PATH)).toBe(true);
    for (const path of consolePaths()) expect(apiPaths.has(path), path).toBe(false);
  });
});
