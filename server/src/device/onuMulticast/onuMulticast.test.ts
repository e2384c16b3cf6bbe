import { describe, expect, it } from 'vitest';
import { expectRefused, makeOlt, onlineOnu } from '../../../test/deviceKit.ts';

describe('ONU multicast', () => {
  it('sets the mode, fast leave, group limits, multicast VLANs and their translation', () => {
    const { olt } = makeOlt();
    const { portId, onuId } = onlineOnu(olt, (o) => o.hw.geports === 4);
    const mc = olt.onuMulticast;
    expect(mc.config(portId, onuId)).toEqual({ mc_mode: 0, fast_leave: 1 });
    expect(mc.ports(portId, onuId)[0]).toEqual({ op_id: 1, group_num_max: 64, tag_mode: 1 });
    mc.setMode(portId, onuId, 1);
    mc.setFastLeave(portId, onuId, 2);
    mc.setGroupMax(portId, onuId, 2, 12);
    mc.addVlan(portId, onuId, 2, 1000);
    mc.addVlan(portId, onuId, 2, 45);
    mc.setTagMode(portId, onuId, 2, { tag_mode: 2, svlan: 1000, cvlan: 100 });
    expect(mc.config(portId, onuId)).toEqual({ mc_mode: 1, fast_leave: 2 });
    expect(mc.ports(portId, onuId)[1]).toEqual({ op_id: 2, group_num_max: 12, tag_mode: 2 });
    expect(mc.vlans(portId, onuId)).toEqual([
      { op_id: 2, mvlan: 45 },
      { op_id: 2, mvlan: 1000 },
    ]);
    expect(mc.translations(portId, onuId, 2)).toEqual([{ svlan: 1000, cvlan: 100 }]);
    expect(mc.groups(portId, onuId).every((g) => g.op_id === 2 && /^239\./.test(g.group_ip))).toBe(true);
    expectRefused(olt, () => mc.deleteVlan(portId, onuId, 2, 1000), /translated/);
    mc.deleteTranslation(portId, onuId, 2, 1000, 100);
    mc.deleteVlan(portId, onuId, 2, 1000);
    mc.setTagMode(portId, onuId, 2, { tag_mode: 0 });
    mc.clearVlans(portId, onuId, 2);
    expect(mc.vlans(portId, onuId)).toEqual([]);
  });

  it('refuses what breaks its rules and offline ONUs, changing nothing', () => {
    const { olt } = makeOlt();
    const { portId, onuId } = onlineOnu(olt, (o) => o.hw.geports === 4);
    const mc = olt.onuMulticast;
    expectRefused(olt, () => mc.setMode(portId, onuId, 2), /mc_mode/);
    expectRefused(olt, () => mc.setFastLeave(portId, onuId, 0), /fast_leave/);
    expectRefused(olt, () => mc.setGroupMax(portId, onuId, 1, 256), /0–255/);
    expectRefused(olt, () => mc.setGroupMax(portId, onuId, 5, 1), /UNI ports/);
    expectRefused(olt, () => mc.setTagMode(portId, onuId, 1, { tag_mode: 2, svlan: 1000, cvlan: 100 }), /add it first/);
    expectRefused(olt, () => mc.setTagMode(portId, onuId, 1, { tag_mode: 2 }), /needs svlan and cvlan/);
    for (let v = 1; v <= 8; v++) mc.addVlan(portId, onuId, 1, v);
    expectRefused(olt, () => mc.addVlan(portId, onuId, 1, 9), /at most 8/);
    expectRefused(olt, () => mc.addVlan(portId, onuId, 1, 8), /already/);
    expectRefused(olt, () => mc.deleteVlan(portId, onuId, 1, 99), /not a multicast VLAN/);
    const offline = olt.onus.all().find((o) => o.status === 'Offline');
    if (!offline) throw new Error('no offline ONU');
    expectRefused(olt, () => mc.setMode(offline.portId, offline.onuId, 1), /not online/);
  });
});
