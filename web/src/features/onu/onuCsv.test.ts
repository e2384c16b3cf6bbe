import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { initI18n } from '../../lib/i18n.ts';
import { onuCsv } from './onuCsv.ts';
import { onuRow } from '../../test/samples.ts';

describe('CSV of the ONU table', () => {
  it('starts with a byte-order mark, quotes what needs it and defuses formulas, but keeps negative numbers', () => {
    initI18n('en');
    const t = i18next.getFixedT('en', 'onu');
    const text = onuCsv(
      [onuRow(1, 1, { onu_name: 'Shop, "front"', last_down_reason: '=HYPERLINK("x")', receive_power: '-21.40' })],
      t,
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, line] = text.slice(1).trimEnd().split('\r\n');
    expect(header).toBe(
      'ONU ID,Name,MAC,Status,Auth,Register time,Last down time,Last down reason,Type,Rx power (dBm)',
    );
    expect(line).toBe(
      'PON01/01,"Shop, ""front""",38:3a:21:20:01:01,Online,Authorised,2025/03/01 10:00:00,,"\'=HYPERLINK(""x"")",SFU,-21.40',
    );
  });
});
