import type { FastifyInstance } from 'fastify';
import { WS_PATH, type Endpoint } from '@olt/protocol';
import { ENDPOINTS } from '@olt/protocol/reference';
import { Slots } from './slots.ts';

/** How the simulated OLT behaves when it plays a device of the family (`--vendor-api-only`). */
export interface VendorMode {
  /** sessions the device admits at once, all accounts together */
  sessionLimit: number;
  /** how long the device takes over every request, in ms */
  delayMs: number;
  /** requests the device works on at once; the others wait their turn */
  concurrency: number;
}

/** The page a small embedded web server answers for a path it does not serve. */
const FIRMWARE_NOT_FOUND = '<html><head><title>404 Not Found</title></head><body><h1>404 Not Found</h1></body></html>';

const ADDITIONS = ENDPOINTS.filter((ep) => ep.isAddition);
const FAMILY_PATHS = new Set(ENDPOINTS.filter((ep) => !ep.isAddition).map((ep) => `${ep.method} ${ep.path}`));

/** Whether a request names one of our additions: its path and selecting values, on a path the family may share. */
export function namesAddition(method: string, path: string, query: URLSearchParams): Endpoint | undefined {
  const verb = method === 'HEAD' ? 'GET' : method;
  return ADDITIONS.find(
    (ep) =>
      ep.method === verb &&
      ep.path === path &&
      (Object.keys(ep.select).length > 0 || !FAMILY_PATHS.has(`${verb} ${path}`)) &&
      Object.entries(ep.select).every(([k, v]) => query.get(k) === v),
  );
}

/**
 * The firmware's ways: our additions are not found (as on a device that never had them), and the device works on a
 * few requests at a time, each taking its while. The websocket is left out of the count: it stays open.
 */
export function behaveLikeFirmware(app: FastifyInstance, mode: VendorMode): void {
  const slots = new Slots(mode.concurrency);
  app.addHook('onRequest', async (req, reply) => {
    const [path = '/', search = ''] = req.url.split('?');
    if (namesAddition(req.method, path, new URLSearchParams(search))) {
      return reply.code(404).type('text/html').send(FIRMWARE_NOT_FOUND);
    }
    if (path === WS_PATH) return;
    await slots.take();
    let isFreed = false;
    const free = () => {
      if (isFreed) return;
      isFreed = true;
      slots.give();
    };
    reply.raw.once('close', free);
    reply.raw.once('finish', free);
    if (mode.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, mode.delayMs));
  });
}
