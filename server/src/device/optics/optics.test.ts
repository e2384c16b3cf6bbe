import { describe, expect, it } from 'vitest';
import { ALARM_ID_OPTICAL_DRIFT, ALARM_ID_OPTICAL_RECOVERED } from '@olt/protocol';
import { makeOlt, onlineOnu } from '../../../test/deviceKit.ts';
import { OpticalHistoryDb, openHistoryDb } from '../../store/opticalHistoryStore.ts';
import type { Device } from '../device.ts';
import type { Onu } from '../onus/onuStore.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A device sampling every minute into an in-memory history. */
function sampledOlt() {
  const kit = makeOlt({ optics: { sampleMs: MINUTE } });
  const store = new OpticalHistoryDb(openHistoryDb(':memory:'), { retentionDays: 30, maxBytes: 1e9 });
  kit.olt.optics.keepHistoryIn(store);
  return { ...kit, store };
}

const driftAlarms = (olt: Device, onu: Onu, id: number) =>
  olt.alarms.list().filter((a) => a.alarm_id === id && a.content.includes(onu.mac));
const nowS = (olt: Device) => Math.floor(olt.kernel.now() / 1000);

describe('optical history', () => {
  it('samples every online ONU each period and answers one ONU’s history in bounded points', () => {
    const { olt } = sampledOlt();
    const onu = onlineOnu(olt);
    olt.simulation.tick(3 * HOUR);
    const all = olt.optics.history(onu.portId, onu.onuId, nowS(olt) - 3 * 3600, nowS(olt), 2000);
    expect(all.period_seconds).toBe(60);
    expect(all.bucket_seconds).toBe(60);
    // one sample a minute while online (it may have dropped for a while)
    expect(all.points.length).toBeGreaterThan(100);
    expect(all.points.length).toBeLessThanOrEqual(181);
    const last = all.points.at(-1);
    expect(Math.abs((last?.rx_dbm ?? 0) - onu.optics.rxDbm)).toBeLessThan(1.5);
    expect(last?.rx_min_dbm).toBeLessThanOrEqual(last?.rx_dbm ?? 0);
    const coarse = olt.optics.history(onu.portId, onu.onuId, nowS(olt) - 3 * 3600, nowS(olt), 10);
    expect(coarse.points.length).toBeLessThanOrEqual(10);
    expect(coarse.bucket_seconds % 60).toBe(0);
    expect(coarse.baseline_dbm).not.toBeNull();
    expect(Math.abs((coarse.baseline_dbm ?? 0) - onu.hw.rxBaseDbm)).toBeLessThan(1);
  });

  it('raises a drift once when an ONU drops beyond the threshold below its baseline, and clears it on recovery', () => {
    const { olt, heard } = sampledOlt();
    const onu = onlineOnu(olt, (o) => o.hw.rxBaseDbm > -22);
    olt.simulation.tick(2 * HOUR);
    expect(onu.drifting).toBe(false);
    olt.onus.control.setLoss(onu, 4.5);
    olt.simulation.tick(20 * MINUTE);
    expect(onu.drifting).toBe(true);
    expect(driftAlarms(olt, onu, ALARM_ID_OPTICAL_DRIFT)).toHaveLength(1);
    expect(driftAlarms(olt, onu, ALARM_ID_OPTICAL_DRIFT)[0]?.content).toMatch(/dB below its baseline/);
    expect(olt.onus.table().find((r) => r.macaddr === onu.mac)?.optical_drift).toBe(1);
    expect(heard.onuChanges.some((c) => c.rows.some((r) => r.macaddr === onu.mac && r.optical_drift === 1))).toBe(true);
    // weak ONUs (below −27 dBm from the start) drift too
    const drifting = olt.onus.search({ drift: true }).rows;
    expect(drifting.map((r) => r.macaddr)).toContain(onu.mac);
    expect(drifting.every((r) => r.optical_drift === 1)).toBe(true);
    const history = olt.optics.history(onu.portId, onu.onuId, undefined, undefined, 500);
    expect(history).toMatchObject({ drifting: 1, threshold_db: 3, weak_dbm: -27 });
    expect(history.drift_since).toBeGreaterThan(0);
    // a long drift is one alarm, not one per sample
    olt.simulation.tick(HOUR);
    expect(driftAlarms(olt, onu, ALARM_ID_OPTICAL_DRIFT)).toHaveLength(1);
    olt.onus.control.setLoss(onu, 0);
    olt.simulation.tick(20 * MINUTE);
    expect(onu.drifting).toBe(false);
    expect(driftAlarms(olt, onu, ALARM_ID_OPTICAL_RECOVERED)).toHaveLength(1);
    expect(olt.onuStats.alarmLines(onu.portId, onu.onuId).some((l) => /optical drift/.test(l))).toBe(true);
  });

  it('drifts below the weak level whatever the baseline, and tells a shared drop from a lone one', () => {
    const { olt } = sampledOlt();
    olt.simulation.tick(2 * HOUR);
    const pon = onlineOnu(olt).portId;
    const [a, b, c, alone] = olt.onus.onPon(pon).filter((o) => o.status === 'Online' && o.hw.rxBaseDbm > -22);
    if (!a || !b || !c || !alone) throw new Error('not enough ONUs');
    for (const onu of [a, b, c]) olt.onus.control.setLoss(onu, 5);
    olt.simulation.tick(HOUR);
    // enough loss to take it to about −32 dBm, well below the weak level, from whatever it had
    olt.onus.control.setLoss(alone, alone.hw.rxBaseDbm + 32);
    olt.simulation.tick(20 * MINUTE);
    expect(alone.drifting).toBe(true);
    const view = olt.optics.ponDrift(pon, nowS(olt) - 3 * 3600, nowS(olt));
    const shared = view.groups.find((g) => g.onu_ids.includes(a.onuId));
    expect(shared?.onu_ids.sort()).toEqual([a.onuId, b.onuId, c.onuId].sort());
    const lone = view.groups.find((g) => g.onu_ids.includes(alone.onuId));
    expect(lone).toMatchObject({ shared: 0, onu_ids: [alone.onuId] });
    const event = view.events.find((e) => e.onu_id === alone.onuId);
    expect(event).toMatchObject({ end: 0, macaddr: alone.mac, group: lone?.group });
    expect(event?.min_rx_dbm).toBeLessThan(-27);
  });

  it('fast-forwards days of history that live sampling continues, and keeps drifts it found', () => {
    const { olt, store } = sampledOlt();
    olt.optics.backfill(3, olt.kernel.now());
    const onu = onlineOnu(olt);
    const end = nowS(olt);
    const span = olt.optics.history(onu.portId, onu.onuId, end - 3 * 86_400, end, 2000);
    // three days of one-minute samples in buckets of three minutes
    expect(span.bucket_seconds).toBe(180);
    expect(span.points.length).toBeGreaterThan(1300);
    expect(span.baseline_dbm).not.toBeNull();
    olt.simulation.tick(10 * MINUTE);
    const after = olt.optics.history(onu.portId, onu.onuId, end - 3 * 86_400, nowS(olt), 2000);
    const times = after.points.map((p) => p.time);
    expect(new Set(times).size).toBe(times.length);
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(after.points.length).toBeGreaterThan(span.points.length);
    expect(store.isEmpty()).toBe(false);
  });

  it('refuses a range that is reversed or longer than 31 days, and an unknown ONU', () => {
    const { olt } = sampledOlt();
    const onu = onlineOnu(olt);
    const t = nowS(olt);
    expect(() => olt.optics.history(onu.portId, onu.onuId, t, t - 10, 100)).toThrow(/from must be before to/);
    expect(() => olt.optics.history(onu.portId, onu.onuId, t - 40 * 86_400, t, 100)).toThrow(/31 days/);
    expect(() => olt.optics.history(onu.portId, 64, undefined, undefined, 100)).toThrow(/does not exist/);
    expect(() => olt.optics.ponDrift(99, undefined, undefined)).toThrow(/not a PON/);
  });
});
