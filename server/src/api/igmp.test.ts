import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IgmpConfig, McEntry, McMember, McProgram, McVlan, McViewers } from '@olt/protocol';
import { expectAllRefused, openDeviceSession, type DeviceSession } from '../../test/deviceApi.ts';

let s: DeviceSession;
beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

const table = async () => z.array(McEntry).parse((await s.read('/igmp_snooping_table')).data);
const igmp = (form: string, verb: string, param: unknown) => s.write(`/switch_igmp?form=${form}`, verb, param);

describe('IGMP (IGMP-01…21) and the group table', () => {
  it('answers the settings, the MVLAN with its programs and the table with live groups and their ONUs', async () => {
    expect(IgmpConfig.parse((await s.read('/switch_igmp?form=config')).data)).toMatchObject({
      mode: 1,
      group_aging_time: 260,
    });
    expect(await s.read('/switch_igmp?form=entry')).toEqual({ code: 1, message: 'success' });
    expect(z.array(McVlan).parse((await s.read('/switch_igmp?form=multicast_vlan')).data)).toEqual([
      { mvlan: 200, router_portlist: '9', mvlan_desc: 'IPTV' },
    ]);
    expect(z.array(McProgram).parse((await s.read('/switch_igmp?form=program&mvlan=200')).data)).toEqual([
      { program_s: '239.1.1.1', program_e: '239.1.1.60', program_desc: 'IPTV channels' },
    ]);
    expect((await s.read('/switch_igmp?form=mc_unknown&mvlan=200')).data).toEqual({ mc_unknown_policy: 1 });
    const rows = await table();
    const first = rows[0] as McEntry;
    expect(first.action).toBe(0);
    const members = z
      .array(McMember)
      .parse((await s.read(`/switch_igmp?form=members&multi_ip=${first.multi_ip}&vid=200`)).data);
    expect(members).toHaveLength(first.user_num ?? -1);
    expect(z.array(McViewers).parse((await s.read('/switch_igmp?form=viewers')).data).length).toBeGreaterThan(0);
  });

  it('adds and deletes static groups and multicast VLANs with programs and router ports', async () => {
    expect((await igmp('multicast_vlan', 'create', { mvlan: '100' })).code).toBe(1);
    expect((await igmp('multicast_vlan_desc', 'set', { mvlan: 100, mvlan_desc: 'radio' })).code).toBe(1);
    expect(
      (
        await igmp('program', 'add', {
          mvlan: 100,
          program_s: '239.5.0.1',
          program_e: '239.5.0.9',
          program_desc: 'radio',
        })
      ).code,
    ).toBe(1);
    expect((await igmp('router_port', 'add', { mvlan: 100, router_portlist: '13-14' })).code).toBe(1);
    expect((await igmp('static_entry', 'add', { multi_ip: '239.5.0.1', vid: 100, port_id: 2 })).code).toBe(1);
    expect((await table())[0]).toMatchObject({
      multi_ip: '239.5.0.1',
      vid: 100,
      action: 1,
      host_portlist: '2',
      router_portlist: '13,14',
    });
    expect((await igmp('static_entry', 'delete', { multi_ip: '239.5.0.1', vid: 100 })).code).toBe(1);
    expect((await igmp('multicast_vlan', 'destroy', { mvlan: 100, mvlan_desc: '' })).code).toBe(1);
    expect((await igmp('dynamic_entry_all', 'delete', {})).code).toBe(1);
    expect((await table()).filter((r) => r.action === 0)).toEqual([]);
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    await expectAllRefused(s, [
      [() => igmp('mode', 'set', { mode: 3 }), /mode/],
      [() => igmp('config', 'set', { flags: 0x8, group_aging_time: 3001 }), /group_aging_time/],
      [() => igmp('config', 'set', { flags: 0x8 }), /group_aging_time is missing/],
      [() => igmp('config', 'set', { flags: 0x10, robustness: 0 }), /robustness/],
      [() => igmp('config', 'set', { flags: 0x200, sp_query_interval: 99 }), /sp_query_interval/],
      [() => igmp('config', 'set', { flags: 0x80, query_src_ip: '300.1.1.1' }), /query_src_ip/],
      [() => igmp('config', 'set', { flags: 0x100, query_src_mac: '00-11-22-33-44-55' }), /query_src_mac/],
      [() => igmp('program', 'add', { mvlan: 200, program_s: '224.0.0.5', program_e: '224.0.0.9' }), /224.0.1.0/],
      [() => igmp('program', 'add', { mvlan: 200, program_s: '239.3.0.9', program_e: '239.3.0.1' }), /after/],
      [() => igmp('program', 'add', { mvlan: 200, program_s: '239.1.1.9', program_e: '239.1.1.99' }), /overlaps/],
      [
        () =>
          igmp('program', 'add', {
            mvlan: 200,
            program_s: '239.3.0.1',
            program_e: '239.3.0.2',
            program_desc: 'x'.repeat(65),
          }),
        /program_desc/,
      ],
      [() => igmp('static_entry', 'add', { multi_ip: '10.0.0.1', vid: 200, port_id: 1 }), /multicast group/],
      [() => igmp('static_entry', 'add', { multi_ip: '239.1.1.1', vid: 4095, port_id: 1 }), /vid/],
      [() => igmp('static_entry', 'add', { multi_ip: '239.1.1.1', vid: 300, port_id: 1 }), /not a multicast VLAN/],
      [() => igmp('multicast_vlan', 'create', { mvlan: 999 }), /does not exist/],
      [() => igmp('multicast_vlan_desc', 'set', { mvlan: 200, mvlan_desc: '' }), /mvlan_desc/],
      [() => igmp('router_port', 'add', { mvlan: 200, router_portlist: '1' }), /not an uplink/],
      [() => igmp('router_port', 'add', { mvlan: 200, router_portlist: 'a' }), /router_portlist/],
      [() => igmp('mc_unknown', 'set', { mvlan: 200, mc_unknown_policy: 2 }), /mc_unknown_policy/],
    ]);
  });
});
