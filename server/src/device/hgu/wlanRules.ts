import { z } from 'zod';
import { WLAN_ENCRYPTIONS as ENCRYPT, WLAN_PASSWORD_CHARS, isSsid, type OnuWlan } from '@olt/protocol';
import { refuse } from '../kernel/errors.ts';
import { checkText } from '../kernel/text.ts';
import { hash32 } from '../kernel/random.ts';
import type { Onu } from '../onus/onuStore.ts';

const int = z.number().int();
/** One radio as stored: 1 = 2.4 GHz, 2 = 5 GHz. */
export const Radio = z.strictObject({ mode: int, encrypt: int, ssid: z.string(), password: z.string() });
export type Radio = z.output<typeof Radio>;

/** ONU-26 as the device reads it. */
export interface RadioInput {
  mode: number;
  encrypt: number;
  ssid: string;
  password: string;
}

/** The radio as it leaves the factory: WPA2, the SSID and key printed on the label (from the MAC). */
function factoryRadio(onu: Onu, mode: number): Radio {
  const tail = onu.mac.replaceAll(':', '').slice(-4).toUpperCase();
  const key = hash32(`${onu.mac}/wifi`).toString(36).padStart(8, '7').slice(0, 8);
  return { mode, encrypt: ENCRYPT.wpa2, ssid: `HGU-${tail}${mode === 2 ? '-5G' : ''}`, password: key };
}

/** Whether the ONU can carry this radio: an HGU with radios, and two of them for 5 GHz. */
export function checkRadio(onu: Onu, mode: number): void {
  if (onu.hw.dev_type !== 'HGU' || onu.hw.wlan === 0) refuse('this ONU has no WLAN radio');
  if (mode !== 1 && mode !== 2) refuse('mode must be 1 (2.4 GHz) or 2 (5 GHz)');
  if (mode === 2 && onu.hw.wlan < 2) refuse('this ONU has no 5 GHz radio');
}

/** ONU-26 rules (api.md §3.3): encryption 0, 4 or 6; an SSID; a password of 8–32 unless open. */
export function newRadio(input: RadioInput): Radio {
  if (!(Object.values(ENCRYPT) as number[]).includes(input.encrypt))
    refuse('encrypt must be 0 (none), 4 (WPA2) or 6 (WPA2 mixed)');
  if (!isSsid(input.ssid)) refuse('ssid must be 4–32 letters, digits or _, or 2–16 with Chinese characters or -');
  if (input.encrypt === ENCRYPT.none) return { mode: input.mode, encrypt: 0, ssid: input.ssid, password: '' };
  checkText(input.password, 'password', WLAN_PASSWORD_CHARS.max, WLAN_PASSWORD_CHARS.min);
  return { mode: input.mode, encrypt: input.encrypt, ssid: input.ssid, password: input.password };
}

/** ONU-25: both radios; the 5 GHz fields are empty on a single-band ONU. */
export function wlanOf(onu: Onu, radios: readonly Radio[]): OnuWlan {
  const radio = (mode: number): Radio => radios.find((r) => r.mode === mode) ?? factoryRadio(onu, mode);
  const low = radio(1);
  const high = onu.hw.wlan >= 2 ? radio(2) : { mode: 2, encrypt: 0, ssid: '', password: '' };
  return {
    port_id: onu.portId,
    onu_id: onu.onuId,
    wlan: onu.hw.wlan,
    encrypt: low.encrypt,
    ssid: low.ssid,
    password: low.password,
    encrypt_5g: high.encrypt,
    ssid_5g: high.ssid,
    password_5g: high.password,
  };
}
