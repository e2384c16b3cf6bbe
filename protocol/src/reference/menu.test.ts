import { describe, expect, it } from 'vitest';
import { ADVANCED_PAGES, TOP_MENU, consolePaths, pageNameAt, pagePathOf, type PageName } from '../board/menu.ts';
import { NON_ENVELOPE_PATHS, WS_PATH } from '../core/files.ts';
import { isRoute } from '../core/route.ts';
import * as protocol from '../index.ts';

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

describe('the page an address shows', () => {
  it('is the status page at home, the page itself for each top or advanced address, and none elsewhere', () => {
    expect(pageNameAt('/main')).toBe('status');
    expect(pageNameAt('/onu_allow/')).toBe('onu_allow');
    for (const page of ADVANCED_PAGES) expect(pageNameAt(`/advanced_setting/${page}`)).toBe(page);
    for (const path of ['/', '/login', '/advanced_setting', '/sys-setting', '/advanced_setting/nope', '/pon_optical'])
      expect(pageNameAt(path), path).toBeNull();
  });

  it('is found again at the address of each page (`pagePathOf`)', () => {
    const pages = [...TOP_MENU.filter((key) => key !== 'advanced_setting'), ...ADVANCED_PAGES] as PageName[];
    expect(pagePathOf('status')).toBe('/main');
    expect(pagePathOf('dhcp')).toBe('/advanced_setting/dhcp');
    expect(pagePathOf('onu_allow')).toBe('/onu_allow');
    for (const page of pages) expect(pageNameAt(pagePathOf(page)), page).toBe(page);
  });
});
