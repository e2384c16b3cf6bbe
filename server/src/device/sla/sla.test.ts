import { describe, expect, it } from 'vitest';
import { PON_GUARANTEED_KBPS_MAX } from '@olt/protocol';
import { expectRefused, makeOlt, onlineOnu } from '../../../test/deviceKit.ts';

describe('upstream bandwidth (SLA)', () => {
  it('answers the default profile, keeps only the fields a type uses, and stores one row per ONU', () => {
    const { olt, heard } = makeOlt();
    const onu = onlineOnu(olt);
    expect(olt.sla.get(onu.portId, onu.onuId)).toEqual({
      port_id: onu.portId,
      onu_id: onu.onuId,
      sla_type: 'type3',
      fix: 0,
      assure: 10_000,
      max: 1_000_000,
    });
    olt.sla.set(onu.portId, onu.onuId, { sla_type: 'type4', fix: 5, assure: 6, max: 20_000 });
    expect(olt.sla.get(onu.portId, onu.onuId)).toMatchObject({ sla_type: 'type4', fix: 0, assure: 0, max: 20_000 });
    expect(heard.writes.at(-1)?.records.get('sla')).toEqual([`${onu.portId}/${onu.onuId}`]);
    expect(olt.sla.list(onu.portId)).toHaveLength(olt.onus.onPon(onu.portId).length);
  });

  it('applies each type: fixed, assured, assured+max, max, and all three with fix ≤ assure ≤ max', () => {
    const { olt } = makeOlt();
    const { portId, onuId } = onlineOnu(olt);
    const set = (input: Parameters<typeof olt.sla.set>[2]) => olt.sla.set(portId, onuId, input);
    set({ sla_type: 'type1', fix: 64 });
    set({ sla_type: 'type2', assure: 64 });
    set({ sla_type: 'type3', assure: 64, max: 64 });
    set({ sla_type: 'type5', fix: 10, assure: 10, max: 10 });
    expect(olt.sla.get(portId, onuId)).toMatchObject({ sla_type: 'type5', fix: 10, assure: 10, max: 10 });
    expectRefused(olt, () => set({ sla_type: 'type5', fix: 20, assure: 10, max: 30 }), /fix must not exceed assure/);
    expectRefused(olt, () => set({ sla_type: 'type5', fix: 5, assure: 40, max: 30 }), /assure must not exceed max/);
    expectRefused(olt, () => set({ sla_type: 'type3', assure: 40, max: 30 }), /assure must not exceed max/);
    expectRefused(olt, () => set({ sla_type: 'type1' }), /fix must be 1–1000000/);
    expectRefused(olt, () => set({ sla_type: 'type4', max: 0 }), /max must be 1–1000000/);
    expectRefused(olt, () => set({ sla_type: 'type2', assure: 1_000_001 }), /assure must be/);
  });

  it("refuses a profile that would promise more than the PON carries, and an ONU that doesn't exist", () => {
    const { olt } = makeOlt();
    const { portId, onuId } = onlineOnu(olt);
    const others = (olt.onus.onPon(portId).length - 1) * 10_000;
    const over = PON_GUARANTEED_KBPS_MAX - others + 1;
    expectRefused(olt, () => olt.sla.set(portId, onuId, { sla_type: 'type2', assure: over }), /more than the 1000000/);
    expectRefused(olt, () => olt.sla.set(portId, 64, { sla_type: 'type4', max: 100 }), /does not exist/);
    expectRefused(olt, () => olt.sla.set(99, 1, { sla_type: 'type4', max: 100 }), /not a PON/);
  });

  it('may be set while the ONU is offline (the DBA is the OLT’s), and goes with the ONU', () => {
    const { olt } = makeOlt();
    const offline = olt.onus.all().find((o) => o.status === 'Offline' && !o.learned);
    if (!offline) throw new Error('no offline ONU');
    olt.sla.set(offline.portId, offline.onuId, { sla_type: 'type4', max: 2048 });
    expect(olt.config.export().sla).toHaveLength(1);
    olt.onus.remove(offline.portId, [offline.onuId]);
    expect(olt.config.export().sla).toEqual([]);
  });

  it('holds the upstream traffic of an ONU to its profile', () => {
    const { olt } = makeOlt();
    const onu = onlineOnu(olt);
    olt.sla.set(onu.portId, onu.onuId, { sla_type: 'type4', max: 10 });
    olt.onuStats.clear(onu.portId, onu.onuId, 0);
    olt.simulation.tick(60_000);
    const perf = olt.onuStats.current(onu.portId, onu.onuId, 0);
    // 10 kbit/s for at most a minute is 75 000 bytes; a household sends far more, so the profile held it back
    expect(perf.usOctets).toBeGreaterThan(0);
    expect(perf.usOctets).toBeLessThanOrEqual(75_000);
    expect(perf.usDropEvents).toBeGreaterThan(0);
    expect(perf.dsOctets).toBeGreaterThan(perf.usOctets);
  });
});
