import type { Browser } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freshPage } from './benchPage.ts';

/**
 * What a first paint costs on this machine before any of the console's code: the login page's own HTML with its
 * scripts taken out (the card, its inline style sheet, the device's facts), and a page of one line, each served by a
 * bare Node server and measured as the login page is (fresh context, cache disabled). The login page's first paint
 * can come no sooner than the first (the complete card must be in that paint); and no sooner than the same
 * HTML sent with the device's own response headers, whose Cross-Origin-Opener-Policy puts the page in a browsing
 * context group of its own, and so in a renderer process started for it (server http/securityHeaders.ts). The page of
 * one line is measured with those headers too: no page the device sends can paint before it.
 */
export interface PaintFloor {
  /** the login page's HTML without scripts */
  loginHtml: number[];
  /** the same with the headers the device sends with it */
  loginHtmlDeviceHeaders: number[];
  /** `<p>OLT</p>` */
  oneLine: number[];
  /** the same with the headers the device sends */
  oneLineDeviceHeaders: number[];
}

const ONE_LINE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>OLT</title></head><body><p>OLT</p></body></html>';

/** What a page is served with: its text, and the headers beside the content type. */
interface Served {
  html: string;
  headers?: Record<string, string>;
}

/** Headers of the body's encoding and the connection, which the bare server sets itself. */
const TRANSPORT_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'content-type',
  'connection',
  'keep-alive',
  'date',
  'vary',
  'transfer-encoding',
]);

/** The login page as the device serves it, less its scripts and module preloads; and the headers it came with. */
async function loginHtmlAlone(url: string): Promise<Required<Served>> {
  const res = await fetch(`${url}/`);
  const html = (await res.text())
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
  const headers = Object.fromEntries([...res.headers].filter(([name]) => !TRANSPORT_HEADERS.has(name)));
  return { html, headers };
}

async function serve(pages: Record<string, Served>): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const page = pages[req.url ?? ''];
    res.writeHead(page === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8', ...page?.headers });
    res.end(page?.html ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export async function firstPaint(browser: Browser, url: string): Promise<number> {
  const { context, page } = await freshPage(browser);
  try {
    await page.goto(url, { waitUntil: 'load' });
    const handle = await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    );
    return (await handle.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

/** The floor pages on a bare server of their own: `base` + `/login`, `/login-device-headers`, `/one-line`, … */
export async function serveFloorPages(deviceUrl: string): Promise<{ base: string; close: () => void }> {
  const login = await loginHtmlAlone(deviceUrl);
  const { server, base } = await serve({
    '/login': { html: login.html },
    '/login-device-headers': login,
    '/one-line': { html: ONE_LINE },
    '/one-line-device-headers': { html: ONE_LINE, headers: login.headers },
  });
  return { base, close: () => server.close() };
}

/** `runs` first paints of each page, interleaved so both see the same machine. */
export async function measurePaintFloor(browser: Browser, deviceUrl: string, runs: number): Promise<PaintFloor> {
  const { base, close } = await serveFloorPages(deviceUrl);
  try {
    const floor: PaintFloor = { loginHtml: [], loginHtmlDeviceHeaders: [], oneLine: [], oneLineDeviceHeaders: [] };
    for (let run = 0; run < runs; run++) {
      floor.loginHtml.push(await firstPaint(browser, `${base}/login`));
      floor.loginHtmlDeviceHeaders.push(await firstPaint(browser, `${base}/login-device-headers`));
      floor.oneLine.push(await firstPaint(browser, `${base}/one-line`));
      floor.oneLineDeviceHeaders.push(await firstPaint(browser, `${base}/one-line-device-headers`));
    }
    return floor;
  } finally {
    close();
  }
}
