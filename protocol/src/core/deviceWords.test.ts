import { describe, expect, it } from 'vitest';
import { ADMISSION_WORDS, ALARM_WORDS, REFUSAL_WORDS, recogniseWords, wordsText } from './deviceWords.ts';

/** Sample fields as the device fills them: labels, MACs, numbers, several words. */
const SAMPLE: Record<string, string> = {
  onu: 'PON03/12',
  mac: 'd8:42:ac:30:8f:85',
  pon: 'PON03',
  reason: 'Power Down',
  status: 'Unauth',
  why: 'not on the LOID list',
  rx: '-27.41',
  drop: '3.20',
  base: '-21.05',
  weak: '-28',
  retry: '4',
  loid: 'ab12',
  lag: '1',
  model: 'HG8245',
  id: '3',
  day: 'monday',
  time: '08:00-18:00',
  version: 'V2.1.7',
  port: '2',
  who: 'level 4 (operator)',
  verb: 'change',
  area: 'the switch',
  field: 'param.vlan_id',
  vlan: '100',
  first: '100',
  last: '110',
  user: 'noc1',
  name: 'office',
  upgradeKind: 'system',
  imageKind: 'firmware',
};

describe("the device's words", () => {
  const catalogues: Record<string, Readonly<Record<string, string>>> = { ALARM_WORDS, REFUSAL_WORDS, ADMISSION_WORDS };
  for (const [name, catalogue] of Object.entries(catalogues)) {
    it(`recognises every text of ${name} written from its template as that template, with its fields`, () => {
      for (const [key, template] of Object.entries(catalogue)) {
        const fields = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
        const args = Object.fromEntries(fields.map((f) => [f, SAMPLE[f] ?? `${f} value`]));
        const text = wordsText(template, args);
        expect(text, key).not.toMatch(/\{\w+\}/);
        expect(recogniseWords(catalogue, text), key).toEqual({ key, args });
      }
    });
  }

  it('knows nothing of a text written otherwise, as a real device may', () => {
    expect(recogniseWords(ALARM_WORDS, 'ONU 1/2 LOS alarm raised')).toBeNull();
    expect(recogniseWords(REFUSAL_WORDS, 'VLAN 100 exists already')).toBeNull();
  });
});
