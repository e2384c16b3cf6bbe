import { VENDOR_ACCOUNT } from '@olt/protocol';
import { refuse } from '../../device/kernel/errors.ts';
import type { Services } from '../../services.ts';

/**
 * Logos and company information belong to the vendor account alone (spec §6): the console hides the screen from
 * everybody else, and the device refuses the writes too, so a script cannot rebrand the device.
 */
export function requireVendor(user: string, what: 'company information' | 'the logos'): void {
  if (user !== VENDOR_ACCOUNT.name) refuse(`only the vendor account may change ${what}`);
}

/** The feature switches are set at the factory: by the vendor account or a manufacturer-level (0) user. */
export function requireFactoryUser(svc: Services, user: string): void {
  if (user === VENDOR_ACCOUNT.name || svc.users.find(user)?.level === 0) return;
  refuse('only the vendor account may change the feature switches');
}
