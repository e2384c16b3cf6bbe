import { describe, expect, it } from 'vitest';
import { FIBRE_CUT_ONUS, FIBRE_CUT_WINDOW_MS, FibreCutWatch } from './fibreCut.ts';
import { makeOlt } from '../../../test/deviceKit.ts';
import { ALARM_ID, LEVEL } from '../kernel/alarmLog.ts';

describe('a fibre cut', () => {
  it('is many ONUs of one PON losing their signal at once, said once per burst', () => {
    const watch = new FibreCutWatch();
    const said: (number | null)[] = [];
    for (let i = 0; i < FIBRE_CUT_ONUS + 3; i++) said.push(watch.lost(3, 1_000 + i * 100));
    expect(said.filter((n) => n !== null)).toEqual([FIBRE_CUT_ONUS]);
    // the same number spread over PONs, or over time, is bad luck
    const spread = new FibreCutWatch();
    for (let i = 0; i < FIBRE_CUT_ONUS * 2; i++) expect(spread.lost(1 + (i % 4), i * 100)).toBeNull();
    for (let i = 0; i < FIBRE_CUT_ONUS * 2; i++) expect(spread.lost(5, i * FIBRE_CUT_WINDOW_MS)).toBeNull();
    // a later burst is a new cut
    expect(watch.lost(3, 1_000 + 3 * FIBRE_CUT_WINDOW_MS)).toBeNull();
    for (let i = 1; i < FIBRE_CUT_ONUS - 1; i++) watch.lost(3, 1_000 + 3 * FIBRE_CUT_WINDOW_MS + i);
    expect(watch.lost(3, 1_000 + 3 * FIBRE_CUT_WINDOW_MS + 50)).toBe(FIBRE_CUT_ONUS);
  });

  it('and a PON that stops transmitting are the device’s critical alarms; its ONUs’ own alarms are not', () => {
    const { olt } = makeOlt();
    olt.pon.setOptState(1, 0);
    const raised = olt.alarms.list();
    const critical = raised.filter((a) => a.level === LEVEL.error);
    expect(critical.map((a) => a.content)).toEqual(['PON01 stopped transmitting']);
    const behind = raised.filter((a) => a.alarm_id === ALARM_ID.onuOffline);
    expect(behind.length).toBeGreaterThan(FIBRE_CUT_ONUS);
    expect(behind.every((a) => a.level === LEVEL.info)).toBe(true);
  });
});
