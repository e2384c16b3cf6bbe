import { ADMISSION_WORDS, AUTH_MODES, AUTH_TYPES, wordsText, type OnuStatus, type PonSetting } from '@olt/protocol';

/** A LOID allow-list entry as admission reads it. */
export interface LoidEntryView {
  loid: string;
  password: string;
}

/** The LOID lists of the PONs (PON-09…11), as registration consults them. */
export interface LoidBook {
  entry(portId: number, loid: string): LoidEntryView | undefined;
}

/** What a registering box presents and what the allow list says of it. */
export interface Applicant {
  portId: number;
  /** 1 = authorised in the allow list (by the operator, or at once on an automatic PON) */
  authState: 0 | 1;
  hw: { loid: string; password: string };
}

export type Admission =
  | { admitted: true; by: 'mac' | 'loid' }
  | { admitted: false; status: Extract<OnuStatus, 'Unauth' | 'Auth-Fail'>; reason: string };

/**
 * Whether a PON lets a registering ONU in (api.md §2.5, §4 item 2):
 * - MAC (0): its allow-list entry must be authorised; otherwise it waits, `Unauth`.
 * - LOID (1): its LOID must be in the PON's LOID list; otherwise `Auth-Fail`. The allow list does not matter.
 * - LOID+password (2): as LOID, and the entry's password must be the box's.
 * - hybrid (3): an authorised MAC, or a listed LOID (with its password when the entry has one); otherwise `Unauth`.
 */
export function admission(setting: Readonly<PonSetting>, onu: Applicant, loids: LoidBook): Admission {
  const entry = loids.entry(onu.portId, onu.hw.loid);
  const notListed = wordsText(ADMISSION_WORDS.loidNotListed, { loid: onu.hw.loid });
  switch (setting.auth_mode) {
    case AUTH_MODES.loid:
      return entry ? { admitted: true, by: 'loid' } : { admitted: false, status: 'Auth-Fail', reason: notListed };
    case AUTH_MODES.loidPassword:
      if (!entry) return { admitted: false, status: 'Auth-Fail', reason: notListed };
      return entry.password === onu.hw.password
        ? { admitted: true, by: 'loid' }
        : {
            admitted: false,
            status: 'Auth-Fail',
            reason: wordsText(ADMISSION_WORDS.loidPassword, { loid: onu.hw.loid }),
          };
    case AUTH_MODES.hybrid:
      if (onu.authState === 1) return { admitted: true, by: 'mac' };
      if (entry && (entry.password === '' || entry.password === onu.hw.password)) return { admitted: true, by: 'loid' };
      return { admitted: false, status: 'Unauth', reason: ADMISSION_WORDS.neitherAuthorised };
    default:
      return onu.authState === 1
        ? { admitted: true, by: 'mac' }
        : { admitted: false, status: 'Unauth', reason: ADMISSION_WORDS.macNotAuthorised };
  }
}

/** Whether a box that is new to the PON is authorised in the allow list at once (automatic MAC or hybrid PONs). */
export function authorisesNewBoxes(setting: Readonly<PonSetting>): boolean {
  return (
    setting.auth_type === AUTH_TYPES.auto &&
    (setting.auth_mode === AUTH_MODES.mac || setting.auth_mode === AUTH_MODES.hybrid)
  );
}
