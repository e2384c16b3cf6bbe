import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DhcpBindingPage, DhcpGlobal, Dhcpv6BindingPage, MacWhereHit } from '@olt/protocol';
import { expectAllRefused, openDeviceSession, type DeviceSession } from '../../test/deviceApi.ts';

let s: DeviceSession;
beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

const D = (form: string) => `/switch_dhcp?form=${form}`;
const global = async () => (await s.read<DhcpGlobal>(D('global_config'))).data as DhcpGlobal;
const pool = {
  flags: 0x3f,
  interface: 4000,
  ipaddress_s: '10.40.0.100',
  ipaddress_e: '10.40.0.150',
  ipmask: '255.255.255.0',
  pridns: '10.40.0.1',
  secdns: '0.0.0.0',
  gateway: '10.40.0.1',
  lease_time: 3600,
};

/** Every binding, 500 a page. */
const rows = async () => {
  const all: DhcpBindingPage['rows'] = [];
  for (let page = 1; ; page++) {
    const p = (await s.read<DhcpBindingPage>(`${D('binding_page')}&page=${page}&page_size=500`))
      .data as DhcpBindingPage;
    all.push(...p.rows);
    if (page * 500 >= p.total) return all;
  }
};

describe('DHCP (DHCP-01…27, DHCP-X1)', () => {
  it('serves from its pool: bindings arrive, paged 10 and searchable, and an ONU is found by its IP', async () => {
    expect((await s.write(D('dhcp_admin'), 'set', { dhcp_admin: 1 })).code).toBe(1);
    expect((await s.write(D('snooping_admin'), 'set', { snooping_admin: 1 })).code).toBe(1);
    expect((await s.write(D('server_cfg'), 'set', pool)).code).toBe(1);
    expect((await s.write(D('server_admin'), 'set', { server_admin: 1 })).code).toBe(1);
    expect(await global()).toMatchObject({
      dhcp_admin: 1,
      server_admin: 1,
      ipaddress_e: '10.40.0.150',
      lease_time: 3600,
    });
    s.olt.simulation.tick(5_000);
    expect((await s.read(D('snooping_table'))).code).toBe(1);
    const table = (await s.read<unknown[]>('/dhcp_snooping_table')).data ?? [];
    expect(table.length).toBeGreaterThan(10);
    const page = (await s.read<DhcpBindingPage>(`${D('binding_page')}&page=2`)).data as DhcpBindingPage;
    expect(page.rows).toHaveLength(10);
    expect(page.total).toBe(table.length);
    const one = page.rows[0]!;
    const found = (await s.read<DhcpBindingPage>(`${D('binding_page')}&search=${one.ipaddr}`)).data as DhcpBindingPage;
    expect(found.rows.map((r) => r.macaddr)).toEqual([one.macaddr]);
    const where = (await s.read<{ hits: MacWhereHit[] }>(`/switch_mac?form=where&mac=${one.ipaddr}`)).data;
    expect(where?.hits).toEqual([
      expect.objectContaining({ source: 'dhcp', port_id: one.port_id, onu_id: one.onu_id }),
    ]);
    expect((await s.write(D('snooping_flush'), 'set', {})).code).toBe(1);
    expect((await s.read<unknown[]>('/dhcp_snooping_table')).data).toEqual([]);
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    await expectAllRefused(s, [
      [() => s.write(D('server_cfg'), 'set', { ...pool, ipaddress_s: '10.40.0.200' }), /after the end/],
      [() => s.write(D('server_cfg'), 'set', { ...pool, lease_time: 59 }), /lease_time|864000|60/],
      [() => s.write(D('server_cfg'), 'set', { ...pool, lease_time: 864_001 }), /lease_time|864000/],
      [() => s.write(D('server_cfg'), 'set', { ...pool, gateway: '10.40.0' }), /gateway/],
      [() => s.write(D('server_cfg'), 'set', { ...pool, ipmask: '255.0.255.0' }), /netmask/],
      [() => s.write(D('server_cfg'), 'set', { ...pool, interface: 77 }), /in-band/],
      [() => s.write(D('server_cfg'), 'set', { flags: 0 }), /flags/],
      [() => s.write(D('relay_standard_add'), 'set', { vlan_id: 0, server_ip: '192.0.2.1' }), /vlan_id/],
      [() => s.write(D('relay_standard_add'), 'set', { vlan_id: 4095, server_ip: '192.0.2.1' }), /vlan_id/],
      [() => s.write(D('relay_standard_add'), 'set', { vlan_id: 10, server_ip: '0.0.0.0' }), /server_ip/],
      [() => s.write(D('relay_option60_add'), 'set', { option60: 'x'.repeat(65), server_ip: '192.0.2.1' }), /option60/],
      [() => s.write(D('relay_option60_add'), 'set', { option60: 'a b', server_ip: '192.0.2.1' }), /option60/],
      [() => s.write(D('relay_standard_del'), 'set', { vlan_id: 10, server_ip: '192.0.2.1' }), /no relay server/],
      [() => s.write(D('relay_option60_del'), 'set', { option60: 'x', server_ip: '192.0.2.1' }), /no relay server/],
      [() => s.write(D('dhcp_admin'), 'set', { dhcp_admin: 2 }), /dhcp_admin/],
      [() => s.write(D('relay_admin'), 'set', { relay_admin: 2 }), /relay_admin/],
      [() => s.write(D('relay_policy'), 'set', { relay_policy: 3 }), /relay_policy/],
      [() => s.write(D('option82_admin'), 'set', { option82_admin: -1 }), /option82_admin/],
      [() => s.write(D('option82_policy'), 'set', { option82_policy: 3 }), /option82_policy/],
      [() => s.write(D('snooping_admin'), 'set', { snooping_admin: 'on' }), /snooping_admin/],
      [() => s.write(D('snooping_chaddr'), 'set', { chaddr_check: 5 }), /chaddr_check/],
      [() => s.write(D('snooping_response'), 'set', { response_time: '2' }), /response_time/],
      [() => s.write(D('snooping_response'), 'set', { response_time: 3601 }), /response_time/],
      [() => s.write(D('snooping_trust_add'), 'set', { trust_portlist: '1' }), /uplink/],
      [() => s.write(D('snooping_trust_add'), 'set', { trust_portlist: 'x' }), /trust_portlist/],
      [() => s.write(D('snooping_trust_del'), 'set', { trust_portlist: '9' }), /not trusted/],
      [() => s.write(D('dhcpv6_admin'), 'set', { dhcpv6_admin: 2 }), /dhcpv6_admin/],
      [() => s.write(D('option18_admin'), 'set', { option18_admin: 2 }), /option18_admin/],
      [() => s.write(D('option37_admin'), 'set', { option37_admin: 2 }), /option37_admin/],
    ]);
    const bad = await s.read(`${D('binding_page')}&search=${encodeURIComponent('<x>')}`);
    expect(bad.code).toBeGreaterThan(1);
  });

  it('the relay needs routing (the message programs look for), and routing stays on while it relays', async () => {
    expect((await s.write('/switch_route?form=admin', 'set', { status: 0 })).code).toBe(1);
    await expectAllRefused(s, [
      [() => s.write(D('relay_admin'), 'set', { relay_admin: 1 }), /dhcp realy function must be enable ip route/],
    ]);
    expect((await s.write('/switch_route?form=admin', 'set', { status: 1 })).code).toBe(1);
    expect((await s.write(D('relay_admin'), 'set', { relay_admin: 1 })).code).toBe(1);
    await expectAllRefused(s, [
      [() => s.write('/switch_route?form=admin', 'set', { status: 0 }), /please disable dhcp relay first/],
      [() => s.write(D('server_admin'), 'set', { server_admin: 1 }), /relay off first/],
    ]);
    expect((await s.write(D('relay_policy'), 'set', { relay_policy: 1 })).code).toBe(1);
    expect((await s.write(D('relay_standard_add'), 'set', { vlan_id: 10, server_ip: '192.0.2.1' })).code).toBe(1);
    expect((await s.write(D('relay_option60_add'), 'set', { option60: 'MSFT50', server_ip: '192.0.2.9' })).code).toBe(
      1,
    );
    expect((await s.read(D('relay_standard'))).data).toEqual([{ vlan_id: 10, server_ip: '192.0.2.1' }]);
    expect((await s.read(D('relay_option60'))).data).toEqual([{ option60: 'MSFT50', server_ip: '192.0.2.9' }]);
    expect((await s.write(D('relay_standard_del'), 'set', { vlan_id: 10, server_ip: '192.0.2.1' })).code).toBe(1);
    expect((await s.write(D('relay_option60_del'), 'set', { option60: 'MSFT50', server_ip: '192.0.2.9' })).code).toBe(
      1,
    );
    expect((await s.write(D('option82_admin'), 'set', { option82_admin: 1 })).code).toBe(1);
    expect((await s.write(D('option82_policy'), 'set', { option82_policy: 2 })).code).toBe(1);
    expect((await s.write(D('snooping_chaddr'), 'set', { chaddr_check: 1 })).code).toBe(1);
    expect((await s.write(D('snooping_response'), 'set', { response_time: '30' })).code).toBe(1);
    const uplink = s.olt.counts.ponports + 1;
    expect((await s.write(D('snooping_trust_add'), 'set', { trust_portlist: String(uplink) })).code).toBe(1);
    expect(await global()).toMatchObject({
      relay_admin: 1,
      relay_policy: 1,
      option82_admin: 1,
      option82_policy: 2,
      option82_circuit: 1,
      option82_remote: 1,
      chaddr_check: 1,
      response_time: 30,
      trust_portlist: String(uplink),
    });
    expect((await s.write(D('snooping_trust_del'), 'set', { trust_portlist: String(uplink) })).code).toBe(1);
    expect((await global()).trust_portlist).toBe('');
  });

  it('snooping acts on its settings: a spoofed chaddr gets no lease; a server slower than the response time none', async () => {
    expect((await s.write(D('dhcp_admin'), 'set', { dhcp_admin: 1 })).code).toBe(1);
    expect((await s.write(D('snooping_admin'), 'set', { snooping_admin: 1 })).code).toBe(1);
    expect((await s.write(D('snooping_chaddr'), 'set', { chaddr_check: 1 })).code).toBe(1);
    expect(
      (await s.write(D('server_cfg'), 'set', { ...pool, ipaddress_e: '10.40.3.250', ipmask: '255.255.252.0' })).code,
    ).toBe(1);
    expect((await s.write(D('server_admin'), 'set', { server_admin: 1 })).code).toBe(1);
    s.olt.simulation.tick(40_000);
    // the third host of every fifth ONU asks with another chaddr: none of those hosts holds a lease
    const checked = await rows();
    expect(checked.length).toBeGreaterThan(100);
    expect(s.olt.dhcp.usage().chaddrDropped).toBeGreaterThan(0);
    expect((await s.write(D('snooping_chaddr'), 'set', { chaddr_check: 0 })).code).toBe(1);
    s.olt.simulation.tick(40_000);
    const unchecked = await rows();
    const added = unchecked.filter((r) => !checked.some((c) => c.macaddr === r.macaddr));
    expect(added.length).toBeGreaterThan(0);
    expect(added.some((r) => r.onu_id % 5 === 0)).toBe(true);
  });

  it('snooping drops a pending relayed request at the response time: a server slower than it makes no binding', async () => {
    // 192.0.2.67 answers in 4 s; a response time of 3 s leaves no binding, 10 s lets them in
    expect((await s.write(D('dhcp_admin'), 'set', { dhcp_admin: 1 })).code).toBe(1);
    expect((await s.write(D('snooping_admin'), 'set', { snooping_admin: 1 })).code).toBe(1);
    expect((await s.write(D('relay_admin'), 'set', { relay_admin: 1 })).code).toBe(1);
    const vlanId = s.olt.vlan.pvidOf(1);
    expect((await s.write(D('relay_standard_add'), 'set', { vlan_id: vlanId, server_ip: '192.0.2.67' })).code).toBe(1);
    const uplink = s.olt.counts.ponports + 1;
    expect((await s.write(D('snooping_trust_add'), 'set', { trust_portlist: String(uplink) })).code).toBe(1);
    expect((await s.write(D('snooping_response'), 'set', { response_time: '3' })).code).toBe(1);
    s.olt.simulation.tick(30_000);
    expect((await rows()).filter((r) => r.origin === 'relay')).toHaveLength(0);
    expect(s.olt.dhcp.usage().timedOut).toBeGreaterThan(0);
    expect((await s.write(D('snooping_response'), 'set', { response_time: '10' })).code).toBe(1);
    s.olt.simulation.tick(30_000);
    expect((await rows()).filter((r) => r.origin === 'relay').length).toBeGreaterThan(0);
  });

  it('DHCPv6 and its options 18 and 37 switch and persist', async () => {
    for (const f of ['dhcpv6_admin', 'option18_admin', 'option37_admin'])
      expect((await s.write(D(f), 'set', { [f]: 1 })).code).toBe(1);
    expect((await s.read(D('dhcpv6_global'))).data).toEqual({ dhcpv6_admin: 1, option18_admin: 1, option37_admin: 1 });
    expect(s.olt.config.export().dhcp).toMatchObject({ dhcpv6_admin: 1, option18_admin: 1, option37_admin: 1 });
  });

  it('DHCP-X2: the DHCPv6 relay’s bindings, paged, searched and filtered on the device, with options 18 and 37', async () => {
    const v6 = async (query = '') =>
      (await s.read<Dhcpv6BindingPage>(`${D('dhcpv6_binding_page')}${query}`)).data as Dhcpv6BindingPage;
    s.olt.simulation.tick(10_000);
    // off: nothing relayed, nothing bound
    expect(await v6()).toEqual({ total: 0, page: 1, rows: [] });
    for (const f of ['dhcpv6_admin', 'option18_admin', 'option37_admin'])
      expect((await s.write(D(f), 'set', { [f]: 1 })).code).toBe(1);
    s.olt.simulation.tick(10_000);
    const first = await v6();
    expect(first.total).toBeGreaterThan(10);
    expect(first.rows).toHaveLength(10);
    const row = first.rows[0]!;
    expect(row).toMatchObject({ ia_type: 'na', remote_enterprise: 32473 });
    expect(row.address).toMatch(/^2001:db8:\d+::[0-9a-f]+$/);
    expect(row.duid).toMatch(/^00:03:00:01:/);
    expect(row.interface_id).toMatch(/^VLAN\d+\+PON\d\d:\d+$/);
    const pd = (await v6('&ia=pd&page_size=500')).rows;
    expect(pd.length).toBeGreaterThan(0);
    expect(pd.every((r) => r.ia_type === 'pd' && r.address.endsWith('/60'))).toBe(true);
    const one = pd[0]!;
    const inside = one.address.replace('::/60', '::1');
    expect((await v6(`&address=${encodeURIComponent(inside)}`)).rows.map((r) => r.macaddr)).toEqual([one.macaddr]);
    expect((await v6(`&search=${one.port_id}/${one.onu_id}`)).rows.map((r) => r.ia_type)).toEqual(['na', 'pd']);
    expect((await v6(`&search=${one.macaddr}&page=2`)).page).toBe(1);
    const where = (await s.read<{ hits: MacWhereHit[] }>(`/switch_mac?form=where&mac=${encodeURIComponent(inside)}`))
      .data;
    expect(where?.hits).toEqual([
      expect.objectContaining({ source: 'dhcpv6', ip: one.address, port_id: one.port_id, onu_id: one.onu_id }),
    ]);
    await expectAllRefused(s, [
      [() => s.read(`${D('dhcpv6_binding_page')}&page_size=501`), /page_size/],
      [() => s.read(`${D('dhcpv6_binding_page')}&page_size=9`), /page_size/],
      [() => s.read(`${D('dhcpv6_binding_page')}&page=0`), /page/],
      [() => s.read(`${D('dhcpv6_binding_page')}&address=2001:db8::zz`), /address/],
      [() => s.read(`${D('dhcpv6_binding_page')}&address=2001:db8::1::2`), /address/],
      [() => s.read(`${D('dhcpv6_binding_page')}&address=1:2`), /address/],
      [() => s.read(`${D('dhcpv6_binding_page')}&address=10.0.0.1`), /address/],
      [() => s.read(`${D('dhcpv6_binding_page')}&ia=ta`), /ia/],
      [() => s.read(`${D('dhcpv6_binding_page')}&search=${encodeURIComponent('<x>')}`), /search/],
      [() => s.read(`${D('dhcpv6_binding_page')}&search=${'a'.repeat(44)}`), /search/],
      [() => s.read('/switch_mac?form=where&mac=2001:db8:0:0:0:0:0:0:1'), /MAC search/],
    ]);
  });
});
