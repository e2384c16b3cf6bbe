import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ONU_PERF_COUNTERS, OnuPerf } from '@olt/protocol';
import { onlineOnu } from '../../../test/deviceKit.ts';
import { expectAllRefused, openDeviceSession, type DeviceSession } from '../../../test/deviceApi.ts';
import type { Onu } from '../../device/onus/onuStore.ts';

let s: DeviceSession;
let onu: Onu;
let q: string;
beforeEach(async () => {
  s = await openDeviceSession();
  onu = onlineOnu(s.olt);
  q = `port_id=${onu.portId}&onu_id=${onu.onuId}`;
});
afterEach(() => s.close());

describe('ONU alarms and performance counters (ONU-23/24, 54…58)', () => {
  it('answers the ONU’s alarm lines and clears them', async () => {
    await s.write('/onumgmt?form=config', 'set', { port_id: onu.portId, onu_id: onu.onuId, flags: 1 });
    s.olt.simulation.tick(120_000);
    const lines = (await s.read<string[]>(`/onumgmt?form=alarm-info&${q}`)).data ?? [];
    expect(lines[0]).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} \[info\] ONU\d\d\/\d\d .* online$/);
    expect((await s.write('/onumgmt?form=alarm', 'clear', { port_id: onu.portId, onu_id: onu.onuId })).code).toBe(1);
    expect((await s.read(`/onumgmt?form=alarm-info&${q}`)).data).toEqual([]);
  });

  it('answers status, current and previous counters with every field, sets monitoring and clears', async () => {
    expect((await s.read(`/onumgmt?form=perf_status&${q}&op_id=0`)).data).toEqual({ status: 2, period: 900 });
    const set = { port_id: onu.portId, onu_id: onu.onuId, op_id: 1, status: 2, period: '' };
    expect((await s.write('/onumgmt?form=performance', 'set', set)).code).toBe(1);
    s.olt.simulation.tick(60_000);
    const current = OnuPerf.parse((await s.read(`/onumgmt?form=perf_current&${q}&op_id=1`)).data);
    expect(Object.keys(current)).toEqual([...ONU_PERF_COUNTERS]);
    expect(current.dsOctets).toBeGreaterThan(0);
    expect(OnuPerf.parse((await s.read(`/onumgmt?form=perf_history&${q}&op_id=1`)).data).dsOctets).toBe(0);
    const clear = { port_id: onu.portId, onu_id: onu.onuId, op_id: 1 };
    expect((await s.write('/onumgmt?form=performance', 'clear', clear)).code).toBe(1);
    expect(OnuPerf.parse((await s.read(`/onumgmt?form=perf_current&${q}&op_id=1`)).data).dsOctets).toBe(0);
  });

  it('refuses bad ports, periods and ONUs, changing nothing', async () => {
    const w = (verb: string, param: object) => () =>
      s.write('/onumgmt?form=performance', verb, { port_id: onu.portId, onu_id: onu.onuId, ...param });
    await expectAllRefused(s, [
      [w('set', { op_id: 0, status: 3, period: 900 }), /status/],
      [w('set', { op_id: 0, status: 2, period: 30 }), /period/],
      [w('set', { op_id: 0, status: 2, period: 86_401 }), /period/],
      [w('set', { op_id: 9, status: 2, period: 900 }), /op_id/],
      [w('clear', { op_id: onu.hw.geports + 1 }), /ports 0/],
      [() => s.read(`/onumgmt?form=perf_current&${q}`), /op_id/],
      [() => s.read(`/onumgmt?form=alarm-info&port_id=${onu.portId}&onu_id=x`), /onu_id/],
      [() => s.write('/onumgmt?form=alarm', 'clear', { port_id: 9, onu_id: 1 }), /not a PON port/],
    ]);
  });
});
