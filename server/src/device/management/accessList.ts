import { ACCESS_SERVICE, type AccessRule } from '@olt/protocol';
import { addressIn } from './addresses.ts';

const DENY = 0;
const PERMIT = 1;

/** Whether a rule covers the device's web service (access Web or All). */
const coversWeb = (rule: AccessRule): boolean =>
  rule.access === ACCESS_SERVICE.web || rule.access === ACCESS_SERVICE.all;

/** Whether the list decides who reaches the web service: it has a Web or All permit rule. */
export const isWebEnforced = (rules: readonly AccessRule[]): boolean =>
  rules.some((r) => r.type === PERMIT && coversWeb(r));

/**
 * Whether the web service answers `address` (api.md §2.31): a Web or All deny rule matching it refuses it; with a
 * Web or All permit rule present, only an address a permit rule matches gets in. Rules match by address and prefix;
 * the MAC of a rule is kept and shown, but a request over IP does not carry the client's MAC, so only real hardware
 * on the client's own segment could check it.
 */
export function webPermits(rules: readonly AccessRule[], address: string): boolean {
  const web = rules.filter(coversWeb);
  if (web.some((r) => r.type === DENY && addressIn(address, r.hostip))) return false;
  const permits = web.filter((r) => r.type === PERMIT);
  return permits.length === 0 || permits.some((r) => addressIn(address, r.hostip));
}
