import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AclRow, TimeRange } from '@olt/protocol';
import { expectAllRefused, openDeviceSession, type DeviceSession } from '../../test/deviceApi.ts';

let s: DeviceSession;
beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

const ACL = '/switch_acl?form=acl';
const RULE = '/switch_acl?form=rule';
const acls = async () => (await s.read<AclRow[]>(`${ACL}&sacl_id=2000&eacl_id=5999`)).data ?? [];
const rulesOf = async (id: number) => (await acls()).find((a) => a.acl_id === id)?.rule ?? [];

describe('time ranges (TR-01…04)', () => {
  it('adds weekly and absolute periods, lists them with their state and deletes them', async () => {
    const rel = { name: 'office', stime: '8:00', etime: '18:00', day: 'working-day' };
    expect((await s.write('/switch_acl?form=time_range&type=relative', 'create', rel)).code).toBe(1);
    const abs = { name: 'office', stime: '0:00', sday: '2026/1/1', etime: '0:00', eday: '2027/1/1' };
    expect((await s.write('/switch_acl?form=time_range&type=absolute', 'create', abs)).code).toBe(1);
    const list = (await s.read<TimeRange[]>('/switch_acl?form=time_range&name=all')).data ?? [];
    const { name: _, ...period } = abs;
    expect(list.map((r) => [r.name, r.absolute, r.relative])).toEqual([
      ['office', [period], [{ stime: '8:00', etime: '18:00', day: 'working-day' }]],
    ]);
    expect(['Active', 'Inactive']).toContain(list[0]?.state);
    await expectAllRefused(s, [
      [() => s.write('/switch_acl?form=time_range&type=relative', 'create', { ...rel, name: 'ab' }), /name/],
      [() => s.write('/switch_acl?form=time_range&type=relative', 'create', { ...rel, etime: '7:00' }), /end after/],
      [() => s.write('/switch_acl?form=time_range&type=relative', 'create', { ...rel, stime: '25:00' }), /stime/],
      [() => s.write('/switch_acl?form=time_range&type=relative', 'create', { ...rel, day: 'someday' }), /day/],
      [
        () => s.write('/switch_acl?form=time_range&type=absolute', 'create', { ...abs, eday: '2025/12/31' }),
        /end after/,
      ],
      [() => s.write('/switch_acl?form=time_range&type=absolute', 'create', { ...abs, sday: '2026/2/30' }), /sday/],
      [() => s.write('/switch_acl?form=time_range', 'delete', { name: 'nosuch', time: '', day: '' }), /no time range/],
    ]);
    const del = { name: 'office', time: '0:00', day: '2026/1/1' };
    expect((await s.write('/switch_acl?form=time_range', 'delete', del)).code).toBe(1);
    expect((await s.write('/switch_acl?form=time_range', 'delete', { name: 'all', time: '', day: '' })).code).toBe(1);
    expect((await s.read('/switch_acl?form=time_range&name=all')).data).toEqual([]);
  });
});

describe('ACLs and rules (ACL-01…08)', () => {
  it('creates ACLs of each kind, sets rules of every kind with their flags, and refuses bad ones', async () => {
    for (const id of [2000, 3000, 5000]) expect((await s.write(ACL, 'create', { acl_id: id })).code).toBe(1);
    const basic = { acl_id: 2000, rule_id: 1, action: 1, flags: 1, src_ipaddr: '10.0.0.0', src_ipmask: '0.0.0.255' };
    expect((await s.write(RULE, 'set', basic)).code).toBe(1);
    const advanced = {
      acl_id: 3000,
      rule_id: 5,
      action: 2,
      protocol: 'TCP',
      dst_ipaddr: '192.168.1.10',
      dst_ipmask: '0.0.0.0',
      dst_port: '80,443,8000-8080',
      dscp: '46',
    };
    expect((await s.write(RULE, 'set', advanced)).code).toBe(1);
    const link = { acl_id: 5000, rule_id: 2, action: 1, eth_type: '0x0806', vlan_id: 100, src_mac: '0011-2233-4455' };
    expect((await s.write(RULE, 'set', link)).code).toBe(1);
    expect(await rulesOf(2000)).toEqual([{ ...basic, acl_id: undefined, timerange: '', hits: 0, active: 1 }]);
    expect(await rulesOf(3000)).toEqual([
      {
        rule_id: 5,
        action: 2,
        flags: 0x1 | 0x4 | 0x10 | 0x40,
        protocol: 'tcp',
        dst_ipaddr: '192.168.1.10',
        dst_ipmask: '0.0.0.0',
        dst_port: '80,443,8000-8080',
        dscp: 46,
        timerange: '',
        hits: 0,
        active: 1,
      },
    ]);
    expect(await rulesOf(5000)).toEqual([
      {
        rule_id: 2,
        action: 1,
        flags: 0x1 | 0x8 | 0x20,
        eth_type: 0x806,
        vlan_id: 100,
        src_mac: '0011-2233-4455',
        src_mask: 'ffff-ffff-ffff',
        timerange: '',
        hits: 0,
        active: 1,
      },
    ]);
    await expectAllRefused(s, [
      [() => s.write(ACL, 'create', { acl_id: 6000 }), /acl_id/],
      [() => s.write(ACL, 'create', { acl_id: 2000 }), /already exists/],
      [() => s.write(RULE, 'set', { ...basic, acl_id: 2001 }), /does not exist/],
      [() => s.write(RULE, 'set', { ...basic, rule_id: 17 }), /rule_id/],
      [() => s.write(RULE, 'set', { ...basic, src_ipmask: '255.255.255.0' }), /src_ipmask.*wildcard/],
      [() => s.write(RULE, 'set', { ...basic, src_ipaddr: '10.0.0.256' }), /src_ipaddr/],
      [() => s.write(RULE, 'set', { ...basic, flags: 0x4 }), /flags/],
      [() => s.write(RULE, 'set', { ...advanced, protocol: 'icmp', dst_port: '80' }), /dst_port.*tcp and udp/],
      [() => s.write(RULE, 'set', { ...advanced, precedence: 5 }), /precedence or dscp/],
      [() => s.write(RULE, 'set', { ...advanced, protocol: undefined }), /protocol is required/],
      [() => s.write(RULE, 'set', { ...advanced, protocol: 'gre' }), /protocol/],
      [() => s.write(RULE, 'set', { ...advanced, dst_port: '90-80' }), /dst_port/],
      [() => s.write(RULE, 'set', { ...advanced, dscp: 64 }), /dscp/],
      [() => s.write(RULE, 'set', { ...link, src_mac: '00:11:22:33:44:55' }), /src_mac/],
      [() => s.write(RULE, 'set', { ...link, src_mask: 'ffff-ffff' }), /src_mask/],
      [() => s.write(RULE, 'set', { ...link, vlan_id: 4095 }), /vlan_id/],
      [() => s.write(RULE, 'set', { ...link, eth_type: '0x10000' }), /eth_type/],
      [() => s.write(RULE, 'set', { ...link, timerange: 'nosuch' }), /no time range named nosuch/],
      [() => s.write(ACL, 'delete', { acl_id: 3000, acl_id_e: 2000 }), /ordered/],
    ]);
  });

  it('keeps rule order, reorders with one request, deletes rules and ACL ranges', async () => {
    await s.write(ACL, 'create', { acl_id: 2010 });
    for (const id of [3, 1, 2]) await s.write(RULE, 'set', { acl_id: 2010, rule_id: id, action: 1 });
    expect((await rulesOf(2010)).map((r) => r.rule_id)).toEqual([3, 1, 2]);
    // a rule changed in place keeps its position
    await s.write(RULE, 'set', { acl_id: 2010, rule_id: 1, action: 2 });
    expect((await rulesOf(2010)).map((r) => [r.rule_id, r.action, r.src_ipaddr])).toEqual([
      [3, 1, 'any'],
      [1, 2, 'any'],
      [2, 1, 'any'],
    ]);
    const order = '/switch_acl?form=rulepri';
    await expectAllRefused(s, [
      [() => s.write(order, 'modify', { acl_id: 2010, new_rule_id: [1, 2] }), /every rule/],
      [() => s.write(order, 'modify', { acl_id: 2010, new_rule_id: [1, 2, 2] }), /once/],
      [() => s.write(order, 'modify', { acl_id: 2010, new_rule_id: [1, 2, 4] }), /every rule/],
    ]);
    expect((await s.write(order, 'modify', { acl_id: 2010, new_rule_id: [1, 2, 3] })).code).toBe(1);
    expect((await rulesOf(2010)).map((r) => r.rule_id)).toEqual([1, 2, 3]);
    expect((await s.write(RULE, 'delete', { acl_id: 2010, rule_id: 2 })).code).toBe(1);
    expect((await rulesOf(2010)).map((r) => r.rule_id)).toEqual([1, 3]);
    expect((await s.write(ACL, 'delete', { acl_id: 2000, acl_id_e: 2999 })).code).toBe(1);
    expect(await acls()).toEqual([]);
  });
});
