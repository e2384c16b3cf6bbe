import { describe, expect, it } from 'vitest';
import { ipv4Number } from '@olt/protocol';
import { expectRefused, makeOlt } from '../../../test/deviceKit.ts';
import { hasBox } from './setTopBoxes.ts';

const CH1 = ipv4Number('239.1.1.1');
const CH2 = ipv4Number('239.1.1.2');
const OUTSIDE = ipv4Number('239.9.9.9');

function setup() {
  const made = makeOlt();
  const { olt } = made;
  const onu = olt.onus.all().find((o) => o.status === 'Online' && !hasBox(o) && o.hw.geports >= 1);
  if (!onu) throw new Error('no online ONU without a set-top box');
  const box = { onu, uni: 1 };
  const members = (ip = '239.1.1.1') =>
    olt.igmp.members(ip, 200).filter((m) => m.onu_id === onu.onuId && m.port_id === onu.portId);
  return { ...made, onu, box, members, now: () => olt.kernel.now() };
}

describe('IGMP snooping with set-top boxes behind the ONUs', () => {
  it('starts with dynamic groups of the IPTV programs, their PONs and ONUs, popular channels watched by many', () => {
    const { olt } = makeOlt();
    const rows = olt.igmp.tableRows();
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((r) => r.action === 0 && r.vid === 200 && r.router_portlist === '9')).toBe(true);
    const first = rows.find((r) => r.multi_ip === '239.1.1.1');
    expect(first?.user_num).toBeGreaterThan(rows[rows.length - 1]?.user_num ?? 0);
    expect(olt.igmp.members('239.1.1.1', 200).length).toBe(first?.user_num);
  });

  it('drops a join outside the programs, and while IGMP is disabled', () => {
    const { olt, box, now, members } = setup();
    expect(olt.igmp.join(box, 200, OUTSIDE, now())).toBe(false);
    expect(olt.igmp.join(box, 200, CH1, now())).toBe(true);
    expect(members()).toHaveLength(1);
    olt.igmp.setMode(0);
    expect(olt.igmp.tableRows()).toEqual([]);
    expect(olt.igmp.join(box, 200, CH1, now())).toBe(false);
  });

  it('enforces the UNI port group limit and its multicast VLANs set on the ONU multicast screen', () => {
    const { olt, onu, box, now } = setup();
    olt.onuMulticast.setGroupMax(onu.portId, onu.onuId, 1, 1);
    expect(olt.igmp.join(box, 200, CH1, now())).toBe(true);
    expect(olt.igmp.join(box, 200, CH2, now())).toBe(false);
    expect(olt.igmp.onuGroups(onu.portId, onu.onuId)).toEqual([{ multi_ip: '239.1.1.1', vid: 200, uni: 1 }]);
    olt.onuMulticast.addVlan(onu.portId, onu.onuId, 1, 300);
    olt.igmp.deleteDynamic('239.1.1.1', 200);
    expect(olt.igmp.join(box, 200, CH1, now())).toBe(false);
    expect(olt.igmp.dropped.vlan).toBe(1);
  });

  it('leaves after the last-member queries, or at once with fast leave', () => {
    const { olt, box, now, members } = setup();
    olt.igmp.join(box, 200, CH1, now());
    olt.igmp.leave(box, 200, CH1, now());
    expect(members()).toHaveLength(1);
    olt.simulation.tick(2_000);
    expect(members()).toHaveLength(0);
    olt.igmp.setConfig({ flags: 0x4, fast_leave: 1 });
    olt.igmp.join(box, 200, CH1, now());
    olt.igmp.leave(box, 200, CH1, now());
    expect(members()).toHaveLength(0);
  });

  it('ages a member that stops reporting by the aging time, and keeps it with aging off', () => {
    const { olt, box, now, members } = setup();
    olt.igmp.setConfig({ flags: 0x8, group_aging_time: 30 });
    olt.igmp.join(box, 200, CH1, now());
    olt.simulation.tick(29_000);
    expect(members()).toHaveLength(1);
    olt.simulation.tick(3_000);
    expect(members()).toHaveLength(0);
    olt.igmp.setConfig({ flags: 0x1000, aging_mode: 1 });
    olt.igmp.join(box, 200, CH1, now());
    olt.simulation.tick(60_000);
    expect(members()).toHaveLength(1);
  });

  it('keeps static groups, and refuses what the rules forbid without changing anything', () => {
    const { olt } = makeOlt();
    olt.igmp.addStatic('239.2.2.2', 200, 1);
    olt.igmp.addStatic('239.2.2.2', 200, 3);
    expect(olt.igmp.tableRows()[0]).toMatchObject({ multi_ip: '239.2.2.2', action: 1, host_portlist: '1,3' });
    expectRefused(olt, () => olt.igmp.addStatic('239.2.2.2', 100, 1), /not a multicast VLAN/);
    expectRefused(olt, () => olt.igmp.addProgram(200, '239.1.2.9', '239.1.2.1', ''), /after program_e/);
    expectRefused(olt, () => olt.igmp.addProgram(200, '239.1.1.50', '239.1.1.90', ''), /overlaps/);
    expectRefused(olt, () => olt.igmp.setRouterPorts(200, [1], true), /not an uplink/);
    expectRefused(olt, () => olt.igmp.createMvlan(999), /does not exist/);
    expectRefused(
      olt,
      () => olt.igmp.setConfig({ flags: 0x20 | 0x40, gen_response_time: 20, gen_query_interval: 10 }),
      /shorter/,
    );
  });

  it('drops every group of a deleted program range; the boxes find nothing to join', () => {
    const { olt } = makeOlt();
    olt.igmp.deleteProgram(200, '239.1.1.1', '239.1.1.60');
    olt.simulation.tick(200_000);
    expect(olt.igmp.tableRows()).toEqual([]);
  });
});
