import { LOGO_FILES, LOGO_UPLOAD_PATH, ONU_UPLOAD_PATH, RUNNING_CONFIG_FILE, type Endpoint } from '@olt/protocol';
import { ENDPOINTS } from '@olt/protocol/reference';

/**
 * What the forwarding server may pass to the device, derived from the protocol: every endpoint of the family (our
 * additions excluded) by method, path, selecting values and verb, and the family's routes outside the envelope.
 * Nothing else reaches the device.
 */

/** The query keys that pick an endpoint among those of one path, as the device's dispatcher reads them. */
const SELECT_KEYS = ['form', 'info', 'type'] as const;

/** Every method and path the protocol defines, family or ours: the routes the forwarding server registers. */
export const ROUTE_KEYS: readonly (readonly ['GET' | 'POST', string])[] = [
  ...new Set(ENDPOINTS.map((ep) => `${ep.method} ${ep.path}`)),
].map((key) => key.split(' ') as ['GET' | 'POST', string]);

/** The family's files and uploads outside the envelope (protocol files.ts, firmware.ts). */
export const RAW_UPLOADS: readonly string[] = [LOGO_UPLOAD_PATH, ONU_UPLOAD_PATH];
export const RAW_FILES: readonly string[] = [...Object.values(LOGO_FILES), RUNNING_CONFIG_FILE];

export type Match =
  { kind: 'family'; ep: Endpoint } | { kind: 'addition'; ep: Endpoint } | { kind: 'refused'; message: string };

const byRoute = new Map<string, Endpoint[]>();
for (const ep of ENDPOINTS) {
  const key = `${ep.method} ${ep.path}`;
  byRoute.set(key, [...(byRoute.get(key) ?? []), ep]);
}

/**
 * The endpoint a request names, as the device's dispatcher picks it (server http/dispatch.ts): its selecting
 * values, then for a POST the body's verb. A request that names none is refused here, never passed on.
 */
export function matchRequest(method: string, path: string, query: URLSearchParams, verb: unknown): Match {
  const group = byRoute.get(`${method === 'HEAD' ? 'GET' : method} ${path}`) ?? [];
  const selecting = SELECT_KEYS.filter((k) => group.some((ep) => k in ep.select));
  const bySelect = group.filter(
    (ep) =>
      Object.entries(ep.select).every(([k, v]) => query.get(k) === v) &&
      selecting.every((k) => k in ep.select || query.get(k) === null),
  );
  if (bySelect.length === 0) {
    const which = SELECT_KEYS.filter((k) => query.get(k) !== null).map((k) => `${k}=${query.get(k) ?? ''}`);
    return { kind: 'refused', message: `error: unknown request ${which.join('&') || '(no form)'}` };
  }
  const ep =
    method === 'POST'
      ? (bySelect.find((e) => e.verb === verb) ??
        bySelect.find((e) => e.verb === null) ??
        (verb === undefined ? bySelect.find((e) => e.isAction) : undefined))
      : // GETs of one selection that differ by their query are the family's or ours alike
        (bySelect.find((e) => !e.isAddition) ?? bySelect[0]);
  if (!ep) {
    return {
      kind: 'refused',
      message: verb === undefined ? 'error: the body has no method' : `error: unknown method ${JSON.stringify(verb)}`,
    };
  }
  return { kind: ep.isAddition ? 'addition' : 'family', ep };
}
