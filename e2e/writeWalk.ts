import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page, Request } from '@playwright/test';
import { ENDPOINTS } from '../protocol/src/reference/catalog.ts';
import { pagePathOf, type PageName } from '../protocol/src/board/menu.ts';
import type { Endpoint } from '../protocol/src/core/endpoint.ts';

const FEATURES = join(dirname(fileURLToPath(import.meta.url)), '../web/src/features');

/**
 * Every page the console has built, read from the feature folders' registrations (web/README.md): a new screen is
 * walked without anyone adding it here.
 */
export function builtPages(): PageName[] {
  return readdirSync(FEATURES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => {
      const file = join(FEATURES, d.name, 'pages.ts');
      if (!existsSync(file)) return [];
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/name: '([a-z_]+)'/g)].map((m) => m[1] as PageName);
    });
}

/** The endpoint a request of the console calls, as the device's dispatcher picks it (path, selecting query, verb). */
export function endpointOf(request: Request): Endpoint | null {
  const url = new URL(request.url());
  const method = request.method();
  let verb: string | undefined;
  if (method === 'POST') {
    try {
      verb = (JSON.parse(request.postData() ?? '{}') as { method?: string }).method;
    } catch {
      verb = undefined;
    }
  }
  const candidates = ENDPOINTS.filter(
    (ep) =>
      ep.path === url.pathname &&
      ep.method === method &&
      Object.entries(ep.select).every(([k, v]) => url.searchParams.get(k) === v),
  );
  // the most specific pick wins, as in the dispatcher: `/system_save?form=state` is a read, not the save
  candidates.sort((a, b) => Object.keys(b.select).length - Object.keys(a.select).length);
  return (
    candidates.find((ep) => ep.verb !== null && ep.verb === verb) ??
    candidates.find((ep) => ep.verb === null) ??
    candidates[0] ??
    null
  );
}

export interface WriteAttempt {
  page: string;
  control: string;
  request: string;
  area: string;
}

/** A control's name as the operator reads it, with the numbers of its row taken out (one walk per kind of control). */
async function controlName(control: Locator): Promise<string> {
  const label = (await control.getAttribute('aria-label')) ?? '';
  const text = label || ((await control.textContent()) ?? '').trim();
  return text.replace(/\s+/g, ' ').slice(0, 80);
}
const kindOf = (name: string): string => name.replace(/\d+/g, '#');

const WRITE_CONTROLS =
  'button:not([disabled]):not([aria-disabled="true"]), [role="switch"]:not([aria-disabled="true"]):not([disabled])';
/** Leaving the page or the session is not a write. */
const SKIP = /sign out|log out|退出|注销|^$/i;

async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(250);
}

/** Every dialog open (a modal, a confirmation or a drawer): what is left over one would take the next click. */
const DIALOGS = '[role="dialog"]:visible, [role="alertdialog"]:visible';
/** The buttons that say no or close: the others of a dialog say yes, the dialog's yes comes last (its footer). */
const NO = /^(cancel|close|later|取\s*消|关\s*闭|稍\s*后)$/i;

/** Answers whatever opened with "yes": a confirmation, a dialog's OK. What is sent then is caught by the walk. */
async function acceptWhatOpened(page: Page): Promise<void> {
  const dialogs = page.locator(DIALOGS);
  if ((await dialogs.count()) === 0) return;
  const buttons = dialogs.last().locator('button:not([disabled])');
  const names = await buttons.evaluateAll((els) =>
    els.map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim()),
  );
  const yes = names.findLastIndex((name) => name !== '' && !NO.test(name));
  if (yes >= 0)
    await buttons
      .nth(yes)
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  await settle(page);
}

async function closeAll(page: Page, path: string): Promise<void> {
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Escape');
  const leftOver = page.locator(DIALOGS);
  // a drawer still opening when Escape came stays open: the page is loaded again rather than clicked through
  const cleared = await leftOver
    .first()
    .waitFor({ state: 'hidden', timeout: 2_000 })
    .then(() => true)
    .catch(() => false);
  if (!cleared || new URL(page.url()).pathname !== path) await openPage(page, path);
}

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('main.olt-content').waitFor();
}

/** Opens a tab of the page; a tab that cannot be clicked (something over it) is reached by loading the page again. */
async function openTab(page: Page, path: string, tabs: Locator, t: number): Promise<void> {
  if ((await tabs.count()) <= t) return;
  const clicked = await tabs
    .nth(t)
    .click({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!clicked) {
    await openPage(page, path);
    await page.waitForTimeout(1_000);
    if ((await tabs.count()) > t) await tabs.nth(t).click({ timeout: 5_000 });
  }
  await settle(page);
}

/**
 * Walks the controls of every built page: clicks each kind of enabled button and switch in the page's content, the
 * entries of any menu it opens, the buttons of any drawer it opens, and says yes to whatever asks. The device is
 * never changed: every request that would change something is answered with a refusal by the walk and recorded
 * with the control that sent it.
 */
export async function walkWriteControls(page: Page, pages: readonly PageName[]): Promise<WriteAttempt[]> {
  const attempts: WriteAttempt[] = [];
  let current = { page: '', control: '' };
  await page.route('**/*', async (route) => {
    const ep = endpointOf(route.request());
    const isUnknownPost = ep === null && route.request().method() === 'POST';
    if ((ep && ep.changes) || isUnknownPost) {
      const url = new URL(route.request().url());
      attempts.push({
        ...current,
        request: `${route.request().method()} ${url.pathname}${url.search}`,
        area: ep?.area ?? 'unknown',
      });
      await route.fulfill({ json: { code: 2, message: 'error: refused by the write walk' } });
      return;
    }
    await route.fallback();
  });

  for (const name of pages) {
    const path = pagePathOf(name);
    await openPage(page, path);
    await page.waitForTimeout(1_500);
    const seen = new Set<string>();
    const tabs = page.locator('main.olt-content [role="tab"]');
    const tabCount = Math.max(1, await tabs.count());
    for (let t = 0; t < tabCount; t += 1) {
      await openTab(page, path, tabs, t);
      const controls = page.locator(`main.olt-content :is(${WRITE_CONTROLS})`);
      for (let i = 0; i < (await controls.count()); i += 1) {
        const control = controls.nth(i);
        if (!(await control.isVisible())) continue;
        const label = await controlName(control);
        if (SKIP.test(label) || (await control.getAttribute('role')) === 'tab' || seen.has(kindOf(label))) continue;
        seen.add(kindOf(label));
        current = { page: name, control: label };
        await control.click({ timeout: 2_000 }).catch(() => undefined);
        await settle(page);
        await walkOpened(page, { name, path, seen, setCurrent: (c) => (current = c) }, control, label);
        await closeAll(page, path);
        if (t > 0) await openTab(page, path, tabs, t);
      }
    }
  }
  await page.unroute('**/*');
  return attempts;
}

interface WalkPlace {
  name: string;
  path: string;
  seen: Set<string>;
  setCurrent: (c: { page: string; control: string }) => void;
}

/** A menu a click opened, marked so: the side menu (in the page's `nav`) is always there and is not one. */
const OPENED_MENU = '[data-walk-opened]';
async function markOpenedMenus(page: Page): Promise<void> {
  await page.locator('[role="menu"]:visible').evaluateAll((menus) => {
    for (const menu of menus) if (!menu.closest('nav')) menu.setAttribute('data-walk-opened', '');
  });
}

/**
 * What a click opened: each entry of a menu (reopened for each), the buttons of a drawer, or a dialog (said yes to).
 */
async function walkOpened(page: Page, at: WalkPlace, opener: Locator, openerName: string): Promise<void> {
  await markOpenedMenus(page);
  const items = page.locator(`${OPENED_MENU} [role="menuitem"]:not([aria-disabled="true"])`);
  const itemNames: string[] = [];
  for (let i = 0; i < (await items.count()); i += 1) itemNames.push(await controlName(items.nth(i)));
  if (itemNames.length === 0) {
    await walkDrawer(page, at, openerName);
    await acceptWhatOpened(page);
    return;
  }
  let isOpen = true;
  for (const item of itemNames) {
    if (SKIP.test(item) || at.seen.has(`menu:${kindOf(item)}`)) continue;
    at.seen.add(`menu:${kindOf(item)}`);
    if (!isOpen) {
      await closeAll(page, at.path);
      await opener.click({ timeout: 2_000 }).catch(() => undefined);
      await settle(page);
    }
    at.setCurrent({ page: at.name, control: `${openerName} › ${item}` });
    await markOpenedMenus(page);
    const entry = page.locator(`${OPENED_MENU} [role="menuitem"]`, { hasText: item }).first();
    isOpen = false;
    if (!(await entry.isVisible())) continue;
    await entry.click({ timeout: 2_000 }).catch(() => undefined);
    await settle(page);
    await walkDrawer(page, at, `${openerName} › ${item}`);
    await acceptWhatOpened(page);
  }
}

/** A drawer is the dialog that slides in at the page's right edge, from top to bottom (a modal is centred). */
const DRAWER = '[data-walk-drawer]';
async function markOpenDrawer(page: Page): Promise<boolean> {
  return page.locator('[role="dialog"]').evaluateAll((dialogs) => {
    for (const el of document.querySelectorAll('[data-walk-drawer]')) el.removeAttribute('data-walk-drawer');
    const drawer = dialogs.findLast((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.top <= 1 && box.right >= document.documentElement.clientWidth - 1;
    });
    drawer?.setAttribute('data-walk-drawer', '');
    return drawer !== undefined;
  });
}

/** The buttons of a drawer a click opened, each said yes to; the drawer stays open for the next. */
async function walkDrawer(page: Page, at: WalkPlace, openerName: string): Promise<void> {
  if (!(await markOpenDrawer(page))) return;
  const drawer = page.locator(DRAWER);
  const buttons = drawer.locator(`:is(${WRITE_CONTROLS})`);
  for (let i = 0; i < (await buttons.count()); i += 1) {
    const button = buttons.nth(i);
    if (!(await button.isVisible())) continue;
    const label = await controlName(button);
    if (SKIP.test(label) || /close|关闭/i.test(label) || at.seen.has(`drawer:${kindOf(label)}`)) continue;
    at.seen.add(`drawer:${kindOf(label)}`);
    at.setCurrent({ page: at.name, control: `${openerName} › ${label}` });
    await button.click({ timeout: 2_000 }).catch(() => undefined);
    await settle(page);
    await acceptWhatOpened(page);
    // a dialog over the drawer closes with one Escape; the drawer stays for its next button
    const over = page.locator(`[role="dialog"]:not(${DRAWER}):visible, [role="alertdialog"]:visible`);
    if ((await over.count()) > 0) await page.keyboard.press('Escape');
    await settle(page);
  }
}
