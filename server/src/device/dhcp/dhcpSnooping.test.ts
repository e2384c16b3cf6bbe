import { describe, expect, it } from 'vitest';
import { makeOlt } from '../../../test/deviceKit.ts';
import { spoofsChaddr } from './dhcpClients.ts';

const POOL = { ipaddress_s: '10.40.0.10', ipaddress_e: '10.40.3.250', ipmask: '255.255.252.0' };

function serving(chaddrCheck: number) {
  const kit = makeOlt();
  const { olt } = kit;
  olt.dhcp.setSwitch('dhcp_admin', 1);
  olt.dhcp.setSwitch('snooping_admin', 1);
  olt.dhcp.setSwitch('chaddr_check', chaddrCheck);
  olt.dhcp.setServerConfig(0x1 | 0x2 | 0x20, { ...POOL, lease_time: 600 });
  olt.dhcp.setServer(1);
  return kit;
}

type Olt = ReturnType<typeof makeOlt>['olt'];

/** Every binding, page by page. */
function allRows(olt: Olt) {
  const { total } = olt.dhcp.bindingPage({ page_size: 500 });
  const pages = Math.ceil(total / 500);
  return Array.from({ length: pages }, (_, i) => olt.dhcp.bindingPage({ page: i + 1, page_size: 500 }).rows).flat();
}

describe('DHCP snooping client MAC (chaddr) check', () => {
  it('drops the requests whose chaddr is not the source MAC, counts them, and leases them again when off', () => {
    const off = serving(0).olt;
    off.simulation.tick(40_000);
    const all = allRows(off);
    expect(off.dhcp.usage().chaddrDropped).toBe(0);

    const { olt } = serving(1);
    olt.simulation.tick(40_000);
    const checked = allRows(olt);
    expect(olt.dhcp.usage().chaddrDropped).toBeGreaterThan(0);
    // exactly the spoofing hosts are missing: the third host of every fifth ONU
    const missing = all.filter((r) => !checked.some((c) => c.macaddr === r.macaddr));
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.every((r) => r.onu_id % 5 === 0)).toBe(true);
    expect(checked.length).toBe(all.length - missing.length);
    expect(spoofsChaddr(5, 2) && !spoofsChaddr(5, 1) && !spoofsChaddr(4, 2)).toBe(true);

    // the check off again: the same hosts get their addresses
    olt.dhcp.setSwitch('chaddr_check', 0);
    olt.simulation.tick(40_000);
    const again = new Set(allRows(olt).map((r) => r.macaddr));
    expect(missing.every((r) => again.has(r.macaddr))).toBe(true);
  });

  it('needs snooping on: with snooping off the check does not drop', () => {
    const { olt } = serving(1);
    olt.dhcp.setSwitch('snooping_admin', 0);
    olt.simulation.tick(40_000);
    expect(olt.dhcp.usage().chaddrDropped).toBe(0);
  });
});

function relaying(responseS: number) {
  const kit = makeOlt();
  const { olt } = kit;
  olt.dhcp.setSwitch('dhcp_admin', 1);
  olt.dhcp.setSwitch('snooping_admin', 1);
  olt.dhcp.setRelay(1);
  olt.dhcp.trust([olt.counts.ponports + 1], true);
  olt.dhcp.setResponseTime(responseS);
  // 192.0.2.67 answers in 1 + (67 mod 8) = 4 s
  olt.dhcp.addRelayStandard(olt.vlan.pvidOf(1), '192.0.2.67');
  return kit;
}

describe('DHCP snooping response time', () => {
  it('a server answering within the response time makes bindings, after its delay', () => {
    const { olt } = relaying(5);
    olt.simulation.tick(3_000);
    expect(olt.dhcp.snoopingTable()).toHaveLength(0);
    olt.simulation.tick(10_000);
    expect(olt.dhcp.snoopingTable().length).toBeGreaterThan(0);
    expect(olt.dhcp.usage().timedOut).toBe(0);
  });

  it('a server slower than the response time yields no binding: each pending entry goes at the response time', () => {
    const { olt } = relaying(3);
    olt.simulation.tick(2_000);
    expect(olt.dhcp.usage().timedOut).toBe(0);
    olt.simulation.tick(2_000);
    const first = olt.dhcp.usage().timedOut;
    expect(first).toBeGreaterThan(0);
    olt.simulation.tick(30_000);
    expect(olt.dhcp.snoopingTable()).toHaveLength(0);
    expect(olt.dhcp.bindingPage({}).total).toBe(0);
    expect(olt.dhcp.usage().timedOut).toBeGreaterThan(first);
    // a longer response time lets the same server's answers in
    olt.dhcp.setResponseTime(10);
    olt.simulation.tick(30_000);
    expect(olt.dhcp.snoopingTable().length).toBeGreaterThan(0);
  });
});
