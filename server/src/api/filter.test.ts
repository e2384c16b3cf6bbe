import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AclRow, FilterBinding, PacketVerdict } from '@olt/protocol';
import { expectAllRefused, openDeviceSession, type DeviceSession } from '../../test/deviceApi.ts';

let s: DeviceSession;
beforeEach(async () => {
  s = await openDeviceSession();
  expect((await s.write('/switch_acl?form=acl', 'create', { acl_id: 3000 })).code).toBe(1);
  const deny443 = { acl_id: 3000, rule_id: 1, action: 1, protocol: 'tcp', dst_port: '443' };
  expect((await s.write('/switch_acl?form=rule', 'set', deny443)).code).toBe(1);
});
afterEach(() => s.close());

const PF = '/switch_pkfilter?form=inbound';
const bindings = async () => (await s.read<FilterBinding[]>('/switch_pkfilter')).data ?? [];
const ask = (query: string) => s.read<PacketVerdict>(`/switch_pkfilter?form=would_pass&${query}`);

describe('the packet filter (PF-01…03)', () => {
  it('binds an ACL with the console’s port list, an empty rule id as the whole ACL, and takes it off', async () => {
    expect((await s.write(PF, 'set', { acl_id: '3000', rule_id: '', port_list: '1,2,9' })).code).toBe(1);
    expect((await s.write(PF, 'set', { acl_id: 3000, rule_id: 1, port_list: '3-4' })).code).toBe(1);
    expect(await bindings()).toEqual([
      { acl_id: 3000, rule_id: 0, port_list: '1,2,9', state: 1 },
      { acl_id: 3000, rule_id: 1, port_list: '3,4', state: 1 },
    ]);
    expect((await s.write(PF, 'delete', { acl_id: 3000, rule_id: 0, port_list: '2' })).code).toBe(1);
    expect((await bindings())[0]?.port_list).toBe('1,9');
  });

  it('refuses bad bindings with a clear error and binds nothing', async () => {
    await expectAllRefused(s, [
      [() => s.write(PF, 'set', { acl_id: 1999, rule_id: 0, port_list: '1' }), /acl_id/],
      [() => s.write(PF, 'set', { acl_id: 6000, rule_id: 0, port_list: '1' }), /acl_id/],
      [() => s.write(PF, 'set', { acl_id: 3000, rule_id: 17, port_list: '1' }), /rule_id/],
      [() => s.write(PF, 'set', { acl_id: 3000, rule_id: 0, port_list: '' }), /port_list/],
      [() => s.write(PF, 'set', { acl_id: 3000, rule_id: 0, port_list: '1;2' }), /port list/],
      [() => s.write(PF, 'set', { acl_id: 3001, rule_id: 0, port_list: '1' }), /does not exist/],
      [() => s.write(PF, 'set', { acl_id: 3000, rule_id: 5, port_list: '1' }), /no rule 5/],
      [() => s.write(PF, 'set', { acl_id: 3000, rule_id: 0, port_list: '200' }), /no port 200/],
      [() => s.write(PF, 'delete', { acl_id: 3000, rule_id: 0, port_list: '1' }), /not bound/],
    ]);
    expect(await bindings()).toEqual([]);
  });

  it('keeps a bound ACL and its bound rule from being deleted', async () => {
    expect((await s.write(PF, 'set', { acl_id: 3000, rule_id: 1, port_list: '1' })).code).toBe(1);
    await expectAllRefused(s, [
      [() => s.write('/switch_acl?form=acl', 'delete', { acl_id: 3000, acl_id_e: 3000 }), /packet filter/],
      [() => s.write('/switch_acl?form=rule', 'delete', { acl_id: 3000, rule_id: 1 }), /packet filter/],
    ]);
    const acls = (await s.read<AclRow[]>('/switch_acl?form=acl')).data ?? [];
    expect(acls.map((a) => a.acl_id)).toEqual([3000]);
  });
});

describe('would this packet pass? (PF-X1)', () => {
  it('answers the deciding rule, the rules tried and what the packet left out', async () => {
    expect((await s.write(PF, 'set', { acl_id: 3000, rule_id: 0, port_list: '1' })).code).toBe(1);
    const denied = await ask('port_id=1&protocol=tcp&src_ip=10.1.1.11&dst_ip=203.0.113.10&dst_port=443');
    expect(denied.data).toMatchObject({
      port_id: 1,
      verdict: 'deny',
      passes: 0,
      decided_by: { acl_id: 3000, rule_id: 1 },
    });
    const web = await ask('port_id=1&protocol=tcp&dst_port=80');
    expect(web.data).toMatchObject({
      verdict: 'none',
      passes: 1,
      decided_by: null,
      tried: [{ rule_id: 1, matched: 0 }],
    });
    const noPort = await ask('port_id=1&protocol=udp');
    expect(noPort.data?.tried[0]).toMatchObject({ matched: 0, missing: ['dst_port'] });
    const later = await ask('port_id=1&protocol=6&dst_port=443&time=2026/12/24 20:00:00');
    expect(later.data).toMatchObject({ time: '2026/12/24 20:00:00', verdict: 'deny' });
  });

  it('refuses a malformed packet', async () => {
    await expectAllRefused(s, [
      [() => ask('protocol=tcp'), /port_id/],
      [() => ask('port_id=1&src_ip=10.1.1'), /src_ip/],
      [() => ask('port_id=1&src_mac=zz:11:22:33:44:55'), /src_mac/],
      [() => ask('port_id=1&protocol=foo'), /protocol/],
      [() => ask('port_id=1&dst_port=70000'), /dst_port/],
      [() => ask('port_id=1&dscp=64'), /dscp/],
      [() => ask('port_id=1&time=tomorrow'), /time/],
      [() => ask('port_id=200'), /no port 200/],
    ]);
  });
});
