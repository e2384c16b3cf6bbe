import type { Page } from '@playwright/test';
import type { OnuTableRow as OnuRow, PonSummary } from '@olt/protocol';
import { expect, signIn, test } from './fixtures.ts';

/** The device's API, called with the console's own session token (sessionStorage `x-token`). */
async function api(page: Page) {
  const token = await page.evaluate(() => sessionStorage.getItem('x-token'));
  if (!token) throw new Error('not signed in');
  const headers = { 'X-Token': token };
  const get = async <T>(url: string): Promise<T> => {
    const body = (await (await page.request.get(url, { headers })).json()) as { code: number; data: T };
    expect(body.code).toBe(1);
    return body.data;
  };
  return {
    onus: () => get<OnuRow[]>('/onutable'),
    pons: () => get<PonSummary[]>('/board?info=pon'),
    post: async (url: string, payload: unknown) =>
      (await (await page.request.post(url, { headers, data: payload })).json()) as { code: number; message: string },
  };
}

async function openStatus(page: Page) {
  await signIn(page);
  await page.getByRole('button', { name: 'Later' }).click();
  await expect(page.getByRole('link', { name: 'Open the ONU list of PON01' })).toBeVisible();
}

const ponTile = (page: Page, port: number) =>
  page.getByRole('link', { name: `Open the ONU list of PON${String(port).padStart(2, '0')}` });

test('the status home shows every PON with its counts, and its charts are drawn', async ({ page }) => {
  await openStatus(page);
  const device = await api(page);
  const pons = await device.pons();
  expect(pons).toHaveLength(8);
  for (const pon of pons) {
    const tile = ponTile(page, pon.port_id);
    await expect(tile).toHaveAttribute('href', `/onu_allow?port_id=${pon.port_id}`);
    // the totals move with the simulation; the tile follows the device within one 5 s poll
    await expect
      .poll(
        async () => {
          const now = (await device.pons()).find((p) => p.port_id === pon.port_id);
          const shown = `${await tile.getByTestId('pon-online').textContent()} ${await tile.getByTestId('pon-total').textContent()}`;
          return now ? shown === `${now.online} / ${now.online + now.offline}` : false;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  }
  await expect(page.getByTestId('registered-total')).toHaveText(/^\d+$/);
  // the ECharts cards hold a drawn chart: the traffic lines and the ONU donut
  await expect(
    page
      .getByRole('img', { name: /over the last 30 minutes/ })
      .locator('svg path')
      .first(),
  ).toBeAttached();
  // the breakdown ring is drawn in CSS (no chart library before the first paint)
  await expect(page.getByRole('img', { name: 'ONU status breakdown' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All alarms' })).toHaveAttribute('href', '/advanced_setting/alarm');
  await expect(page.getByRole('link', { name: 'Open the port settings of GE01' })).toBeVisible();
});

/**
 * Notes in the page the device's render of a page as it is put in (its page and PON tiles), and whether it went or
 * the console took it over as its own root (web/src/app/takeOver.tsx).
 */
const RENDER_WATCH = `
  window.__deviceRender = { shown: null, tiles: 0, gone: false };
  new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes)
        if (node.id === 'olt-device-render') {
          window.__deviceRenderNode = node;
          window.__deviceRender.shown = node.dataset.page;
          window.__deviceRender.tiles = node.querySelectorAll('.olt-status-tile[data-port] [data-testid=pon-online]').length;
        }
      for (const node of change.removedNodes) if (node.id === 'olt-device-render') window.__deviceRender.gone = true;
    }
  }).observe(document, { childList: true, subtree: true });
`;

const renderWatched = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __deviceRender: object; __deviceRenderNode?: Element };
    return { ...w.__deviceRender, takenOver: w.__deviceRenderNode === document.getElementById('root') };
  });

test('sign-in asks the home page’s first reads together, in one request, and the home draws from it', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'fetch') return;
    const url = new URL(request.url());
    asked.push(`${url.pathname}${url.search}`);
  });
  // a first render of the console's that differs from the device's would be reported here (React's recoverable error)
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript({ content: RENDER_WATCH });
  await openStatus(page);
  const untilPainted = [...asked];
  // with the device's render of the home, shown first and taken over by the console as its own
  expect(untilPainted.filter((url) => url === '/board?info=page_reads&page=status&render=1')).toHaveLength(1);
  expect(untilPainted.filter((url) => url.startsWith('/board?info=page_reads'))).toHaveLength(1);
  await expect.poll(() => renderWatched(page)).toEqual({ shown: 'status', tiles: 8, gone: false, takenOver: true });
  await expect(page.locator('#olt-device-render')).toHaveCount(0);
  expect(errors).toEqual([]);
  // none of the reads it answered was asked again alone on the way to the painted home
  for (const read of [
    '/usermgmt?form=session',
    '/board?info=system',
    '/board?info=menu',
    '/board?info=summary',
    '/time?form=info',
    '/alarm?form=recent&limit=8',
    '/board?info=capabilities',
  ])
    expect(untilPainted, read).not.toContain(read);
  // the home shows what they said: every PON's tile counts its ONUs
  for (let port = 1; port <= 8; port++)
    await expect(ponTile(page, port).getByTestId('pon-total')).toHaveText(/^\/ \d+$/);
});

test('an ONU going offline lowers the home’s online count without a reload', async ({ page }) => {
  await openStatus(page);
  const device = await api(page);
  const target = (await device.onus()).find((o) => o.status === 'Online');
  if (!target) throw new Error('no online ONU');
  // a mark on the window: a reload would lose it
  await page.evaluate(() => Object.assign(window, { __stillHere: true }));
  const tile = ponTile(page, target.port_id);
  const shownOnline = async () => Number(await tile.getByTestId('pon-online').textContent());
  const before = await shownOnline();

  const answer = await device.post('/onumgmt?form=config', {
    method: 'set',
    param: { port_id: target.port_id, onu_id: target.onu_id, flags: 0x200, txsupply_time: 60 },
  });
  expect(answer.code).toBe(1);
  await expect
    .poll(
      async () => (await device.onus()).find((o) => o.port_id === target.port_id && o.onu_id === target.onu_id)?.status,
    )
    .toBe('Offline');

  // the tile follows: it shows the device's count, which no longer includes this ONU (the simulation may move
  // other ONUs meanwhile, so the device is asked again each time rather than expecting before − 1)
  await expect
    .poll(
      async () => {
        const pon = (await device.pons()).find((p) => p.port_id === target.port_id);
        const shown = await shownOnline();
        return pon !== undefined && shown === pon.online && (shown !== before || pon.online === before);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __stillHere?: boolean }).__stillHere)).toBe(true);
});
