import { OnuMacAddress } from '@olt/protocol';

/** The MAC addresses typed one per line (or separated by commas or spaces), blanks and repeats dropped. */
export function macsOf(text: string): string[] {
  const macs = text
    .split(/[\s,;]+/)
    .map((mac) => mac.trim().toLowerCase())
    .filter((mac) => mac !== '');
  return [...new Set(macs)];
}

/** The typed entries the device would refuse as ONU MACs (checked by the schema the device uses). */
export const badMacs = (macs: readonly string[]): string[] =>
  macs.filter((mac) => !OnuMacAddress.safeParse(mac).success);
