import { describe, expect, it } from 'vitest';
import { AUTH_MODES, DHCPV6_REMOTE_ID_ENTERPRISE, portName, type Dhcpv6Binding } from '@olt/protocol';
import { makeOlt } from '../../../test/deviceKit.ts';
import { addressIn } from '../management/addresses.ts';
import { circuitIdOf } from './dhcpRelay.ts';
import { dhcpv6ClientMac, runsDhcpv6 } from './dhcpv6Clients.ts';
import { RELEASE_AFTER_OFFLINE_MS } from './dhcpv6Area.ts';
import { DHCPV6_LIFETIMES_S } from './dhcpv6Server.ts';

type Olt = ReturnType<typeof makeOlt>['olt'];

/** A device of four PONs (the long runs stay short) with DHCPv6 and the options as asked. */
function relaying(options: { option18?: 0 | 1; option37?: 0 | 1 } = {}) {
  const kit = makeOlt({ ponPorts: 4 });
  const { olt } = kit;
  olt.deviceLog.setLevel('dhcp', 7);
  olt.dhcp.setSwitch('dhcpv6_admin', 1);
  olt.dhcp.setSwitch('option18_admin', options.option18 ?? 0);
  olt.dhcp.setSwitch('option37_admin', options.option37 ?? 0);
  return kit;
}

function allRows(olt: Olt): Dhcpv6Binding[] {
  return olt.dhcpv6.bindingPage({ page_size: 500 }).rows;
}

const traced = (olt: Olt, pattern: RegExp) => olt.deviceLog.lines().filter((l) => pattern.test(l.text));

describe('DHCPv6 relay (Lightweight DHCPv6 Relay Agent, RFC 6221)', () => {
  it('relays nothing while DHCPv6 is off: the clients keep soliciting and get no address', () => {
    const { olt } = makeOlt({ ponPorts: 4 });
    olt.simulation.tick(10_000);
    const early = olt.dhcpv6.usage();
    expect(early.clients).toBeGreaterThan(50);
    expect(early).toMatchObject({ relayed: 0, bindings: 0 });
    expect(early.dropped).toBeGreaterThan(early.clients);
    olt.simulation.tick(60_000);
    expect(olt.dhcpv6.usage().dropped).toBeGreaterThan(early.dropped + early.clients);
    expect(olt.dhcpv6.bindingPage({}).total).toBe(0);
  });

  it('leases an address to every client and a prefix to the routers, from the VLAN’s documentation prefix', () => {
    const { olt } = relaying();
    olt.simulation.tick(10_000);
    const rows = allRows(olt);
    const online = olt.onus.all().filter((o) => o.status === 'Online' && runsDhcpv6(o));
    const na = rows.filter((r) => r.ia_type === 'na');
    expect(na).toHaveLength(online.length);
    // HGUs run DHCPv6, and some SFUs' subscribers do; not every ONU
    expect(online.some((o) => o.hw.dev_type === 'SFU')).toBe(true);
    expect(online.length).toBeLessThan(olt.onus.all().filter((o) => o.status === 'Online').length);
    for (const r of rows) {
      const onu = olt.onus.onu(r.port_id, r.onu_id);
      expect(r.macaddr).toBe(dhcpv6ClientMac(onu));
      expect(r.duid).toBe(`00:03:00:01:${r.macaddr}`);
      expect(r.vlan_id).toBe(olt.vlan.pvidOf(r.port_id));
      expect(addressIn(r.ia_type === 'na' ? r.address : r.address.split('/')[0]!, `2001:db8:${r.vlan_id}::/48`)).toBe(
        true,
      );
      expect(r).toMatchObject({ lease_left_s: DHCPV6_LIFETIMES_S.valid, interface_id: '', remote_enterprise: 0 });
    }
    const hgu = online.find((o) => o.hw.dev_type === 'HGU')!;
    expect(rows.filter((r) => r.port_id === hgu.portId && r.onu_id === hgu.onuId).map((r) => r.ia_type)).toEqual([
      'na',
      'pd',
    ]);
    expect(rows.find((r) => r.ia_type === 'pd')?.address).toMatch(/^2001:db8:\d+:[89a-f][0-9a-f]{3}::\/60$/);
    expect(new Set(na.map((r) => r.address)).size).toBe(na.length);
    expect(traced(olt, /^DHCPv6 lease 2001:db8:/).length).toBe(na.length);
    expect(traced(olt, /^DHCPv6 prefix 2001:db8:.* delegated to/).length).toBe(rows.length - na.length);
  });

  it('adds option 18 with the PON/ONU as option 82 names it, and option 37 with the ONU’s MAC or LOID', () => {
    const { olt } = relaying({ option18: 1, option37: 1 });
    expect(olt.pon.setting(3).auth_mode).toBe(AUTH_MODES.loid);
    olt.simulation.tick(10_000);
    const rows = allRows(olt);
    expect(rows.length).toBeGreaterThan(50);
    for (const r of rows) {
      const onu = olt.onus.onu(r.port_id, r.onu_id);
      expect(r.interface_id).toBe(circuitIdOf(r.vlan_id, portName(r.port_id, olt.counts), r.onu_id));
      expect(r.remote_enterprise).toBe(DHCPV6_REMOTE_ID_ENTERPRISE);
      expect(r.remote_id).toBe(r.port_id === 3 ? onu.hw.loid : onu.mac);
    }
    expect(rows[0]?.interface_id).toBe(`VLAN${rows[0]?.vlan_id}+PON01:${rows[0]?.onu_id}`);
  });

  it('renews at T1 through the relay, keeping the address, with the options as they are then', () => {
    const { olt } = relaying();
    olt.simulation.tick(10_000);
    const before = allRows(olt);
    olt.dhcp.setSwitch('option18_admin', 1);
    olt.simulation.tick((DHCPV6_LIFETIMES_S.t1 - 10) * 1_000);
    // not yet at T1: the first clients' bindings are as the relay recorded them (ONUs that came back since rebound)
    const unrenewed = allRows(olt).filter(
      (r) => r.lease_left_s < DHCPV6_LIFETIMES_S.valid - DHCPV6_LIFETIMES_S.t1 + 20,
    );
    expect(unrenewed.length).toBeGreaterThan(before.length * 0.8);
    expect(unrenewed.every((r) => r.interface_id === '')).toBe(true);
    olt.simulation.tick(20_000);
    const after = allRows(olt);
    const still = after.filter(
      (r) =>
        before.some((b) => b.macaddr === r.macaddr && b.address === r.address) &&
        olt.onus.onu(r.port_id, r.onu_id).status === 'Online',
    );
    expect(still.length).toBeGreaterThan(before.length * 0.8);
    // renewed (those behind an ONU that is online): a full lease again, and the interface ID the relay now adds
    expect(still.every((r) => r.lease_left_s > DHCPV6_LIFETIMES_S.valid - 30)).toBe(true);
    expect(still.every((r) => r.interface_id !== '')).toBe(true);
  });

  it('turned off, renewals go unanswered and every binding runs out at its valid lifetime', () => {
    const { olt } = relaying();
    olt.simulation.tick(10_000);
    const held = olt.dhcpv6.bindingPage({}).total;
    expect(held).toBeGreaterThan(50);
    olt.dhcp.setSwitch('dhcpv6_admin', 0);
    olt.simulation.tick((DHCPV6_LIFETIMES_S.valid - 20) * 1_000);
    // renewing at T1 and rebinding at T2 without an answer, they hold on to the end
    expect(olt.dhcpv6.bindingPage({}).total).toBe(held);
    expect(allRows(olt).every((r) => r.lease_left_s < 30)).toBe(true);
    olt.simulation.tick(30_000);
    expect(olt.dhcpv6.bindingPage({}).total).toBe(0);
    expect(traced(olt, /^DHCPv6 binding .* expired$/).length).toBe(held);
    // the clients start over and keep asking
    const dropped = olt.dhcpv6.usage().dropped;
    olt.simulation.tick(60_000);
    expect(olt.dhcpv6.usage().dropped).toBeGreaterThan(dropped);
    olt.dhcp.setSwitch('dhcpv6_admin', 1);
    olt.simulation.tick(40_000);
    expect(olt.dhcpv6.bindingPage({}).total).toBeGreaterThan(held * 0.8);
  });

  it('keeps the bindings of an ONU back soon, and releases those of an ONU offline long', () => {
    const { olt } = relaying();
    olt.simulation.tick(10_000);
    const ofPon = (portId: number) => allRows(olt).filter((r) => r.port_id === portId);
    const pon4 = ofPon(4);
    expect(pon4.length).toBeGreaterThan(10);
    // a reboot of one ONU: its client rebinds when the ONU is back, same address
    const one = pon4[0]!;
    olt.onus.control.knockDown(olt.onus.onu(4, one.onu_id), 'Reboot', olt.kernel.now());
    olt.simulation.tick(100_000);
    expect(olt.onus.onu(4, one.onu_id).status).toBe('Online');
    const back = ofPon(4).find((r) => r.macaddr === one.macaddr && r.ia_type === one.ia_type);
    expect(back?.address).toBe(one.address);
    expect(back!.lease_left_s).toBeGreaterThan(DHCPV6_LIFETIMES_S.valid - 20);
    // the PON dark for longer than the release time: its bindings go, the others stay
    const dark = ofPon(4);
    olt.pon.setOptState(4, 0);
    olt.simulation.tick(RELEASE_AFTER_OFFLINE_MS - 10_000);
    const pairs = (rows: Dhcpv6Binding[]) => rows.map((r) => `${r.macaddr} ${r.address}`);
    expect(pairs(ofPon(4))).toEqual(pairs(dark));
    olt.simulation.tick(20_000);
    expect(ofPon(4)).toEqual([]);
    expect(ofPon(1).length).toBeGreaterThan(10);
    expect(traced(olt, /^DHCPv6 bindings of .* behind ONU04\/\d+ released: offline for 10 min$/).length).toBe(
      new Set(dark.map((r) => r.macaddr)).size,
    );
    // back, the clients solicit afresh and the server gives them what they had
    olt.pon.setOptState(4, 1);
    olt.simulation.tick(60_000);
    const again = ofPon(4);
    expect(again.length).toBeGreaterThan(dark.length * 0.8);
    for (const r of again) {
      const was = dark.find((p) => p.macaddr === r.macaddr && p.ia_type === r.ia_type);
      if (was) expect(r.address).toBe(was.address);
    }
  });

  it('is searched by address part, MAC, DUID or PON/ONU, filtered by kind, and found by any address it holds', () => {
    const { olt } = relaying();
    olt.simulation.tick(10_000);
    const rows = allRows(olt);
    const pd = rows.find((r) => r.ia_type === 'pd')!;
    const na = rows.find((r) => r.ia_type === 'na' && r.macaddr === pd.macaddr)!;
    const page = (ask: Parameters<typeof olt.dhcpv6.bindingPage>[0]) => olt.dhcpv6.bindingPage(ask).rows;
    expect(page({ search: na.address }).map((r) => r.macaddr)).toEqual([na.macaddr]);
    expect(page({ search: pd.macaddr.slice(-8).toUpperCase() }).map((r) => r.ia_type)).toEqual(['na', 'pd']);
    expect(page({ search: `${pd.port_id}/${pd.onu_id}` })).toHaveLength(2);
    expect(page({ search: pd.duid.replace(/:/g, '') })).toHaveLength(2);
    expect(page({ ia: 'pd', page_size: 500 }).every((r) => r.ia_type === 'pd')).toBe(true);
    expect(page({ ia: 'na' })).toHaveLength(10);
    // a host address inside the delegated /60, written long-hand: the prefix's binding
    const inside = `${pd.address.split('::')[0]}:0:0:0:ab`.replace(/^2001:db8:/, '2001:0db8:');
    expect(page({ address: inside }).map((r) => r.address)).toEqual([pd.address]);
    expect(page({ address: na.address.toUpperCase() }).map((r) => r.address)).toEqual([na.address]);
    expect(olt.dhcpv6.bindingPage({ address: '2001:db8:ffff::1' }).total).toBe(0);
    // "which ONU has this IP" takes the IPv6 address too
    expect(olt.mac.where(inside).hits).toEqual([
      expect.objectContaining({ source: 'dhcpv6', macaddr: pd.macaddr, port_id: pd.port_id, onu_id: pd.onu_id }),
    ]);
  });

  it('forgets its table at a reboot; the clients rebind and it is filled again', () => {
    const { olt } = relaying();
    olt.simulation.tick(10_000);
    const before = allRows(olt);
    olt.simulation.reboot();
    expect(olt.dhcpv6.bindingPage({}).total).toBe(0);
    olt.simulation.tick(120_000);
    const after = allRows(olt);
    expect(after.length).toBeGreaterThan(before.length * 0.8);
    const same = after.filter((r) => before.some((b) => b.macaddr === r.macaddr && b.address === r.address));
    expect(same.length).toBe(after.filter((r) => before.some((b) => b.macaddr === r.macaddr)).length);
  });
});
