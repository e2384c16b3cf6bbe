import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OpticalHistory, PonDrift } from '@olt/protocol';
import { onlineOnu } from '../../../test/deviceKit.ts';
import { expectAllRefused, openDeviceSession, type DeviceSession } from '../../../test/deviceApi.ts';

let s: DeviceSession;
beforeEach(async () => {
  s = await openDeviceSession({ optics: { sampleMinutes: 1 } });
});
afterEach(() => s.close());

const HOUR = 3_600_000;
const nowS = () => Math.floor(s.olt.kernel.now() / 1000);

describe('optical history (ONU-X2, PON-X1: our additions)', () => {
  it('answers one ONU’s history in bounded points with its baseline, and a PON’s drifts in groups', async () => {
    const onu = onlineOnu(s.olt, (o) => o.hw.rxBaseDbm > -22);
    s.olt.simulation.tick(2 * HOUR);
    s.olt.onus.control.setLoss(onu, 6);
    s.olt.simulation.tick(HOUR / 2);
    const q = `port_id=${onu.portId}&onu_id=${onu.onuId}`;
    const history = OpticalHistory.parse(
      (await s.read(`/onumgmt?form=optical-history&${q}&from=${nowS() - 9000}&to=${nowS()}&points=50`)).data,
    );
    expect(history).toMatchObject({ macaddr: onu.mac, drifting: 1, period_seconds: 60, threshold_db: 3 });
    expect(history.points.length).toBeLessThanOrEqual(50);
    expect(history.points.length).toBeGreaterThan(30);
    expect(history.bucket_seconds).toBe(180);
    expect(history.baseline_dbm).toBeCloseTo(onu.hw.rxBaseDbm, 0);
    const rows = (await s.read<{ macaddr: string; optical_drift: number }[]>('/onutable')).data ?? [];
    expect(rows.find((r) => r.macaddr === onu.mac)?.optical_drift).toBe(1);
    const found = (await s.read<{ rows: { macaddr: string }[] }>('/onutable?form=search&drift=1')).data?.rows ?? [];
    expect(found.map((r) => r.macaddr)).toContain(onu.mac);
    const view = PonDrift.parse((await s.read(`/ponmgmt?form=optical-drift&port_id=${onu.portId}`)).data);
    const event = view.events.find((e) => e.macaddr === onu.mac);
    expect(event).toMatchObject({ onu_id: onu.onuId, end: 0 });
    expect(event?.drop_db).toBeGreaterThan(3);
    expect(view.groups.find((g) => g.group === event?.group)?.onu_ids).toContain(onu.onuId);
  });

  it('refuses bad ranges, points, ONUs and PONs, changing nothing', async () => {
    const onu = onlineOnu(s.olt);
    const q = `port_id=${onu.portId}&onu_id=${onu.onuId}`;
    await expectAllRefused(s, [
      [() => s.read(`/onumgmt?form=optical-history&${q}&points=5`), /points/],
      [() => s.read(`/onumgmt?form=optical-history&${q}&points=2001`), /points/],
      [() => s.read(`/onumgmt?form=optical-history&${q}&from=${nowS()}&to=${nowS() - 60}`), /from must be before to/],
      [() => s.read(`/onumgmt?form=optical-history&${q}&from=${nowS() - 40 * 86_400}`), /31 days/],
      [() => s.read(`/onumgmt?form=optical-history&${q}&from=1.5`), /from/],
      [() => s.read(`/onumgmt?form=optical-history&port_id=${onu.portId}&onu_id=0`), /onu_id/],
      [() => s.read('/onumgmt?form=optical-history&port_id=9&onu_id=1'), /not a PON port/],
      [() => s.read('/ponmgmt?form=optical-drift'), /port_id/],
      [() => s.read('/ponmgmt?form=optical-drift&port_id=12'), /not a PON port/],
    ]);
  });
});
