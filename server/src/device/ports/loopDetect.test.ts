import { describe, expect, it } from 'vitest';
import { expectRefused, makeOlt } from '../../../test/deviceKit.ts';
import { PORT_ALARM_ID } from './portAlarms.ts';

const loopAlarms = (olt: ReturnType<typeof makeOlt>['olt']) =>
  olt.alarms.list().filter((a) => a.alarm_id === PORT_ALARM_ID.loopDetected);

describe('loop detection', () => {
  it('finds a loop behind an ONU at the next probe, blocks the ONU and raises one alarm; auto recovery lets it go', () => {
    const { olt } = makeOlt();
    olt.simulation.tick(30_000);
    const onu = olt.onus.all().find((o) => o.status === 'Online');
    if (!onu) throw new Error('no ONU online');
    olt.loopDetect.set('pon', { detect_interval: 5, recover_time: 60 });
    olt.loopDetect.makeLoop('pon', onu.portId, onu.onuId, 40_000);
    olt.simulation.tick(6_000);
    expect(olt.loopDetect.ponRows()).toEqual([
      {
        port_id: onu.portId,
        onu_id: onu.onuId,
        status: 1,
        onu_status: 1,
        ld_port_id: onu.portId,
        ld_onu_id: onu.onuId,
      },
    ]);
    olt.simulation.tick(20_000);
    expect(loopAlarms(olt)).toHaveLength(1);
    // the loop is gone after 40 s, the ONU recovers after 60 s blocked, and is forgotten
    olt.simulation.tick(60_000);
    expect(olt.loopDetect.ponRows()).toEqual([]);
  });

  it('in manual mode a blocked uplink stays blocked, carrying nothing, until the operator recovers it', () => {
    const { olt } = makeOlt();
    olt.loopDetect.set('uplink', { recover_mode: 1, recover_time: 3 });
    olt.loopDetect.makeLoop('uplink', 13, 0, 15_000);
    olt.simulation.tick(12_000);
    expect(olt.loopDetect.uplinkRows()).toMatchObject([{ port_id: 13, port_status: 1 }]);
    olt.ports.clearCounters(13);
    olt.simulation.tick(60_000);
    expect(olt.loopDetect.uplinkRows()).toMatchObject([{ port_id: 13, port_status: 1 }]);
    expect(olt.ports.counters(13).rx_octets).toBe(0);
    olt.loopDetect.recover('uplink');
    expect(olt.loopDetect.uplinkRows()).toEqual([]);
    olt.simulation.tick(10_000);
    expect(olt.ports.counters(13).rx_octets).toBeGreaterThan(0);
  });

  it('with detection off a loop goes unnoticed; settings are checked and kept in the configuration', () => {
    const { olt } = makeOlt();
    olt.loopDetect.set('uplink', { ld_status: 0 });
    olt.loopDetect.makeLoop('uplink', 13, 0, 60_000);
    olt.simulation.tick(30_000);
    expect(olt.loopDetect.uplinkRows()).toEqual([]);
    expect(olt.config.export().loop_detect.uplink.ld_status).toBe(0);
    expectRefused(olt, () => olt.loopDetect.set('pon', { detect_interval: 2 }));
    expectRefused(olt, () => olt.loopDetect.set('pon', { recover_time: 3601 }));
    expectRefused(olt, () => olt.loopDetect.set('pon', { recover_mode: 2 }));
  });
});

describe('what a blocked ONU carries', () => {
  it('nothing: its counters stand still and its PON carries less until it is recovered', () => {
    const { olt } = makeOlt();
    olt.simulation.tick(30_000);
    const onu = olt.onus.all().find((o) => o.status === 'Online');
    if (!onu) throw new Error('no ONU online');
    const octets = () => olt.onuStats.current(onu.portId, onu.onuId, 0).usOctets;
    const ponGrowth = () => {
      olt.ports.clearCounters(onu.portId);
      olt.simulation.tick(10_000);
      return olt.ports.counters(onu.portId).rx_octets;
    };
    const before = ponGrowth();
    expect(octets()).toBeGreaterThan(0);

    olt.loopDetect.set('pon', { detect_interval: 5, recover_mode: 1 });
    olt.loopDetect.makeLoop('pon', onu.portId, onu.onuId, 30_000);
    olt.simulation.tick(6_000);
    expect(olt.loopDetect.isBlocked('pon', onu.portId, onu.onuId)).toBe(true);
    const blockedAt = octets();
    const during = ponGrowth();
    olt.simulation.tick(20_000);
    expect(octets()).toBe(blockedAt);
    // the PON's share of that ONU is gone: at most what the others carried before
    const online = olt.onus.onlineCount(onu.portId);
    expect(during).toBeLessThan(before * (1 - 0.5 / online));

    olt.loopDetect.recover('pon');
    olt.simulation.tick(10_000);
    expect(octets()).toBeGreaterThan(blockedAt);
  });
});

/**
 * The browser test of loop detection (e2e/switchPorts.spec.ts) starts its server with this seed and waits for the
 * simulation's own loop. Loops come at random, but from a stream of their own: the seed fixes when. Should this test
 * fail after a change to the simulation, find another seed whose first loop is behind an ONU, early, short and
 * alone, and give it to both tests.
 */
const E2E_LOOP_SEED = 138;

describe(`the loop the browser test waits for (seed ${E2E_LOOP_SEED})`, () => {
  it('comes behind ONU03/04 at 494 s, is gone by 681 s, and no other loop follows within the hour', () => {
    const { olt } = makeOlt({ seed: E2E_LOOP_SEED });
    olt.loopDetect.set('pon', { detect_interval: 3, recover_mode: 1 });
    olt.simulation.tick(492_000);
    expect(olt.loopDetect.ponRows()).toEqual([]);
    olt.simulation.tick(3_000);
    expect(olt.loopDetect.ponRows()).toMatchObject([{ port_id: 3, onu_id: 4, onu_status: 1 }]);
    expect(loopAlarms(olt).map((a) => a.content)).toEqual(['loop detected on ONU03/04: ONU blocked']);
    // recovered while the loop is there, it is blocked again at the next probe
    olt.simulation.tick(180_000);
    olt.loopDetect.recover('pon');
    olt.simulation.tick(3_000);
    expect(olt.loopDetect.ponRows()).toMatchObject([{ port_id: 3, onu_id: 4, onu_status: 1 }]);
    // manual recovery holds it blocked after the loop went; recovered then, it stays recovered
    olt.simulation.tick(10_000);
    expect(olt.loopDetect.ponRows()).toMatchObject([{ port_id: 3, onu_id: 4, onu_status: 1 }]);
    olt.loopDetect.recover('pon');
    olt.simulation.tick(3_600_000 - 690_000);
    expect(olt.loopDetect.ponRows()).toEqual([]);
    expect(olt.loopDetect.uplinkRows()).toEqual([]);
    expect(loopAlarms(olt)).toHaveLength(2);
  });
});
