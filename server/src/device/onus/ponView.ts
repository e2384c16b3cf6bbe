import type { PonSetting } from '@olt/protocol';
import type { Admission, Applicant } from '../pon/admission.ts';
import type { DenyEntry } from './denyList.ts';
import type { Onu } from './onuStore.ts';

/** What the ONUs need of their PON: its settings (refusing a port that is not a PON) and whether it transmits. */
export interface PonView {
  setting(portId: number): Readonly<PonSetting>;
  isUp(portId: number): boolean;
  /** whether the PON's authorisation mode lets this ONU in (admission.ts) */
  admit(onu: Applicant): Admission;
}

/** Marks the configuration records an ONU operation changed, so the commit stores exactly those. */
export interface ConfigMarks {
  /** the ONU's allow-list entry changed, appeared or went */
  onu(onu: Onu): void;
  /** the deny-list entry changed, appeared or went */
  deny(entry: DenyEntry): void;
}
