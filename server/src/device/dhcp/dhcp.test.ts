import { describe, expect, it } from 'vitest';
import { RELAY_NEEDS_ROUTING } from '@olt/protocol';
import { expectRefused, makeOlt } from '../../../test/deviceKit.ts';

const POOL = { ipaddress_s: '10.40.0.100', ipaddress_e: '10.40.0.104', ipmask: '255.255.255.0' };

function serving(leaseS = 600) {
  const kit = makeOlt();
  const { olt } = kit;
  olt.dhcp.setSwitch('dhcp_admin', 1);
  olt.dhcp.setSwitch('snooping_admin', 1);
  olt.dhcp.setServerConfig(0x1 | 0x2 | 0x20, { ...POOL, lease_time: leaseS });
  olt.dhcp.setServer(1);
  return kit;
}

describe('DHCP server', () => {
  it('leases from its pool to the hosts behind online ONUs; a full pool refuses the next client', () => {
    const { olt } = serving();
    olt.simulation.tick(3_000);
    const page = olt.dhcp.bindingPage({ page_size: 500 });
    expect(page.total).toBe(5);
    expect(page.rows.map((r) => r.ipaddr).sort()).toEqual([
      '10.40.0.100',
      '10.40.0.101',
      '10.40.0.102',
      '10.40.0.103',
      '10.40.0.104',
    ]);
    expect(page.rows[0]).toMatchObject({
      origin: 'server',
      server_ip: '10.40.0.1',
      entry_status: 1,
    });
    expect(page.rows.every((r) => r.lease_left_s > 590 && r.lease_left_s <= 600)).toBe(true);
    const usage = olt.dhcp.usage();
    expect(usage).toMatchObject({ inUse: 5, size: 5 });
    expect(usage.unanswered).toBeGreaterThan(0);
    expect(olt.alarms.logs().some((l) => /pool .* is full/.test(l.content))).toBe(true);
    // snooping recorded them; the binding's ONU hosts the client
    const b = olt.dhcp.snoopingTable();
    expect(b).toHaveLength(5);
    const row = page.rows[0];
    expect(olt.onus.onu(row!.port_id, row!.onu_id).status).toBe('Online');
  });

  it('renews at half the lease on the device clock and lets a lease expire when nobody renews', () => {
    const { olt } = serving(120);
    olt.simulation.tick(2_000);
    const first = olt.dhcp.bindingPage({}).rows[0]!;
    olt.simulation.tick(70_000);
    const renewed = olt.dhcp.bindingPage({ search: first.macaddr }).rows[0]!;
    expect(renewed.ipaddr).toBe(first.ipaddr);
    expect(renewed.lease_left_s).toBeGreaterThan(100);
    // the server off: renewals go unanswered and every lease runs out
    olt.dhcp.setServer(0);
    olt.simulation.tick(125_000);
    expect(olt.dhcp.bindingPage({}).total).toBe(0);
  });

  it('is found by IP, MAC part or PON/ONU; flushing clears the bindings but not the leases', () => {
    const { olt } = serving();
    olt.simulation.tick(3_000);
    const row = olt.dhcp.bindingPage({}).rows[2]!;
    expect(olt.mac.where(row.ipaddr).hits).toEqual([
      expect.objectContaining({
        source: 'dhcp',
        ip: row.ipaddr,
        macaddr: row.macaddr,
        port_id: row.port_id,
        onu_id: row.onu_id,
      }),
    ]);
    expect(olt.dhcp.bindingPage({ search: `${row.port_id}/${row.onu_id}` }).rows.map((r) => r.macaddr)).toContain(
      row.macaddr,
    );
    expect(olt.dhcp.bindingPage({ search: row.macaddr.slice(-5) }).rows.map((r) => r.ipaddr)).toContain(row.ipaddr);
    olt.dhcp.flushBindings();
    expect(olt.dhcp.snoopingTable()).toEqual([]);
    expect(olt.dhcp.bindingPage({}).total).toBe(5);
  });

  it('refuses a pool start after its end, a lease out of range, and a server without an in-band interface', () => {
    const { olt } = makeOlt();
    expectRefused(
      olt,
      () => olt.dhcp.setServerConfig(0x1, { ipaddress_s: '10.40.0.9', ipaddress_e: '10.40.0.2' }),
      /after the end/,
    );
    expectRefused(olt, () => olt.dhcp.setServerConfig(0x20, { lease_time: 59 }), /lease_time/);
    expectRefused(olt, () => olt.dhcp.setServerConfig(0x4, { interface: 77 }), /in-band/);
  });
});

describe('DHCP relay', () => {
  it('needs IP routing, and routing cannot go off while the relay is on', () => {
    const { olt } = makeOlt();
    olt.route.setRouting(0);
    expectRefused(olt, () => olt.dhcp.setRelay(1), new RegExp(RELAY_NEEDS_ROUTING));
    olt.route.setRouting(1);
    olt.dhcp.setRelay(1);
    expectRefused(olt, () => olt.route.setRouting(0), /please disable dhcp relay first/);
    expectRefused(olt, () => olt.dhcp.setServer(1), /relay off first/);
  });

  it('relays to the VLAN server, which leases from its own range; option 82 carries the PON/ONU per policy', () => {
    const { olt } = makeOlt();
    olt.dhcp.setSwitch('dhcp_admin', 1);
    olt.dhcp.setRelay(1);
    const vlanId = olt.vlan.pvidOf(1);
    olt.dhcp.addRelayStandard(vlanId, '192.0.2.67');
    olt.dhcp.setSwitch('option82_admin', 1);
    olt.dhcp.setOption82Policy(2);
    olt.simulation.tick(30_000);
    const rows = olt.dhcp.bindingPage({ page_size: 500 }).rows;
    expect(rows.length).toBeGreaterThan(5);
    const r = rows[0]!;
    expect(r).toMatchObject({ origin: 'relay', server_ip: '192.0.2.67', remote_id: olt.chassis.baseMac });
    expect(r.ipaddr).toMatch(/^100\.64\./);
    expect(r.circuit_id).toBe(`VLAN${r.vlan_id}+PON${String(r.port_id).padStart(2, '0')}:${r.onu_id}`);
  });

  it('drop refuses the requests that carry their own option 82; keep relays theirs; snooping needs a trusted uplink', () => {
    const { olt } = makeOlt();
    olt.dhcp.setSwitch('dhcp_admin', 1);
    olt.dhcp.setRelay(1);
    olt.dhcp.addRelayStandard(olt.vlan.pvidOf(1), '192.0.2.67');
    olt.dhcp.setSwitch('option82_admin', 1);
    olt.dhcp.setOption82Policy(1);
    olt.simulation.tick(30_000);
    const dropped = olt.dhcp.bindingPage({ page_size: 500 }).rows;
    expect(dropped.every((r) => !r.circuit_id.startsWith('client-'))).toBe(true);
    olt.dhcp.setOption82Policy(0);
    olt.simulation.tick(30_000);
    const kept = olt.dhcp.bindingPage({ page_size: 500 }).rows;
    expect(kept.some((r) => r.circuit_id.startsWith('client-'))).toBe(true);
    expect(kept.length).toBeGreaterThan(dropped.length);
  });

  it('with snooping on, upstream answers are taken only on a trusted uplink', () => {
    const { olt } = makeOlt();
    olt.dhcp.setSwitch('dhcp_admin', 1);
    olt.dhcp.setSwitch('snooping_admin', 1);
    olt.dhcp.setRelay(1);
    olt.dhcp.addRelayStandard(olt.vlan.pvidOf(1), '192.0.2.67');
    olt.simulation.tick(5_000);
    expect(olt.dhcp.bindingPage({}).total).toBe(0);
    expect(olt.dhcp.usage().unanswered).toBeGreaterThan(0);
    olt.dhcp.trust([olt.counts.ponports + 1], true);
    olt.simulation.tick(30_000);
    expect(olt.dhcp.snoopingTable().length).toBeGreaterThan(0);
  });

  it('keeps its configuration across a reload; DHCPv6 switches persist', () => {
    const { olt } = makeOlt();
    olt.dhcp.setSwitch('dhcpv6_admin', 1);
    olt.dhcp.setSwitch('option37_admin', 1);
    olt.dhcp.addRelayOption60('MSFT50', '198.51.100.7');
    const saved = olt.config.export();
    const { olt: other } = makeOlt();
    other.config.import(saved);
    expect(other.dhcp.dhcpv6()).toEqual({ dhcpv6_admin: 1, option18_admin: 0, option37_admin: 1 });
    expect(other.dhcp.relayOption60()).toEqual([{ option60: 'MSFT50', server_ip: '198.51.100.7' }]);
  });
});
