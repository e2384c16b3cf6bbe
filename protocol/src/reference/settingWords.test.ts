import { describe, expect, it } from 'vitest';
import { SETTING_WORDS, settingValue, settingWord, type SettingField } from '../core/deviceWords.ts';
import { RADIUS_FALLBACK } from '../access/aaa.ts';
import { IGMP_MODES } from '../igmp/records.ts';
import { PSC } from '../lag/records.ts';
import { MIRROR_TYPE } from '../mirror/records.ts';
import { FAST_LEAVE, MC_MODES, MC_TAG_MODES } from '../onu/multicast.ts';
import { ONU_VLAN_MODES } from '../onu/uniPorts.ts';
import { ROGUE_MODES } from '../pon/ponAuth.ts';
import { PORT_TYPE } from '../vlan/endpoints.ts';

/** The value map each setting field words, the way a CLI spells its key: `srcDstMac` is `src-dst-mac`. */
const VALUE_MAPS: Partial<Record<SettingField, Readonly<Record<string, number>>>> = {
  rogueMode: ROGUE_MODES,
  igmpMode: IGMP_MODES,
  psc: PSC,
  mirrorType: MIRROR_TYPE,
  portType: PORT_TYPE,
  onuVlanMode: ONU_VLAN_MODES,
  mcMode: MC_MODES,
  fastLeave: FAST_LEAVE,
  mcTagMode: MC_TAG_MODES,
  fallback: RADIUS_FALLBACK,
};
const cliWord = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe("the device's words for its settings", () => {
  it("word each value of the protocol's value maps, by its number and as its key says", () => {
    for (const [field, map] of Object.entries(VALUE_MAPS)) {
      // a mirror session of type 0 is no session: the device never logs it
      const values = Object.entries(map).filter(([key]) => !(field === 'mirrorType' && key === 'none'));
      expect(SETTING_WORDS[field as SettingField], field).toEqual(
        Object.fromEntries(values.map(([key, value]) => [value, cliWord(key)])),
      );
    }
  });

  it('reads a word back, and the number an older line carried; a number without a word stays a number', () => {
    expect(settingWord('psc', 3)).toBe('src-dst-mac');
    expect(settingValue('psc', 'src-dst-mac')).toBe('src-dst-mac');
    expect(settingValue('psc', '3')).toBe('src-dst-mac');
    expect(settingValue('igmpMode', '1')).toBe('snooping');
    expect(settingWord('igmpMode', 7)).toBe('7');
    expect(settingValue('igmpMode', '7')).toBeNull();
    expect(settingValue('igmpMode', 'src-mac')).toBeNull();
  });
});
