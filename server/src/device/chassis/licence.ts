import { REFUSAL_WORDS, md5Hex } from '@olt/protocol';
import { refuse } from '../kernel/errors.ts';

/** The settings key the licence is kept under. */
export const LICENCE_SETTING = 'licence';
export const DAY_MS = 86_400_000;
/** A device leaves the factory on a trial licence of this many days. */
export const TRIAL_DAYS = 30;
/** What one key adds. */
export const KEY_DAYS = 365;
/** A key: 24 letters or digits of its own, then 8 hex digits that tie it to one device's serial number. */
const KEY_BODY_CHARS = 24;

/** The licence as the device keeps it on flash: days granted (0 = forever), since when, and the keys taken. */
export interface LicenceState {
  totalDays: number;
  startedAtMs: number;
  usedKeys: string[];
}

export const trialLicence = (nowMs: number): LicenceState => ({
  totalDays: TRIAL_DAYS,
  startedAtMs: nowMs,
  usedKeys: [],
});

const tie = (sn: string, body: string): string => md5Hex(`${sn}:${body.toUpperCase()}`).slice(0, 8).toUpperCase();

/** The key a vendor would issue for the device with serial `sn` (tests, and the tool that makes keys). */
export function licenceKeyFor(sn: string, body: string): string {
  if (!/^[A-Za-z0-9]{24}$/.test(body)) throw new RangeError('a key body is 24 letters or digits');
  return `${body}${tie(sn, body)}`;
}

/** SYS-02 `lic_total` and `lic_available`: days granted, and days left (never below 0). */
export function licenceFigures(state: LicenceState, nowMs: number): { lic_total: number; lic_available: number } {
  if (state.totalDays === 0) return { lic_total: 0, lic_available: 0 };
  const used = Math.floor(Math.max(0, nowMs - state.startedAtMs) / DAY_MS);
  return { lic_total: state.totalDays, lic_available: Math.max(0, state.totalDays - used) };
}

/**
 * SYS-11: a key made for this device adds KEY_DAYS to the period, once; the form (32 letters or digits) is the
 * protocol's to check. A forever licence takes no key.
 */
export function addLicenceKey(state: LicenceState, sn: string, key: string): LicenceState {
  if (state.totalDays === 0) refuse(REFUSAL_WORDS.licenceForever);
  const body = key.slice(0, KEY_BODY_CHARS);
  if (key.slice(KEY_BODY_CHARS).toUpperCase() !== tie(sn, body)) refuse(REFUSAL_WORDS.licenceNotOurs);
  const id = key.toUpperCase();
  if (state.usedKeys.includes(id)) refuse(REFUSAL_WORDS.licenceUsed);
  return { ...state, totalDays: state.totalDays + KEY_DAYS, usedKeys: [...state.usedKeys, id] };
}
