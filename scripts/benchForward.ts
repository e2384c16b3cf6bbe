import type { Browser } from '@playwright/test';
import { startDeviceServer } from '../e2e/deviceServer.ts';
import { benchRatios } from './benchRatios.ts';
import { portCounts, searchText } from './benchOperator.ts';
import { loadText, measuredLoadInWorker } from './pacedLoad.ts';

type Record = (name: string, value: string) => void;
type Timing = { warmUpS: number; runs: number; runS: number };

/** Requests worked on at once, by the device and by the forwarding server towards it, in the overhead measure. */
const AT_ONCE = '8';
/** What the issue asks of a real device: 50 ms over each request, four at a time. */
const SLOW_DEVICE = ['--vendor-delay-ms', '50', '--vendor-concurrency', '4'];

/**
 * The forwarding server (`--olt`) in front of the simulated OLT in vendor mode (`--vendor-api-only`), both on
 * 127.0.0.1: what forwarding adds to a request (one read at 200 requests/s, to the device directly and through the
 * forwarding server, the device answering at once), then the operator's steps through it against a slow device.
 */
export async function benchForward(
  record: Record,
  signInToken: (url: string) => Promise<string>,
  timing: Timing,
  browser: Browser | undefined,
): Promise<void> {
  const fast = await startDeviceServer([
    '--pon-ports',
    '16',
    '--vendor-api-only',
    '1',
    '--vendor-concurrency',
    AT_ONCE,
    '--vendor-session-limit',
    '64',
  ]);
  const front = await startDeviceServer(['--olt', fast.url, '--olt-concurrency', AT_ONCE, '--olt-queue', '1000']);
  try {
    const path = '/board?info=cpu';
    const load = { rate: 200, connections: 20 };
    const direct = await measuredLoadInWorker(
      { url: `${fast.url}${path}`, ...load, headers: { 'X-Token': await signInToken(fast.url) } },
      timing,
    );
    const through = await measuredLoadInWorker(
      { url: `${front.url}${path}`, ...load, headers: { 'X-Token': await signInToken(front.url) } },
      timing,
    );
    record(`forwarding: GET ${path} to the device in vendor mode directly, 200 req/s`, loadText(direct));
    record(`forwarding: the same through the forwarding server`, loadText(through));
    record(
      'forwarding: what it adds per request (target < 2 ms at p99)',
      `median ${(through.p50 - direct.p50).toFixed(2)} ms, p99 ${(through.p99 - direct.p99).toFixed(2)} ms`,
    );
  } finally {
    await front.stop();
    await fast.stop();
  }

  if (!browser) return;
  const slow = await startDeviceServer(['--pon-ports', '16', '--vendor-api-only', '1', ...SLOW_DEVICE]);
  const console_ = await startDeviceServer(['--olt', slow.url]);
  // the floor is the console's own login page as the simulation renders it: in front of a device there is none
  const floorDevice = await startDeviceServer(['--pon-ports', '4']);
  try {
    const token = await signInToken(console_.url);
    const ports = await portCounts(console_.url, token);
    const text = await searchText(console_.url, token);
    for (const [name, value] of await benchRatios(browser, console_.url, token, ports, text, floorDevice.url, false))
      record(`through forwarding, device 50 ms × 4: ${name.replace(/^ratios: /, '')}`, value);
  } catch (err) {
    // said, not hidden: the rest of the bench still runs
    record(
      'through forwarding, device 50 ms × 4: the operator steps',
      `not measured: ${(err as Error).message.split('\n')[0]}`,
    );
  } finally {
    await floorDevice.stop();
    await console_.stop();
    await slow.stop();
  }
}
