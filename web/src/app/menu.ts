import {
  ADVANCED_BASE,
  ADVANCED_PAGES,
  HOME_PATH,
  TOP_MENU,
  pageNameAt,
  type AdvancedPage,
  type TopMenuKey,
} from '@olt/protocol/light';
import type { PageLoader, PageName, PageRegistration } from '../lib/pages.ts';

export { ADVANCED_BASE };

/** A key of the `menu` dictionary naming a routed page. */
export type PageTitleKey = `top.${TopMenuKey}` | `page.${AdvancedPage}`;

export interface PageRoute {
  name: PageName;
  path: string;
  titleKey: PageTitleKey;
  /** the page keeps its state when the operator leaves it (spec §2) */
  keepAlive: boolean;
  page: PageLoader;
  /** the page's first reads (lib/pages.ts `start`) */
  start?: PageRegistration['start'];
  /** painted without Ant Design (lib/pages.ts `light`) */
  light: boolean;
  /** rendered by the device into the page it serves (lib/pages.ts `deviceRendered`) */
  deviceRendered: boolean;
}

/**
 * The pages spec §2 keeps alive. A built page says so in its own registration (menu.test.ts holds it to this list);
 * until a page is built, its "not available" stand-in is kept alive from here, so the area already behaves as the
 * spec says and does not change when the page arrives.
 */
export const SPEC_KEPT_ALIVE_PAGES: readonly AdvancedPage[] = [
  'pon_setting',
  'onu_deny',
  'sla_cfg',
  'loid_mgmt',
  'onu_batch_upgrade',
  'onu_basic_info',
  'onu_port_cfg',
  'onu_perf_info',
  'onu_multicast',
  'perf_info',
  'stormctrl',
  'pon_optical',
];

/** Every feature's `pages.ts`, found by name: registering a screen is a line in its own folder. */
const featurePages = import.meta.glob<readonly PageRegistration[]>('../features/*/pages.ts', {
  eager: true,
  import: 'pages',
});

/** The registrations by page name; a name registered twice is a mistake that must not pass silently. */
export function collectPages(lists: readonly (readonly PageRegistration[])[]): ReadonlyMap<PageName, PageRegistration> {
  const byName = new Map<PageName, PageRegistration>();
  for (const page of lists.flat()) {
    if (byName.has(page.name)) throw new Error(`page ${page.name} is registered twice`);
    byName.set(page.name, page);
  }
  return byName;
}

export const registeredPages = collectPages(Object.values(featurePages));

// pages a later issue builds; until then the route says honestly that it is not in this version
const notAvailable: PageLoader = () =>
  import('../features/notAvailable/NotAvailablePage.tsx').then((m) => m.NotAvailablePage);

const routeOf = (name: PageName, path: string, titleKey: PageTitleKey): PageRoute => {
  const page = registeredPages.get(name);
  return {
    name,
    path,
    titleKey,
    keepAlive: page ? page.keepAlive === true : (SPEC_KEPT_ALIVE_PAGES as readonly string[]).includes(name),
    page: page?.load ?? notAvailable,
    light: page?.light === true,
    deviceRendered: page?.light === true && page.deviceRendered === true,
    ...(page?.start ? { start: page.start } : {}),
  };
};

type TopPage = Exclude<TopMenuKey, 'advanced_setting'>;
const isTopPage = (key: TopMenuKey): key is TopPage => key !== 'advanced_setting';

/** The pages of the top menu; `/main` shows the status page, and the advanced area has its own table. */
export const topPages: PageRoute[] = TOP_MENU.filter(isTopPage).map((name) => routeOf(name, `/${name}`, `top.${name}`));

/** Every page of the advanced area (spec §2), each at /advanced_setting/<name>. */
export const advancedPages: PageRoute[] = ADVANCED_PAGES.map((name) =>
  routeOf(name, `${ADVANCED_BASE}/${name}`, `page.${name}`),
);

/** The advanced page shown when the area opens and remembered when the operator leaves it (screens.md §2.3). */
export const ADVANCED_DEFAULT: AdvancedPage = 'running_status';

const isAdvancedPage = (name: string): name is AdvancedPage => (ADVANCED_PAGES as readonly string[]).includes(name);

/** The console's page for a name in the device's menu answer, which spells some in capitals (`QoS`, `ARP`). */
export function advancedPageOf(deviceName: string): AdvancedPage | null {
  const name = deviceName.toLowerCase();
  return isAdvancedPage(name) ? name : null;
}

/** The advanced page a path shows, or null outside the area. */
export function advancedPageAt(pathname: string): AdvancedPage | null {
  const prefix = `${ADVANCED_BASE}/`;
  return pathname.startsWith(prefix) ? advancedPageOf(pathname.slice(prefix.length).replace(/\/$/, '')) : null;
}

export const isAdvancedPath = (pathname: string): boolean =>
  pathname === ADVANCED_BASE || pathname.startsWith(`${ADVANCED_BASE}/`);

/** Which top menu entry a path belongs to; `/main` is the status home (spec §2). */
export function topMenuAt(pathname: string): TopMenuKey | null {
  if (pathname === HOME_PATH) return 'status';
  if (isAdvancedPath(pathname)) return 'advanced_setting';
  const name = pathname.slice(1).replace(/\/$/, '');
  return (TOP_MENU as readonly string[]).includes(name) ? (name as TopMenuKey) : null;
}

/** The cache key of a kept-alive advanced page, or null for pages that start afresh each time. */
export function keptAlivePath(pathname: string): string | null {
  const page = advancedPageAt(pathname);
  return page && advancedPages.some((p) => p.name === page && p.keepAlive) ? page : null;
}

/** The page a console address shows (protocol pageNameAt); null for an address that is no page. */
export function pageRouteAt(pathname: string): PageRoute | null {
  const name = pageNameAt(pathname);
  return name === null ? null : ([...topPages, ...advancedPages].find((p) => p.name === name) ?? null);
}
