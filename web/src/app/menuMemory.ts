import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { MenuEntry, TopMenuKey } from '@olt/protocol';
import { SESSION_KEYS, sessionValue, setSessionValue } from '../lib/session.ts';
import { useDeviceMenu } from '../lib/deviceQueries.ts';
import { ADVANCED_DEFAULT, advancedPageAt, advancedPageOf, topMenuAt } from './menu.ts';

/** The highlighted menu entries: top bar, first level of the advanced menu, and second level (spec §2). */
interface MenuKeys {
  top: TopMenuKey;
  /** a group name as the device spells it, or a first-level page */
  first: string;
  /** the page inside the group, or '' for a first-level page */
  second: string;
}

/** The device's name of the group holding a page, or null for a first-level page. */
export function groupOf(page: string, menu: readonly MenuEntry[]): string | null {
  const group = menu.find((entry) => entry.children?.some((child) => advancedPageOf(child.name) === page));
  return group?.name ?? null;
}

/** The menu keys of a path; outside the advanced area its menu is back at running status (screens.md §2.3). */
export function menuKeysAt(pathname: string, menu: readonly MenuEntry[]): MenuKeys | null {
  const top = topMenuAt(pathname);
  if (!top) return null;
  if (top !== 'advanced_setting') return { top, first: ADVANCED_DEFAULT, second: '' };
  const page = advancedPageAt(pathname) ?? ADVANCED_DEFAULT;
  const group = groupOf(page, menu);
  return group ? { top, first: group, second: page } : { top, first: page, second: '' };
}

/** The keys remembered for this browser session, so a refresh highlights the same entries. */
export function rememberedMenuKeys(): Partial<MenuKeys> {
  const top = sessionValue(SESSION_KEYS.topMenu);
  const first = sessionValue(SESSION_KEYS.firstMenu);
  const second = sessionValue(SESSION_KEYS.secondMenu);
  return {
    ...(top ? { top: top as TopMenuKey } : {}),
    ...(first ? { first } : {}),
    ...(second !== null ? { second } : {}),
  };
}

/** Remembers the menu keys after each navigation. */
export function useMenuMemory(): void {
  const { pathname } = useLocation();
  const menu = useDeviceMenu().data?.menu;
  useEffect(() => {
    const keys = menuKeysAt(pathname, menu ?? []);
    if (!keys) return;
    setSessionValue(SESSION_KEYS.topMenu, keys.top);
    setSessionValue(SESSION_KEYS.firstMenu, keys.first);
    setSessionValue(SESSION_KEYS.secondMenu, keys.second);
  }, [pathname, menu]);
}
