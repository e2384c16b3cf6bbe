// npm run bench: measured figures, printed as a table. Not part of npm test: timings belong here, not in tests.
import { chromium, type Browser } from '@playwright/test';
import autocannon from 'autocannon';
import { gzipSync } from 'node:zlib';
import { startDeviceServer } from '../e2e/deviceServer.ts';
import { benchOnuTable } from './benchOnuTable.ts';
import { loginKey, loginValue, parsePortList, FACTORY_ACCOUNT } from '../protocol/src/index.ts';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-quic'];
const results: [string, string][] = [];
const record = (name: string, value: string) => {
  results.push([name, value]);
  console.log(`${name}: ${value}`);
};

async function signInToken(url: string): Promise<string> {
  const res = await fetch(`${url}/userlogin?form=login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      method: 'set',
      param: { name: FACTORY_ACCOUNT.name, key: loginKey(FACTORY_ACCOUNT.name, FACTORY_ACCOUNT.password), value: loginValue(FACTORY_ACCOUNT.password) },
    }),
  });
  const token = res.headers.get('x-token');
  if (!token) throw new Error('sign-in failed');
  return token;
}

/** The login page: bytes of the HTML, JS and CSS it loads (raw and gzip) and its first contentful paint. */
async function benchLoginPage(browser: Browser, url: string): Promise<void> {
  const fcps: number[] = [];
  let raw = 0;
  let gzip = 0;
  let wire = 0;
  for (let run = 0; run < 5; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies: Promise<void>[] = [];
    if (run === 0) {
      page.on('response', (res) => {
        const type = res.request().resourceType();
        if (!['document', 'script', 'stylesheet'].includes(type)) return;
        bodies.push(
          res.body().then(async (body) => {
            raw += body.length;
            gzip += gzipSync(body, { level: 9 }).length;
            wire += (await res.request().sizes()).responseBodySize;
          }),
        );
      });
    }
    await page.goto(`${url}/`, { waitUntil: 'load' });
    await page.getByRole('button', { name: /sign in|登录/i }).waitFor();
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    fcps.push(fcp);
    await Promise.all(bodies);
    await context.close();
  }
  // the console chunk is prefetched on idle after the page is shown; it is not part of the page
  record('login page JS+CSS+HTML (raw)', `${(raw / 1024).toFixed(1)} KB`);
  record('login page JS+CSS+HTML (gzip)', `${(gzip / 1024).toFixed(1)} KB (budget 90 KB)`);
  record('login page bytes on the wire (as served, brotli)', `${(wire / 1024).toFixed(1)} KB`);
  record('login page first contentful paint (median of 5)', `${median(fcps).toFixed(0)} ms`);
}

/** Server latency of the two ONU list reads under a fixed request rate from concurrent clients. */
async function benchServer(url: string, token: string): Promise<void> {
  for (const path of ['/onutable', '/onu_allow_list?port_id=1']) {
    const result = await autocannon({
      url: `${url}${path}`,
      headers: { 'X-Token': token },
      connections: 20,
      overallRate: 200,
      duration: 10,
    });
    record(
      `GET ${path} at 200 req/s, 20 clients`,
      `median ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors`,
    );
  }
}

/** Fills every PON to 64 ONUs (manual adds), so the figures are for the full 16 × 64 = 1024 the issue names. */
async function fillToCapacity(url: string, token: string, ponPorts: number): Promise<number> {
  for (let port = 1; port <= ponPorts; port++) {
    const res = await fetch(`${url}/onu_allow_list?form=resource&port_id=${port}`, { headers: { 'X-Token': token } });
    const body = (await res.json()) as { data: { resource: string } };
    const present = new Set(parsePortList(body.data.resource));
    for (let onu = 1; onu <= 64; onu++) {
      if (present.has(onu)) continue;
      const mac = `02:00:00:00:${port.toString(16).padStart(2, '0')}:${onu.toString(16).padStart(2, '0')}`;
      const added = await fetch(`${url}/onu_allow_list?form=onucfg`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Token': token },
        body: JSON.stringify({ method: 'add', param: { port_id: port, onu_id: onu, macaddr: mac, auth_state: 1, onu_desc: 'bench' } }),
      });
      if (((await added.json()) as { code: number }).code !== 1) throw new Error(`could not add ONU ${port}/${onu}`);
    }
  }
  const all = await fetch(`${url}/onutable`, { headers: { 'X-Token': token } });
  return ((await all.json()) as { data: unknown[] }).data.length;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const device = await startDeviceServer(['--pon-ports', '16']);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  await benchLoginPage(browser, device.url);
  const token = await signInToken(device.url);
  record('ONUs on the device', String(await fillToCapacity(device.url, token, 16)));
  await benchServer(device.url, token);
  for (const [name, value] of await benchOnuTable(browser, device.url)) record(name, value);
} finally {
  await browser.close();
  await device.stop();
}
console.log('\n| measure | value |\n|---|---|');
for (const [name, value] of results) console.log(`| ${name} | ${value} |`);
