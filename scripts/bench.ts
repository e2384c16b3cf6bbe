// npm run bench: measured figures, printed as a table. Not part of npm test: timings belong here, not in tests.
import { chromium, type Browser } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { startDeviceServer } from '../e2e/deviceServer.ts';
import { benchOnuTable } from './benchOnuTable.ts';
import { benchOnuSteps, benchSignIn, portCounts, searchText } from './benchOperator.ts';
import { benchRatios } from './benchRatios.ts';
import { benchForward } from './benchForward.ts';
import { benchHistoryRead, benchOpticsInProcess } from './benchOptics.ts';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchAccess } from './benchAccess.ts';
import { benchMacTable } from './benchMacTable.ts';
import { loadText, measuredLoadInWorker } from './pacedLoad.ts';
import { loginKey, loginValue, parsePortList, FACTORY_ACCOUNT } from '../protocol/src/index.ts';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
];
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
      param: {
        name: FACTORY_ACCOUNT.name,
        key: loginKey(FACTORY_ACCOUNT.name, FACTORY_ACCOUNT.password),
        value: loginValue(FACTORY_ACCOUNT.password),
      },
    }),
  });
  const token = res.headers.get('x-token');
  if (!token) throw new Error('sign-in failed');
  return token;
}

/**
 * The login page: the HTML, JS and CSS the browser loads for `/` until the page is hydrated: what index.html names
 * (the entry, its style sheet when not inline), and the modules the entry imports once the first paint is on screen
 * (the `__vite__mapDeps` list of its one dynamic import, web/src/main.ts); the console chunk is only prefetched later.
 * Raw, gzip and as served (brotli). Its paint is measured with the operator steps (benchOperator.ts).
 */
async function benchLoginBytes(url: string): Promise<void> {
  const html = await (await fetch(`${url}/`)).text();
  const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string);
  const entry = named.find((asset) => asset.endsWith('.js'));
  const entryText = entry
    ? await (await fetch(`${url}${entry}`, { headers: { 'Accept-Encoding': 'identity' } })).text()
    : '';
  const deferred = [...(/m\.f=\[([^\]]*)\]/.exec(entryText)?.[1] ?? '').matchAll(/"(assets\/[^"]+)"/g)].map(
    (m) => `/${m[1] as string}`,
  );
  const assets = [...new Set([...named, ...deferred])];
  let raw = Buffer.byteLength(html);
  let gzip = gzipSync(html).length;
  let wire = gzip;
  for (const asset of assets) {
    const body = Buffer.from(
      await (await fetch(`${url}${asset}`, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer(),
    );
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    const served = await fetch(`${url}${asset}`, { headers: { 'Accept-Encoding': 'br' } });
    // fetch decodes brotli; the wire size is the header the server sent
    wire += Number(served.headers.get('content-length') ?? body.length);
    await served.arrayBuffer();
  }
  record('login page files', `${assets.length + 1} (index.html with its style sheet inline, ${assets.join(', ')})`);
  record('login page HTML+JS+CSS (raw)', `${(raw / 1024).toFixed(1)} KB`);
  record('login page HTML+JS+CSS (gzip)', `${(gzip / 1024).toFixed(1)} KB, ${gzip} bytes (budget 80 KB, 81920 bytes)`);
  record('login page bytes as served (brotli, precompressed)', `${(wire / 1024).toFixed(1)} KB`);
}

/**
 * Server latency of the two ONU list reads at a steady 200 requests/s over 20 connections (scripts/pacedLoad.ts: each
 * request counted from when it was due). Each read is first run unmeasured, so the figures are for a server that has
 * been answering, not for V8's first compile; then several measured runs, whose median is reported with each run's
 * p99, because two shared cores make single runs noisy. The table is read as scripts read it (plain JSON) and as the
 * console's browser does (gzip accepted).
 */
const WARM_UP_S = 10;
const MEASURED_RUNS = 3;
const RUN_S = 10;
const TIMING = { warmUpS: WARM_UP_S, runs: MEASURED_RUNS, runS: RUN_S };
const RATE = { rate: 200, connections: 20 };

async function benchServer(url: string, token: string): Promise<void> {
  const reads = [
    { path: '/onutable', encoding: 'identity', label: 'plain JSON' },
    { path: '/onutable', encoding: 'gzip, deflate, br', label: 'gzip accepted' },
    { path: '/onu_allow_list?port_id=1', encoding: 'identity', label: 'plain JSON' },
  ];
  for (const { path, encoding, label } of reads) {
    const result = await measuredLoadInWorker(
      { url: `${url}${path}`, ...RATE, headers: { 'X-Token': token, 'Accept-Encoding': encoding } },
      TIMING,
    );
    record(
      `GET ${path} (${label}, ${result.kb} KB) at 200 req/s over 20 connections: ${MEASURED_RUNS} runs of ${RUN_S} s after ${WARM_UP_S} s warm-up`,
      loadText(result),
    );
  }
}

/**
 * Write latency: an ONU rename (ONU-21, flags 0x8) at a steady 200 writes/s over 20 connections, spread over every
 * ONU of the device, each answered only after SQLite committed it. Measured like the reads: warm-up, then measured
 * runs.
 */
async function benchWrites(url: string, token: string, ponPorts: number): Promise<void> {
  // each ONU gets several names in the list, so every write, in every run, changes the name it has
  const bodies = Array.from({ length: 8 * ponPorts * 64 }, (_, n) =>
    JSON.stringify({
      method: 'set',
      param: {
        port_id: 1 + (n % ponPorts),
        onu_id: 1 + (Math.floor(n / ponPorts) % 64),
        flags: 0x8,
        onu_name: `w${n}`,
        onu_desc: '',
      },
    }),
  );
  const result = await measuredLoadInWorker(
    {
      url: `${url}/onumgmt?form=config`,
      ...RATE,
      method: 'POST',
      headers: { 'X-Token': token, 'Content-Type': 'application/json' },
      bodies,
    },
    TIMING,
  );
  const check = await fetch(`${url}/onumgmt?form=config`, {
    method: 'POST',
    headers: { 'X-Token': token, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      method: 'set',
      param: { port_id: 1, onu_id: 1, flags: 0x8, onu_name: 'checked', onu_desc: '' },
    }),
  });
  const answer = (await check.json()) as { code: number; message: string };
  if (answer.code !== 1) throw new Error(`the rename the bench sends is refused: ${answer.message}`);
  record(
    `POST /onumgmt?form=config (ONU rename, committed to SQLite) at 200 writes/s over 20 connections: ${MEASURED_RUNS} runs of ${RUN_S} s after ${WARM_UP_S} s warm-up`,
    loadText(result, 'writes'),
  );
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
        body: JSON.stringify({
          method: 'add',
          param: { port_id: port, onu_id: onu, macaddr: mac, auth_state: 1, onu_desc: 'bench' },
        }),
      });
      if (((await added.json()) as { code: number }).code !== 1) throw new Error(`could not add ONU ${port}/${onu}`);
    }
  }
  const all = await fetch(`${url}/onutable`, { headers: { 'X-Token': token } });
  return ((await all.json()) as { data: unknown[] }).data.length;
}

if (process.env.BENCH_WRITES_ONLY === '1') {
  // a quick look at the write path alone: BENCH_WRITES_ONLY=1 npm run bench
  const server = await startDeviceServer(['--pon-ports', '16']);
  try {
    const token = await signInToken(server.url);
    await fillToCapacity(server.url, token, 16);
    await benchWrites(server.url, token, 16);
  } finally {
    await server.stop();
  }
  process.exit(0);
}

/** A part of the bench with a Chromium of its own, or none with BENCH_SERVER_ONLY=1. */
async function withBrowser(part: (browser: Browser | undefined) => Promise<void>): Promise<void> {
  const browser =
    process.env.BENCH_SERVER_ONLY === '1'
      ? undefined
      : await chromium.launch({
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: CHROMIUM_ARGS,
        });
  try {
    await part(browser);
  } finally {
    await browser?.close();
  }
}

/** One part alone (BENCH_MAC_ONLY, BENCH_FORWARD_ONLY): its figures as the table, then done. */
async function alone(part: (browser: Browser | undefined) => Promise<void>): Promise<never> {
  await withBrowser(part);
  console.log('\n| measure | value |\n|---|---|');
  for (const [name, value] of results) console.log(`| ${name} | ${value} |`);
  process.exit(0);
}

const macPart = (browser: Browser | undefined) => benchMacTable(record, signInToken, TIMING, browser);
/** The forwarding server in front of vendor mode (also in the full run). */
const forwardPart = (browser: Browser | undefined) => benchForward(record, signInToken, TIMING, browser);

// the 32K switch MAC table alone: BENCH_MAC_ONLY=1 npm run bench (with BENCH_SERVER_ONLY=1, no Chromium)
if (process.env.BENCH_MAC_ONLY === '1') await alone(macPart);
if (process.env.BENCH_FORWARD_ONLY === '1') await alone(forwardPart);

/** Thrown to leave the browser steps out (BENCH_SERVER_ONLY). */
class SkipBrowser extends Error {}

/** The fleet-sized case: 64 PONs × 64 ONUs. */
const FLEET_PONS = 64;
const browserOnly = process.env.BENCH_BROWSER_ONLY === '1';
/** BENCH_SERVER_ONLY=1: the server's figures without Chromium (reads, writes, sign-in, optical history) */
const serverOnly = process.env.BENCH_SERVER_ONLY === '1';
/** BENCH_RATIOS_ONLY=1: the operator's steps as ratios to the floor, on the 16-PON device, and nothing else */
const ratiosOnly = process.env.BENCH_RATIOS_ONLY === '1';

/**
 * The optical history's reads need a month of it: the filled device's data directory is started again with an empty
 * history fast-forwarded 30 days at start (`--optics-backfill-days`), and the history read is measured there.
 */
async function restartWithMonthOfHistory(dataDir: string): Promise<Awaited<ReturnType<typeof startDeviceServer>>> {
  for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, `optics.sqlite${suffix}`), { force: true });
  const started = performance.now();
  const server = await startDeviceServer(['--pon-ports', '16', '--optics-backfill-days', '30'], dataDir, 180_000);
  record(
    'server start with 30 days of optical history fast-forwarded for 1024 ONUs',
    `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const bytes = ['', '-wal'].reduce((sum, suffix) => {
    try {
      return sum + statSync(join(dataDir, `optics.sqlite${suffix}`)).size;
    } catch {
      return sum;
    }
  }, 0);
  record(
    'optical history file after 30 days × 1024 ONUs (served device, WAL included)',
    `${(bytes / 1024 / 1024).toFixed(1)} MB`,
  );
  return server;
}

if (!browserOnly && !ratiosOnly) for (const [name, value] of benchOpticsInProcess()) record(name, value);
const dataDir = mkdtempSync(join(tmpdir(), 'olt-bench-'));
let device = await startDeviceServer(['--pon-ports', '16'], dataDir);
let browser: Browser | undefined;
try {
  let token = await signInToken(device.url);
  record('ONUs on the device', String(await fillToCapacity(device.url, token, 16)));
  // the server is measured before Chromium starts, so the browser's processes do not share the two cores
  if (!browserOnly && !ratiosOnly) {
    await benchServer(device.url, token);
    await benchWrites(device.url, token, 16);
    await benchAccess(record);
    await device.stop();
    device = await restartWithMonthOfHistory(dataDir);
    token = await signInToken(device.url);
    const onus = (
      (await (await fetch(`${device.url}/onutable`, { headers: { 'X-Token': token } })).json()) as {
        data: { port_id: number; onu_id: number }[];
      }
    ).data;
    const probe = await fetch(`${device.url}/onumgmt?form=optical-history&port_id=1&onu_id=1`, {
      headers: { 'X-Token': token },
    });
    const probed = (await probe.json()) as { code: number; message: string; data?: { points: unknown[] } };
    if (probed.code !== 1 || (probed.data?.points.length ?? 0) < 100)
      throw new Error(`the history read the bench sends is refused or empty: ${probed.message}`);
    for (const [name, value] of await benchHistoryRead(device.url, token, onus, TIMING)) record(name, value);
  }
  if (serverOnly) throw new SkipBrowser();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  // the steps as ratios to the floor of the same run first: what a change is judged by (BENCH_RATIOS_ONLY=1 alone)
  const ports = await portCounts(device.url, token);
  const text = await searchText(device.url, token);
  for (const [name, value] of await benchRatios(browser, device.url, token, ports, text)) record(name, value);
  if (ratiosOnly) throw new SkipBrowser();
  await benchLoginBytes(device.url);
  for (const [name, value] of await benchSignIn(browser, device.url, token)) record(name, value);
  for (const [name, value] of await benchOnuSteps(browser, device.url, token, { paintMs: 250, search: true }))
    record(name, value);
  for (const [name, value] of await benchOnuTable(browser, device.url)) record(name, value);
} catch (err) {
  if (!(err instanceof SkipBrowser)) throw err;
} finally {
  await browser?.close();
  await device.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

// the 32K switch MAC table and the forwarding server, each on devices of their own: their server figures, then
// (unless BENCH_SERVER_ONLY) their screens
if (!ratiosOnly) {
  await withBrowser(macPart);
  await withBrowser(forwardPart);
}

// BENCH_FLEET=0 leaves the fleet-sized device out (a quicker look)
const fleet =
  process.env.BENCH_FLEET === '0' || serverOnly || ratiosOnly
    ? null
    : await startDeviceServer(['--pon-ports', String(FLEET_PONS)]);
if (fleet)
  try {
    const token = await signInToken(fleet.url);
    record('ONUs on the fleet-sized device', String(await fillToCapacity(fleet.url, token, FLEET_PONS)));
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    for (const [name, value] of await benchOnuSteps(browser, fleet.url, token, { paintMs: 600, search: false }))
      record(name, value);
  } finally {
    await browser?.close();
    await fleet.stop();
  }
console.log('\n| measure | value |\n|---|---|');
for (const [name, value] of results) console.log(`| ${name} | ${value} |`);
