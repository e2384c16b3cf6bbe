import type { Page } from '@playwright/test';
import type { OnuTableRow as OnuRow } from '@olt/protocol';
import { expect, signIn, test } from './fixtures.ts';

/** The device's API, called with the console's own session token (sessionStorage `x-token`). */
async function api(page: Page) {
  const token = await page.evaluate(() => sessionStorage.getItem('x-token'));
  if (!token) throw new Error('not signed in');
  const headers = { 'X-Token': token };
  return {
    onus: async (): Promise<OnuRow[]> => {
      const body = (await (await page.request.get('/onutable', { headers })).json()) as {
        code: number;
        data: OnuRow[];
      };
      expect(body.code).toBe(1);
      return body.data;
    },
    post: async (url: string, payload: unknown) => {
      const body = (await (await page.request.post(url, { headers, data: payload })).json()) as {
        code: number;
        message: string;
      };
      return body;
    },
  };
}

/** Signs in and answers "Later" to the factory-password reminder that follows the first sign-in. */
async function signInToConsole(page: Page) {
  await signIn(page);
  await page.getByRole('button', { name: 'Later' }).click();
}

const rowKey = (onu: OnuRow) => `${onu.port_id}/${onu.onu_id}`;
const label = (onu: OnuRow) => `PON${String(onu.port_id).padStart(2, '0')}/${String(onu.onu_id).padStart(2, '0')}`;

async function openOnuTable(page: Page, query = '') {
  await page.goto(`/onu_allow${query}`);
  await expect(page.locator('[data-row-key]').first()).toBeVisible();
  // the device's render of the page (protocol deviceRender.ts) has given way to the console
  await expect(page.locator('#olt-device-render')).toHaveCount(0);
}

/** Brings one ONU into view by searching its MAC (the table is virtual: far rows are not in the page). */
async function findOnu(page: Page, onu: OnuRow) {
  // the browser filters at once; the device's search completes the list after typing stops
  const completed = page.waitForResponse((res) => res.url().includes('/onutable?form=search&text='));
  await page.getByRole('searchbox', { name: 'Find ONU' }).fill(onu.macaddr);
  await completed;
  const row = page.locator(`[data-row-key="${rowKey(onu)}"]`);
  await expect(row).toBeVisible();
  await expect(page.locator('[data-row-key]')).toHaveCount(1);
  return row;
}

async function rowAction(page: Page, onu: OnuRow, action: string) {
  await page
    .locator(`[data-row-key="${rowKey(onu)}"]`)
    .getByRole('button', { name: `Actions for ${label(onu)}` })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: action }).click();
}

test.describe('ONU table', () => {
  test('the list arrives gzip-compressed, as the browser asks for it, and the header counts it', async ({ page }) => {
    await signInToConsole(page);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/onutable');
    await openOnuTable(page);
    const response = await answer;
    expect(await response.headerValue('content-encoding')).toBe('gzip');
    const body = (await response.json()) as { code: number; data: { total: number; rows: OnuRow[] } };
    expect(body.code).toBe(1);
    expect(body.data.rows.length).toBeGreaterThan(300);
    // the simulation keeps running: an ONU may appear or leave between the answer and the look
    const counters = page.getByRole('group', { name: 'ONU counts' });
    await expect(counters).toContainText('Total');
    const total = Number(/Total\s*(\d+)/.exec((await counters.textContent()) ?? '')?.[1]);
    expect(Math.abs(total - body.data.rows.length)).toBeLessThanOrEqual(2);
  });

  test('opened directly, the page arrives naming the files it needs, each of which the device serves', async ({
    page,
  }) => {
    // the list comes from the build (web/build/consolePreloads.ts); a build that lost it still works, only slower
    const html = await (await page.request.get('/onu_allow')).text();
    const links = /<link rel="(modulepreload|stylesheet)" crossorigin href="([^"]+)">/g;
    const files = [...html.matchAll(links)].map((m) => m[2] ?? '');
    expect(files.length).toBeGreaterThan(10);
    expect(files.some((f) => /\/assets\/OnuAllowPage-[\w-]+\.js$/.test(f))).toBe(true);
    expect(files.some((f) => /\/assets\/OnuAllowPage-[\w-]+\.css$/.test(f))).toBe(true);
    for (const file of files) expect((await page.request.get(file)).status(), file).toBe(200);
  });

  test('opened directly, the table paints without the schema library, which comes with the live link', async ({
    page,
  }) => {
    // the files the device names for the page, and every file they import, leave zod out (the build's `schema`
    // chunk, web/vite.config.ts): the page's routes are schema-free (protocol/src/onu/routes.ts)
    const html = await (await page.request.get('/onu_allow')).text();
    const named = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1] ?? '');
    const seen = new Set<string>();
    for (let queue = [...named]; queue.length > 0;) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      const code = await (await page.request.get(file)).text();
      queue = queue.concat([...code.matchAll(/from"\.\/([\w-]+\.js)"/g)].map((m) => `/assets/${m[1] ?? ''}`));
    }
    // the walk saw the page's code and the console's core, which hold the routes and the table
    expect([...seen].filter((file) => /\/(OnuAllowPage|console)-[\w-]+\.js$/.test(file))).toHaveLength(2);
    expect([...seen].filter((file) => /\/schema-[\w-]+\.js$/.test(file))).toEqual([]);

    // the /ws link's frame schemas load once the page is up, and the link registers with them; the home page's own
    // link opens once its reads are in (web lib/whenSettled.ts), so it is waited for before the ONU page is opened
    const homeLink = page.waitForEvent('websocket');
    await signInToConsole(page);
    await homeLink;
    const schemas = page.waitForRequest((request) => /\/assets\/schema-[\w-]+\.js$/.test(request.url()));
    // listened for as the link is made: its registration may be sent before the test gets to look
    const registered = page
      .waitForEvent('websocket')
      .then((socket) => socket.waitForEvent('framesent', (frame) => String(frame.payload).includes('xtoken')));
    await openOnuTable(page);
    await schemas;
    await registered;
  });

  test('opened directly with a session, the device renders the table and the console asks none of its reads again', async ({
    page,
  }) => {
    await signInToConsole(page);
    // until the live link opens: once it is up, the lists shown are read again by design (what changed meanwhile)
    const asked: string[] = [];
    const sheets: string[] = [];
    let isLinked = false;
    page.on('websocket', () => (isLinked = true));
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (request.resourceType() === 'fetch' && !isLinked) asked.push(pathname + search);
      if (pathname.endsWith('.css')) sheets.push(pathname);
    });
    const served = page.waitForResponse((res) => new URL(res.url()).pathname === '/onu_allow');
    await openOnuTable(page);
    const html = await (await served).text();
    // the rows were in the page the device served, painted before any script ran (web/src/app/pagePrerender.tsx)
    expect(html).toContain('id="olt-device-render"');
    expect(html).toMatch(/data-row-key="\d+\/\d+"/);
    // the console started from the answers the render was made from (web/src/lib/firstReads.ts)
    expect(asked).not.toContain('/onutable?form=search&limit=4096');
    expect(asked).not.toContain('/usermgmt?form=session');
    expect(asked.filter((url) => url === '/board?info=system')).toHaveLength(0);
    // its style sheets came in the page: none of them is asked for, by the browser or by the console's module loader
    const carried = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)" media="not all"/g)].map(
      (m) => m[1],
    );
    expect(carried.length).toBeGreaterThan(0);
    expect(sheets.filter((sheet) => carried.includes(sheet))).toEqual([]);
  });

  test('a tab without this session never shows the page the device rendered for it', async ({ page, context }) => {
    await signInToConsole(page);
    // a new tab shares the browser's cookies, not its session storage
    const other = await context.newPage();
    // the console's code held back, so what shows is the served page alone
    await other.route('**/assets/*.js', () => undefined);
    const served = other.waitForResponse((res) => new URL(res.url()).pathname === '/onu_allow');
    // the module scripts held back, the page never reaches DOMContentLoaded
    await other.goto('/onu_allow', { waitUntil: 'commit' });
    expect(await (await served).text()).toContain('id="olt-device-render"');
    const render = other.locator('#olt-device-render');
    await render.waitFor({ state: 'attached' });
    const visibility = await render.evaluate((element) => getComputedStyle(element).visibility);
    expect(visibility).toBe('hidden');
    await other.close();
  });

  test('the search finds an ONU on another PON', async ({ page }) => {
    await signInToConsole(page);
    const onus = await (await api(page)).onus();
    const target = onus.find((o) => o.port_id === 3);
    if (!target) throw new Error('the simulated OLT has no ONU on PON03');
    await openOnuTable(page, '?port_id=1');
    await expect(page.locator('[data-row-key^="3/"]')).toHaveCount(0);
    // part of the MAC, in capitals, is enough
    await page.getByRole('searchbox', { name: 'Find ONU' }).fill(target.macaddr.slice(6).toUpperCase());
    await expect(page.locator(`[data-row-key="${rowKey(target)}"]`)).toBeVisible();
    await expect(page.getByText('All PON ports')).toBeVisible();
    await expect(page.locator('[data-row-key^="1/"]')).toHaveCount(0);
  });

  test('authorises an online unauthorised ONU', async ({ page }) => {
    await signInToConsole(page);
    const device = await api(page);
    const target = (await device.onus()).find((o) => o.status === 'Unauth' && o.auth_state === 0);
    if (!target) throw new Error('the simulated OLT has no unauthorised ONU waiting');
    await openOnuTable(page);
    const row = await findOnu(page, target);
    await row.getByRole('button', { name: new RegExp(`^Unauthorised ${label(target)}`) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Authorise ONU ${label(target)}`);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText(`ONU ${label(target)} authorised`)).toBeVisible();
    await expect(row.getByRole('button', { name: new RegExp(`^Authorised ${label(target)}`) })).toBeVisible();
    await expect(row.locator('[data-status="Online"]')).toBeVisible();
    const after = (await device.onus()).find((o) => rowKey(o) === rowKey(target));
    expect(after?.auth_state).toBe(1);
  });

  test('renames an ONU', async ({ page }) => {
    await signInToConsole(page);
    const device = await api(page);
    const target = (await device.onus()).find((o) => o.status === 'Online');
    if (!target) throw new Error('no online ONU');
    await openOnuTable(page);
    const row = await findOnu(page, target);
    await rowAction(page, target, 'Name and description');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Bakery Main');
    await dialog.getByLabel('Description').fill('Back office of the bakery');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText(`Name and description of ONU ${label(target)} saved`)).toBeVisible();
    await expect(row).toContainText('BakeryMain');
    expect((await device.onus()).find((o) => rowKey(o) === rowKey(target))?.onu_name).toBe('BakeryMain');
  });

  test('deletes an ONU after confirmation', async ({ page }) => {
    await signInToConsole(page);
    const device = await api(page);
    const target = (await device.onus()).find((o) => o.status === 'Online' && o.port_id === 2);
    if (!target) throw new Error('no online ONU on PON02');
    await openOnuTable(page);
    await findOnu(page, target);
    await rowAction(page, target, 'Delete ONU');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Delete ONU ${label(target)} (${target.macaddr})?`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.locator(`[data-row-key="${rowKey(target)}"]`)).toBeVisible();
    expect((await device.onus()).some((o) => o.macaddr === target.macaddr)).toBe(true);

    await rowAction(page, target, 'Delete ONU');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText(`ONU ${label(target)} deleted`)).toBeVisible();
    await expect(page.locator(`[data-row-key="${rowKey(target)}"]`)).toHaveCount(0);
    expect((await device.onus()).some((o) => o.macaddr === target.macaddr)).toBe(false);
  });

  test('an ONU going offline updates the table without reload', async ({ page }) => {
    await signInToConsole(page);
    const device = await api(page);
    const target = (await device.onus()).find((o) => o.status === 'Online');
    if (!target) throw new Error('no online ONU');
    await openOnuTable(page);
    const row = await findOnu(page, target);
    await expect(row.locator('[data-status="Online"]')).toBeVisible();
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/onutable')) reads.push(request.url());
    });
    await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));

    const answer = await device.post('/onumgmt?form=config', {
      method: 'set',
      param: {
        port_id: target.port_id,
        onu_id: target.onu_id,
        flags: 0x200,
        fec_mode: 0,
        txsupply_time: 30,
        onu_name: '',
        onu_desc: '',
      },
    });
    expect(answer.code).toBe(1);
    await expect(row.locator('[data-status="Offline"]')).toBeVisible({ timeout: 5_000 });
    await expect(row.locator('[data-reason="Laser out"]')).toBeVisible();
    // the push did it: no reload, no new read of the list
    expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
    expect(reads).toEqual([]);
  });

  test('at 1366×768 the row actions stay in view and the page scrolls neither sideways nor a few pixels down', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInToConsole(page);
    await page.goto('/onu_allow?port_id=1');
    const first = page.locator('[data-row-key]').first();
    // a machine shared with other runs may take a while to load the screen's code
    await expect(first).toBeVisible({ timeout: 60_000 });
    // measured on the console's own page: the device's render it replaces has no box once gone
    await expect(page.locator('#olt-device-render')).toHaveCount(0);
    const menu = first.getByRole('button', { name: /^Actions for / });
    const box = await menu.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(1366);
    const overflow = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return { x: root.scrollWidth - root.clientWidth, y: root.scrollHeight - root.clientHeight };
    });
    expect(overflow).toEqual({ x: 0, y: 0 });
  });

  test("saves a PON's new order dragged by hand (ONU-11)", async ({ page }) => {
    await signInToConsole(page);
    await page.goto('/onu_allow?port_id=2');
    const rows = page.locator('[data-row-key^="2/"]');
    await expect(rows.first()).toBeVisible({ timeout: 60_000 });
    const before = await rows.evaluateAll((all) => all.map((r) => r.getAttribute('data-row-key')));
    expect(before.length).toBeGreaterThan(2);
    await rows.nth(2).dragTo(rows.nth(0));
    await page.getByRole('button', { name: 'Save order' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Order of the ONUs on PON02 saved')).toBeVisible();
    const saved = (await (await api(page)).onus()).filter((o) => o.port_id === 2).map(rowKey);
    expect(saved.slice(0, 3)).toEqual([before[2], before[0], before[1]]);
  });
});
