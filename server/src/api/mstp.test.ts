import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CistBridge, CistPort, MstRegion, MstiRow, MstpPortStatus, MstpStatus, MstpTopology } from '@olt/protocol';
import { expectAllRefused, openDeviceSession, type DeviceSession } from '../../test/deviceApi.ts';

let s: DeviceSession;
beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

const read = async <T>(form: string, schema: z.ZodType<T>) =>
  schema.parse((await s.read(`/switch_mstp?form=${form}`)).data);
const set = (form: string, param: unknown) => s.write(`/switch_mstp?form=${form}`, 'set', param);

describe('MSTP (MSTP-01…19) and the per-instance trees', () => {
  it('answers every read in its wire shape', async () => {
    expect(await read('mstp_status', MstpStatus)).toEqual({ mstp_status: 0 });
    expect(await read('mst_regional_get', MstRegion)).toMatchObject({ revision_level: 0, format_selector: 0 });
    expect(await read('cist_bridge_get', CistBridge)).toMatchObject({ msti_vlanlist: '1-4094', max_hops: 20 });
    expect((await read('cist_port_get', z.array(CistPort))).map((p) => p.port_id)).toEqual([9, 10, 11, 12, 13, 14]);
    expect((await read('msti_status_get', z.array(MstiRow))).map((i) => i.mstid)).toEqual([0]);
    expect((await read('port_status_get', z.array(MstpPortStatus)))[0]).toMatchObject({ auto_edge_port: 1 });
    expect((await read('topology', MstpTopology))[0]?.mstid).toBe(0);
  });

  it('takes every write, numbers sent as text included', async () => {
    const ok = async (form: string, param: unknown) => expect((await set(form, param)).code).toBe(1);
    await ok('mstp_status', { mstp_status: '1' });
    expect((await s.read('/switch_rstp?form=bridge')).data).toMatchObject({ status: 0 });
    await ok('regional_name_set', { regional_name: 'UPLINK' });
    await ok('revision_level_set', { revision_level: '0' });
    await ok('mstp_vlan_map', { mstid: 1, map_action: 0, vlan_list: '100-150, 151-199' });
    await ok('msti_priority_set', { mstid: 1, bridge_prio: 0 });
    await ok('msti_port_set', { port_id: 9, mstid: 1, port_priority: 2, set_port_priority: 1 });
    await ok('cist_bridge_set', { max_hops: 30, set_max_hops: 1 });
    await ok('cist_port_set', { port_id: 13, admin_external_cost: 5000, set_admin_external_cost: 1 });
    await ok('cist_port_set', { port_id: 13, admin_p2p: 1, set_admin_p2p: 1 });
    await ok('loop_detect_guard', { port_id: 13, loop_detect_guard: 1 });
    await ok('cist_edge_port_set', { port_id: 14, admin_edge_port: 1 });
    await ok('mcheck_trigger', { port_id: 13, mcheck: 1 });
    const msti = (await read('msti_status_get', z.array(MstiRow))).find((i) => i.mstid === 1);
    expect(msti).toMatchObject({ msti_vlanlist: '100-199', bridge_prio: 0 });
    expect(msti?.msti_port.find((p) => p.port_id === 9)).toMatchObject({ port_priority: 32 });
    expect((await read('cist_bridge_get', CistBridge)).max_hops).toBe(30);
    expect((await read('port_status_get', z.array(MstpPortStatus))).find((p) => p.port_id === 13)).toMatchObject({
      loop_detect_guard: 1,
      admin_p2p: 1,
    });
    expect((await read('cist_port_get', z.array(CistPort))).find((p) => p.port_id === 13)?.admin_external_cost).toBe(
      5000,
    );
    await ok('mstp_vlan_map', { mstid: 1, map_action: 1, vlan_list: '100-199' });
    expect((await read('msti_status_get', z.array(MstiRow))).map((i) => i.mstid)).toEqual([0]);
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    expect((await set('mstp_vlan_map', { mstid: 2, map_action: 0, vlan_list: '10' })).code).toBe(1);
    await expectAllRefused(s, [
      [() => set('mstp_status', { mstp_status: 2 }), /mstp_status/],
      [() => set('regional_name_set', { regional_name: 'x'.repeat(33) }), /regional_name/],
      [() => set('revision_level_set', { revision_level: 65536 }), /revision_level/],
      [() => set('cist_bridge_set', { bridge_hello_time: 10, set_bridge_hello_time: 1 }), /hello_time/],
      [() => set('cist_bridge_set', { max_hops: 41, set_max_hops: 1 }), /max_hops/],
      [() => set('cist_bridge_set', { max_hops: 10 }), /nothing to change/],
      [
        () => set('cist_port_set', { port_id: 9, admin_external_cost: 200_000_001, set_admin_external_cost: 1 }),
        /cost/,
      ],
      [() => set('cist_port_set', { port_id: 1, bpdu_guard_port: 1, set_bpdu_guard_port: 1 }), /not an uplink/],
      [() => set('cist_port_set', { port_id: 9, admin_p2p: 3, set_admin_p2p: 1 }), /admin_p2p/],
      [() => set('msti_port_set', { port_id: 9, mstid: 2, port_priority: 16, set_port_priority: 1 }), /port_priority/],
      [() => set('msti_port_set', { port_id: 9, mstid: 5, port_priority: 1, set_port_priority: 1 }), /instance 5/],
      [() => set('msti_priority_set', { mstid: 2, bridge_prio: 16 }), /bridge_prio/],
      [() => set('msti_priority_set', { mstid: 16, bridge_prio: 1 }), /mstid/],
      [() => set('mstp_vlan_map', { mstid: 16, map_action: 0, vlan_list: '20' }), /mstid/],
      [() => set('mstp_vlan_map', { mstid: 3, map_action: 0, vlan_list: '5, 10' }), /VLAN 10 is already in instance 2/],
      [() => set('mstp_vlan_map', { mstid: 3, map_action: 0, vlan_list: '5;6' }), /vlan_list/],
      [() => set('mstp_vlan_map', { mstid: 3, map_action: 0, vlan_list: '4095' }), /VLAN list/],
      [() => set('mstp_vlan_map', { mstid: 2, map_action: 1, vlan_list: '11' }), /VLAN 11 is not in instance 2/],
      [() => set('loop_detect_guard', { port_id: 9, loop_detect_guard: 2 }), /loop_detect_guard/],
      [() => set('cist_edge_port_set', { port_id: 9, admin_edge_port: 3 }), /admin_edge_port/],
      [() => set('mcheck_trigger', { port_id: 9, mcheck: 0 }), /mcheck/],
      [() => set('mcheck_trigger', { port_id: 9, mcheck: '1.5' }), /mcheck/],
      [() => set('mcheck_trigger', { mcheck: 1 }), /port_id/],
      [() => set('mcheck_trigger', { port_id: 1, mcheck: 1 }), /port 1 is not an uplink/],
      [() => set('mcheck_trigger', { port_id: 9, mcheck: 1 }), /MSTP is disabled/],
    ]);
  });

  it('says which ports loop guard holds and which speak STP (our additions to MSTP-16), and mcheck restores MSTP', async () => {
    const ports = async () =>
      Object.fromEntries(
        (await read('port_status_get', z.array(MstpPortStatus))).map((p) => [
          p.port_id,
          `${p.loop_inconsistent}${p.stp_compatible}`,
        ]),
      );
    expect((await set('mstp_status', { mstp_status: 1 })).code).toBe(1);
    expect((await set('loop_detect_guard', { port_id: 9, loop_detect_guard: 1 })).code).toBe(1);
    s.olt.stp.upstream.silence('core1');
    s.olt.stp.upstream.speak('agg', 'stp');
    s.olt.simulation.tick(6_000);
    expect(await ports()).toMatchObject({ 9: '10', 11: '01', 13: '01' });
    s.olt.stp.upstream.resume('core1');
    s.olt.stp.upstream.speak('agg', 'mstp');
    expect((await set('mcheck_trigger', { port_id: '13', mcheck: '1' })).code).toBe(1);
    expect(await ports()).toMatchObject({ 9: '00', 11: '01', 13: '00' });
  });
});
