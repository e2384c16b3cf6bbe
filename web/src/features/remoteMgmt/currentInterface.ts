import i18next from 'i18next';
import { CODE, type MgmtInterface, type Route, type RouteParam } from '@olt/protocol';
import { callEnvelope } from '../../lib/apiClient.ts';
import type { WriteStep } from '../../lib/deviceWrite.ts';
import { confirm } from '../../lib/feedback.ts';

/** An address as the browser's location writes it: IPv6 in brackets, no prefix length. */
const bare = (address: string): string =>
  address
    .replace(/^\[|\]$/g, '')
    .split('/')[0]
    ?.toLowerCase() ?? '';

/**
 * Whether this browser reaches the device through `row`: the page's own host is one of the interface's addresses,
 * or the device says the requests arrive there (SACL-X1 `interface`, for a browser behind a name or a proxy).
 */
export function isInterfaceInUse(row: MgmtInterface, hostname: string, deviceSays = ''): boolean {
  if (deviceSays !== '' && deviceSays === row.interface) return true;
  const host = bare(hostname);
  return host !== '' && [row.ipaddr, ...row.ipv6_address.map((a) => a.ipv6)].some((a) => bare(a) === host);
}

/** The warning before a change that may cut this console off. */
export const cutOffWarning = (name: string): string => i18next.t('remoteMgmt:cutOff.text', { name });

type ConfirmableParam = { confirm?: number | string };

/**
 * A write that could cut off the interface in use. Known in use: the screen warned first, so it goes with
 * `confirm: 1`. Otherwise it goes plain, and if the device answers that the request came through it (CODE.confirm),
 * the operator is warned and asked again before it is sent confirmed.
 */
export function cutOffWrite<E extends Route>(
  ep: E,
  param: RouteParam<E> & ConfirmableParam,
  name: string,
  isInUse: boolean,
): WriteStep {
  return async () => {
    if (isInUse) return callEnvelope(ep, { param: { ...param, confirm: 1 } });
    const first = await callEnvelope(ep, { param });
    if (first.code !== CODE.confirm) return first;
    const isOk = await confirm(cutOffWarning(name), {
      title: i18next.t('remoteMgmt:cutOff.title'),
      okText: i18next.t('remoteMgmt:cutOff.ok'),
    });
    return isOk ? callEnvelope(ep, { param: { ...param, confirm: 1 } }) : first;
  };
}
