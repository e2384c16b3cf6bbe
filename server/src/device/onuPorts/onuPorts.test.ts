import { describe, expect, it } from 'vitest';
import { ONU_PORT_FLAGS as FLAG, ONU_VLAN_MODES as MODE } from '@olt/protocol';
import { expectRefused, makeOlt, onlineOnu } from '../../../test/deviceKit.ts';

const fourPorts = (o: { hw: { geports: number } }): boolean => o.hw.geports === 4;

describe('UNI ports', () => {
  it('lists one port per LAN port with its defaults and link, and changes only the groups flags names', () => {
    const { olt } = makeOlt();
    const onu = onlineOnu(olt, fourPorts);
    const ports = olt.onuPorts.list(onu.portId, onu.onuId);
    expect(ports.map((p) => p.op_id)).toEqual([1, 2, 3, 4]);
    expect(Object.keys(ports[0] ?? {})).toEqual([
      'op_id',
      'auto_neg',
      'flow_ctrl',
      'loopdetect',
      'enable',
      'rlds_opt',
      'rl_cir',
      'rl_pir',
      'rlus_opt',
      'bandwidth',
      'status',
    ]);
    expect(ports[0]).toMatchObject({ enable: 1, auto_neg: 1, status: 1 });
    olt.onuPorts.set(onu.portId, onu.onuId, 1, {
      flags: FLAG.enable | FLAG.flowCtrl,
      enable: 0,
      flow_ctrl: 1,
      auto_neg: 0,
    });
    expect(olt.onuPorts.list(onu.portId, onu.onuId)[0]).toMatchObject({
      enable: 0,
      flow_ctrl: 1,
      auto_neg: 1,
      status: 0,
    });
    olt.onuPorts.set(onu.portId, onu.onuId, 2, {
      flags: FLAG.rateLimit,
      rlds_opt: 1,
      rl_cir: 1024,
      rl_pir: 2048,
      rlus_opt: 1,
      bandwidth: 512,
    });
    expect(olt.onuPorts.list(onu.portId, onu.onuId)[1]).toMatchObject({ rl_cir: 1024, rl_pir: 2048, bandwidth: 512 });
  });

  it('refuses bad settings, missing ports and offline ONUs, changing nothing', () => {
    const { olt } = makeOlt();
    const onu = onlineOnu(olt, fourPorts);
    const set = (opId: number, change: Parameters<typeof olt.onuPorts.set>[3]) =>
      olt.onuPorts.set(onu.portId, onu.onuId, opId, change);
    expectRefused(olt, () => set(5, { flags: FLAG.enable, enable: 1 }), /has 4 UNI ports/);
    expectRefused(olt, () => set(1, { flags: 0x20 }), /flags names no port setting/);
    expectRefused(olt, () => set(1, { flags: FLAG.enable }), /enable must be 0 or 1/);
    const limits = { flags: FLAG.rateLimit, rlds_opt: 1, rl_cir: 100, rl_pir: 2048, rlus_opt: 0 };
    expectRefused(olt, () => set(1, limits), /rl_cir must be 128–1024000/);
    expectRefused(olt, () => set(1, { ...limits, rl_cir: 4096 }), /rl_cir must not exceed rl_pir/);
    expectRefused(olt, () => set(1, { flags: FLAG.rateLimit, rlds_opt: 0, rlus_opt: 1 }), /bandwidth must be/);
    const offline = olt.onus.all().find((o) => o.status === 'Offline');
    if (!offline) throw new Error('no offline ONU');
    expectRefused(olt, () => olt.onuPorts.set(offline.portId, offline.onuId, 1, { flags: 8, enable: 0 }), /not online/);
  });

  it('shuts a looping port with loop detection on; without it the PON denies the looping ONU when told to', () => {
    const { olt } = makeOlt();
    const guarded = onlineOnu(olt, fourPorts);
    olt.onuPorts.set(guarded.portId, guarded.onuId, 1, { flags: FLAG.loopDetect, loopdetect: 1 });
    olt.onuPorts.loopAppears(guarded, 1, olt.kernel.now(), 60_000);
    expect(olt.onuPorts.list(guarded.portId, guarded.onuId)[0]?.status).toBe(0);
    olt.simulation.tick(61_000);
    expect(olt.onuPorts.list(guarded.portId, guarded.onuId)[0]?.status).toBe(1);

    const open = onlineOnu(olt, (o) => o !== guarded && o.portId === 2);
    olt.pon.setLoopOnu(2, 1);
    olt.onuPorts.loopAppears(open, 1, olt.kernel.now(), 60_000);
    olt.simulation.tick(1_000);
    expect(olt.onus.denyList(2).find((d) => d.macaddr === open.mac)?.reason).toBe('looping ONU');
    expect(olt.alarms.list().some((a) => a.content.includes('looping ONU'))).toBe(true);
  });
});

describe('UNI port VLANs', () => {
  it('sets a mode with its default VLAN, adds and removes translations and trunk ranges', () => {
    const { olt } = makeOlt();
    const { portId, onuId } = onlineOnu(olt, fourPorts);
    const vlans = olt.onuVlans;
    expect(vlans.list(portId, onuId)[0]).toEqual({
      op_id: 1,
      op_vlan_mode: 0,
      def_vlan_id: 0,
      def_vlan_pri: 0,
      vlan_list: [],
    });
    vlans.setMode(portId, onuId, 1, MODE.translate, 100, 2);
    vlans.addEntry(portId, onuId, 1, {
      op_vlan_mode: MODE.translate,
      old_vlan_id: 10,
      new_vlan_id: 110,
      new_vlan_pri: 1,
    });
    vlans.addEntry(portId, onuId, 1, {
      op_vlan_mode: MODE.translate,
      old_vlan_id: 20,
      new_vlan_id: 120,
      new_vlan_pri: 1,
    });
    vlans.deleteEntry(portId, onuId, 1, { op_vlan_mode: MODE.translate, old_vlan_id: 10, new_vlan_id: 110 });
    expect(vlans.list(portId, onuId)[0]).toEqual({
      op_id: 1,
      op_vlan_mode: 2,
      def_vlan_id: 100,
      def_vlan_pri: 2,
      vlan_list: [{ old_vlan_id: 20, new_vlan_id: 120, new_vlan_pri: 1 }],
    });
    vlans.setMode(portId, onuId, 2, MODE.trunk, 300, 0);
    vlans.addEntry(portId, onuId, 2, { op_vlan_mode: MODE.trunk, start_vlan_id: 400, end_vlan_id: 415 });
    vlans.addEntry(portId, onuId, 2, { op_vlan_mode: MODE.trunk, start_vlan_id: 500, end_vlan_id: 0 });
    vlans.deleteEntry(portId, onuId, 2, { op_vlan_mode: MODE.trunk, start_vlan_id: 405, end_vlan_id: 405 });
    expect(vlans.list(portId, onuId)[1]?.vlan_list).toEqual([
      { start_vlan_id: 400, end_vlan_id: 404 },
      { start_vlan_id: 406, end_vlan_id: 415 },
      { start_vlan_id: 500, end_vlan_id: 0 },
    ]);
    // leaving a mode drops its entries
    vlans.setMode(portId, onuId, 1, MODE.tag, 100, 0);
    expect(vlans.list(portId, onuId)[0]?.vlan_list).toEqual([]);
  });

  it('refuses what breaks the VLAN rules, changing nothing', () => {
    const { olt } = makeOlt();
    const { portId, onuId } = onlineOnu(olt, fourPorts);
    const vlans = olt.onuVlans;
    expectRefused(olt, () => vlans.setMode(portId, onuId, 1, MODE.tag), /def_vlan_id must be 1–4094/);
    expectRefused(olt, () => vlans.setMode(portId, onuId, 1, MODE.tag, 100, 8), /def_vlan_pri/);
    expectRefused(olt, () => vlans.setMode(portId, onuId, 1, MODE.aggregation, 100, 0), /aggregation/);
    const translate = { op_vlan_mode: MODE.translate, old_vlan_id: 10, new_vlan_id: 20, new_vlan_pri: 0 };
    expectRefused(olt, () => vlans.addEntry(portId, onuId, 1, translate), /not in translate mode/);
    vlans.setMode(portId, onuId, 1, MODE.translate, 100, 0);
    vlans.addEntry(portId, onuId, 1, translate);
    expectRefused(olt, () => vlans.addEntry(portId, onuId, 1, translate), /already translated/);
    for (let v = 11; v < 18; v++) vlans.addEntry(portId, onuId, 1, { ...translate, old_vlan_id: v });
    expectRefused(olt, () => vlans.addEntry(portId, onuId, 1, { ...translate, old_vlan_id: 99 }), /at most 8/);
    vlans.setMode(portId, onuId, 2, MODE.trunk, 100, 0);
    const trunk = { op_vlan_mode: MODE.trunk, start_vlan_id: 400, end_vlan_id: 416 };
    expectRefused(olt, () => vlans.addEntry(portId, onuId, 2, trunk), /at most 16 VLANs/);
    expectRefused(
      olt,
      () => vlans.addEntry(portId, onuId, 2, { ...trunk, start_vlan_id: 420, end_vlan_id: 410 }),
      /must not exceed/,
    );
    vlans.addEntry(portId, onuId, 2, { ...trunk, end_vlan_id: 402 });
    expectRefused(
      olt,
      () => vlans.addEntry(portId, onuId, 2, { ...trunk, start_vlan_id: 402, end_vlan_id: 403 }),
      /overlap/,
    );
    expectRefused(
      olt,
      () => vlans.deleteEntry(portId, onuId, 2, { ...trunk, start_vlan_id: 499, end_vlan_id: 0 }),
      /not in the trunk/,
    );
    expectRefused(olt, () => vlans.setMode(portId, onuId, 9, MODE.tag, 100, 0), /UNI ports/);
  });

  it('applies a PON profile to every ONU with that port, until one ONU sets its own', () => {
    const { olt } = makeOlt();
    const onu = onlineOnu(olt, fourPorts);
    olt.onuVlans.setMode(onu.portId, onu.onuId, 2, MODE.tag, 77, 0);
    olt.onuVlans.setProfile(onu.portId, 2, MODE.tag, 300);
    for (const other of olt.onus.onPon(onu.portId).filter((o) => o.hw.geports >= 2))
      expect(olt.onuVlans.list(other.portId, other.onuId)[1]).toMatchObject({ op_vlan_mode: 1, def_vlan_id: 300 });
    olt.onuVlans.setMode(onu.portId, onu.onuId, 2, MODE.transparent);
    expect(olt.onuVlans.list(onu.portId, onu.onuId)[1]?.op_vlan_mode).toBe(0);
    expect(olt.onuVlans.profileList(onu.portId)).toEqual([{ port_id: onu.portId, pid: 2, mode: 1, vlan_id: 300 }]);
    expectRefused(olt, () => olt.onuVlans.clearProfile(onu.portId, 2, 1, 301), /not mode 1 VLAN 301/);
    expectRefused(olt, () => olt.onuVlans.setProfile(onu.portId, 2, MODE.tag), /vlan_id must be/);
    olt.onuVlans.clearProfile(onu.portId, 2, 1, 300);
    expect(olt.onuVlans.profileList(onu.portId)).toEqual([]);
  });
});
