import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Bandwidth, OnuMcPort, OnuPort, OnuPortVlan } from '@olt/protocol';
import { onlineOnu } from '../../../test/deviceKit.ts';
import { expectAllRefused, openDeviceSession, type DeviceSession } from '../../../test/deviceApi.ts';
import type { Onu } from '../../device/onus/onuStore.ts';

let s: DeviceSession;
let onu: Onu;
let q: string;
beforeEach(async () => {
  s = await openDeviceSession();
  onu = onlineOnu(s.olt, (o) => o.hw.geports === 4);
  q = `port_id=${onu.portId}&onu_id=${onu.onuId}`;
});
afterEach(() => s.close());

const ref = () => ({ port_id: onu.portId, onu_id: onu.onuId });
const offline = () => {
  const o = s.olt.onus.all().find((x) => x.status === 'Offline' && x.hw.geports >= 1);
  if (!o) throw new Error('no offline ONU');
  return { port_id: o.portId, onu_id: o.onuId };
};

describe('upstream bandwidth (ONU-16…18)', () => {
  it('lists a PON, reads one ONU, and sets a profile with " - " in the unused fields', async () => {
    const all = z.array(Bandwidth).parse((await s.read(`/onu_bandwidth?port_id=${onu.portId}`)).data);
    expect(all).toHaveLength(s.olt.onus.onPon(onu.portId).length);
    const set = await s.write('/onu_bandwidth', 'set', {
      ...ref(),
      sla_type: 'type2',
      fix: ' - ',
      assure: '2048',
      max: ' - ',
    });
    expect(set).toEqual({ code: 1, message: 'success' });
    expect((await s.read(`/onu_bandwidth?${q}`)).data).toEqual({
      ...ref(),
      sla_type: 'type2',
      fix: 0,
      assure: 2048,
      max: 0,
    });
  });

  it('refuses bad input and broken rules, changing nothing', async () => {
    const set = (param: object) => () => s.write('/onu_bandwidth', 'set', { ...ref(), ...param });
    await expectAllRefused(s, [
      [set({ sla_type: 'type6', max: 10 }), /sla_type/],
      [set({ sla_type: 'type5', fix: 30, assure: 20, max: 40 }), /fix must not exceed assure/],
      [set({ sla_type: 'type3', assure: 50, max: 40 }), /assure must not exceed max/],
      [set({ sla_type: 'type4', max: ' - ' }), /max must be 1–1000000/],
      [set({ sla_type: 'type4', max: 1_000_001 }), /max/],
      [set({ sla_type: 'type4', max: 'lots' }), /max/],
      [set({ sla_type: 'type2', assure: 999_999 }), /more than the 1000000 kbps/],
      [
        () => s.write('/onu_bandwidth', 'set', { port_id: onu.portId, onu_id: 65, sla_type: 'type4', max: 1 }),
        /onu_id/,
      ],
      [() => s.read(`/onu_bandwidth?port_id=${onu.portId}&onu_id=0`), /onu_id/],
      [() => s.read('/onu_bandwidth?port_id=11'), /not a PON port/],
    ]);
  });
});

describe('UNI ports and their VLANs (ONU-33…40)', () => {
  it('reads and sets a port, its VLAN mode and its translate and trunk entries', async () => {
    const ports = z.array(OnuPort).parse((await s.read(`/onumgmt?form=port_cfg&${q}`)).data);
    expect(ports.map((p) => p.op_id)).toEqual([1, 2, 3, 4]);
    const set = {
      ...ref(),
      op_id: 2,
      flags: 0x10 | 0x4,
      loopdetect: 1,
      rlds_opt: 1,
      rl_cir: 256,
      rl_pir: 1024,
      rlus_opt: 0,
      bandwidth: '',
    };
    expect((await s.write('/onumgmt?form=port_cfg', 'set', set)).code).toBe(1);
    expect(z.array(OnuPort).parse((await s.read(`/onumgmt?form=port_cfg&${q}`)).data)[1]).toMatchObject({
      loopdetect: 1,
      rlds_opt: 1,
      rl_cir: 256,
      rl_pir: 1024,
    });
    const vlan = (verb: string, form: string, param: object) =>
      s.write(`/onumgmt?form=${form}`, verb, { ...ref(), ...param });
    expect(
      (await vlan('set', 'port_vlan', { op_id: 1, op_vlan_mode: 2, def_vlan_id: 100, def_vlan_pri: 0 })).code,
    ).toBe(1);
    expect(
      (
        await vlan('add', 'port_vlanlist', {
          op_id: 1,
          op_vlan_mode: 2,
          old_vlan_id: 10,
          new_vlan_id: 11,
          new_vlan_pri: 3,
        })
      ).code,
    ).toBe(1);
    expect((await vlan('set', 'port_vlan', { op_id: 3, op_vlan_mode: 4, def_vlan_id: 1, def_vlan_pri: 0 })).code).toBe(
      1,
    );
    expect(
      (
        await vlan('add', 'port_vlanlist', {
          op_id: 3,
          op_vlan_mode: 4,
          start_vlan_id: 20,
          end_vlan_id: 25,
          vlan_pri: 0,
        })
      ).code,
    ).toBe(1);
    expect(
      (
        await vlan('delete', 'port_vlanlist', {
          op_id: 3,
          op_vlan_mode: 4,
          start_vlan_id: 22,
          end_vlan_id: 22,
          vlan_pri: 0,
        })
      ).code,
    ).toBe(1);
    const vlans = z.array(OnuPortVlan).parse((await s.read(`/onumgmt?form=port_vlan&${q}`)).data);
    expect(vlans[0]?.vlan_list).toEqual([{ old_vlan_id: 10, new_vlan_id: 11, new_vlan_pri: 3 }]);
    expect(vlans[2]?.vlan_list).toEqual([
      { start_vlan_id: 20, end_vlan_id: 21 },
      { start_vlan_id: 23, end_vlan_id: 25 },
    ]);
    expect(
      (
        await vlan('delete', 'port_vlanlist', {
          op_id: 1,
          op_vlan_mode: 2,
          old_vlan_id: 10,
          new_vlan_id: 11,
          new_vlan_pri: 3,
        })
      ).code,
    ).toBe(1);
  });

  it('refuses bad input, missing ports, offline ONUs and broken VLAN rules, changing nothing', async () => {
    const write = (verb: string, form: string, param: object) => () => s.write(`/onumgmt?form=${form}`, verb, param);
    await expectAllRefused(s, [
      [write('set', 'port_cfg', { ...ref(), op_id: 1, flags: 0 }), /flags/],
      [write('set', 'port_cfg', { ...ref(), op_id: 9, flags: 8, enable: 1 }), /op_id/],
      [
        write('set', 'port_cfg', { ...ref(), op_id: 1, flags: 16, rlds_opt: 1, rl_cir: 64, rl_pir: 128, rlus_opt: 0 }),
        /rl_cir/,
      ],
      [write('set', 'port_cfg', { ...ref(), op_id: 1, flags: 8, enable: 'yes' }), /enable/],
      [write('set', 'port_cfg', { ...offline(), op_id: 1, flags: 8, enable: 0 }), /not online/],
      [
        write('set', 'port_vlan', { ...ref(), op_id: 1, op_vlan_mode: 1, def_vlan_id: 4095, def_vlan_pri: 0 }),
        /def_vlan_id/,
      ],
      [
        write('set', 'port_vlan', { ...ref(), op_id: 1, op_vlan_mode: 1, def_vlan_id: '', def_vlan_pri: 0 }),
        /def_vlan_id/,
      ],
      [write('set', 'port_vlan', { ...ref(), op_id: 1, op_vlan_mode: 5 }), /op_vlan_mode/],
      [
        write('add', 'port_vlanlist', {
          ...ref(),
          op_id: 1,
          op_vlan_mode: 2,
          old_vlan_id: 1,
          new_vlan_id: 2,
          new_vlan_pri: 0,
        }),
        /translate mode/,
      ],
      [write('add', 'port_vlanlist', { ...ref(), op_id: 1, op_vlan_mode: 1 }), /2 \(translate entry\) or 4/],
      [() => s.read(`/onumgmt?form=port_cfg&port_id=${onu.portId}`), /onu_id/],
      [() => s.read(`/onumgmt?form=port_vlan&port_id=${onu.portId}&onu_id=65`), /onu_id/],
    ]);
  });
});

describe('ONU multicast (ONU-41…53)', () => {
  it('reads and sets the mode, fast leave, limits, tag mode, VLANs and translations', async () => {
    const w = (verb: string, form: string, param: object) =>
      s.write(`/onumgmt?form=${form}`, verb, { ...ref(), ...param });
    expect((await w('set', 'mc_mode', { mc_mode: 1 })).code).toBe(1);
    expect((await w('set', 'mc_fast_leave', { fast_leave: 2 })).code).toBe(1);
    expect((await w('set', 'mc_group_max', { op_id: 1, group_num_max: 20 })).code).toBe(1);
    expect((await w('add', 'mc_vlan', { op_id: 1, mvlan: 500 })).code).toBe(1);
    expect((await w('add', 'mc_vlan', { op_id: 2, mvlan: 501 })).code).toBe(1);
    expect((await w('set', 'mc_tag_mode', { op_id: 1, tag_mode: 2, svlan: 500, cvlan: 50 })).code).toBe(1);
    expect((await s.read(`/onumgmt?form=mc_config&${q}`)).data).toEqual({ mc_mode: 1, fast_leave: 2 });
    expect(z.array(OnuMcPort).parse((await s.read(`/onumgmt?form=mc_eth_config&${q}`)).data)[0]).toEqual({
      op_id: 1,
      group_num_max: 20,
      tag_mode: 2,
    });
    expect((await s.read(`/onumgmt?form=mc_translate&${q}&op_id=1`)).data).toEqual([{ svlan: 500, cvlan: 50 }]);
    expect((await s.read(`/onumgmt?form=mc_vlan&${q}`)).data).toEqual([
      { op_id: 1, mvlan: 500 },
      { op_id: 2, mvlan: 501 },
    ]);
    expect(Array.isArray((await s.read(`/onumgmt?form=mc_table&${q}`)).data)).toBe(true);
    expect((await w('delete', 'mc_tag_mode', { op_id: 1, tag_mode: 2, svlan: 500, cvlan: 50 })).code).toBe(1);
    expect((await w('delete', 'mc_vlan', { op_id: 1, mvlan: 500 })).code).toBe(1);
    expect((await w('clear', 'mc_vlan', { op_id: 2 })).code).toBe(1);
    expect((await s.read(`/onumgmt?form=mc_vlan&${q}`)).data).toEqual([]);
  });

  it('refuses bad input and broken rules, changing nothing', async () => {
    const w = (verb: string, form: string, param: object) => () =>
      s.write(`/onumgmt?form=${form}`, verb, { ...ref(), ...param });
    await expectAllRefused(s, [
      [w('set', 'mc_mode', { mc_mode: 2 }), /mc_mode/],
      [w('set', 'mc_fast_leave', { fast_leave: 0 }), /fast_leave/],
      [w('set', 'mc_group_max', { op_id: 1, group_num_max: 256 }), /group_num_max/],
      [w('set', 'mc_tag_mode', { op_id: 1, tag_mode: 2, svlan: 500, cvlan: 50 }), /add it first/],
      [w('set', 'mc_tag_mode', { op_id: 1, tag_mode: 2, svlan: 0, cvlan: 50 }), /svlan/],
      [w('add', 'mc_vlan', { op_id: 1, mvlan: 4095 }), /mvlan/],
      [w('delete', 'mc_vlan', { op_id: 1, mvlan: 77 }), /not a multicast VLAN/],
      [w('add', 'mc_vlan', { op_id: 5, mvlan: 7 }), /UNI port/],
      [() => s.write('/onumgmt?form=mc_mode', 'set', { ...offline(), mc_mode: 1 }), /not online/],
      [() => s.read(`/onumgmt?form=mc_translate&${q}`), /op_id/],
    ]);
  });
});
