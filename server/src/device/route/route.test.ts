import { describe, expect, it } from 'vitest';
import { expectRefused, makeOlt } from '../../../test/deviceKit.ts';

const via = (ipaddress: string, mask: string, gateway: string) => ({ ipaddress, mask, gateway });

describe('routing', () => {
  it('has a direct route per management interface, and a static route reachable through one of them', () => {
    const { olt } = makeOlt();
    // factory interfaces: out of band 192.168.1.100/24, VLAN 4000 at 10.40.0.1/24
    expect(olt.route.routeTable()).toEqual([
      {
        status: 1,
        protocol: 1,
        preference: 0,
        interface: 0,
        ipaddress: '192.168.1.0',
        mask: '255.255.255.0',
        gateway: '192.168.1.100',
        mask_num: 24,
      },
      {
        status: 1,
        protocol: 1,
        preference: 0,
        interface: 4000,
        ipaddress: '10.40.0.0',
        mask: '255.255.255.0',
        gateway: '10.40.0.1',
        mask_num: 24,
      },
    ]);
    olt.route.addStatic(via('172.16.0.0', '255.240.0.0', '10.40.0.254'));
    olt.route.addStatic(via('198.18.0.0', '255.254.0.0', '10.99.0.1'));
    const statics = olt.route.routeTable().filter((r) => r.protocol === 0);
    expect(statics.map((r) => [r.ipaddress, r.mask_num, r.interface, r.status])).toEqual([
      ['172.16.0.0', 12, 4000, 1],
      ['198.18.0.0', 15, 0, 0],
    ]);
  });

  it('shows the management default route among the static ones and leaves it to the Network Interface screen', () => {
    const { olt } = makeOlt();
    olt.management.setGateway('192.168.1.1');
    expect(olt.route.routeTable().at(-1)).toMatchObject({ ipaddress: '0.0.0.0', gateway: '192.168.1.1', status: 1 });
    expectRefused(olt, () => olt.route.deleteStatic(via('0.0.0.0', '0.0.0.0', '192.168.1.1')), /Network Interface/);
    expectRefused(olt, () => olt.route.addStatic(via('0.0.0.0', '0.0.0.0', '192.168.1.2')), /Network Interface/);
  });

  it('refuses a repeated route, a next hop of its own, and a route while routing is off', () => {
    const { olt } = makeOlt();
    olt.route.addStatic(via('172.16.0.0', '255.255.0.0', '10.40.0.254'));
    expectRefused(olt, () => olt.route.addStatic(via('172.16.0.0', '255.255.0.0', '10.40.0.254')), /exists/);
    expectRefused(olt, () => olt.route.addStatic(via('172.17.0.0', '255.255.0.0', '10.40.0.1')), /own address/);
    expectRefused(olt, () => olt.route.deleteStatic(via('172.18.0.0', '255.255.0.0', '10.40.0.254')), /no such/);
    olt.route.setRouting(0);
    expect(olt.route.routeTable().filter((r) => r.protocol === 0)).toEqual([]);
    expectRefused(olt, () => olt.route.addStatic(via('172.16.0.0', '255.255.0.0', '10.40.0.254')), /routing is off/);
  });
});

describe('the ARP table', () => {
  it('learns the next hops and stations of each interface, ages them out, and is cleared with routing off', () => {
    const { olt } = makeOlt();
    olt.route.addStatic(via('172.16.0.0', '255.255.0.0', '10.40.0.254'));
    olt.simulation.tick(120_000);
    const rows = olt.route.arpRows();
    expect(rows.find((r) => r.ipaddress === '10.40.0.254')).toMatchObject({
      vlanid: 4000,
      macaddress: '3c:8c:40:28:00:fe',
    });
    expect(rows.filter((r) => r.vlanid === 0).length).toBeGreaterThan(0);
    expect(rows.every((r) => (r.vlanid === 0 ? r.portid === 0 : r.portid > 0))).toBe(true);
    // found by "where is this MAC"
    expect(olt.mac.where('3c:8c:40:28:00:fe').hits.some((h) => h.source === 'arp' && h.ip === '10.40.0.254')).toBe(
      true,
    );
    olt.route.setRouting(0);
    expect(olt.route.arpRows()).toEqual([]);
  });

  it('keeps an entry for the age time after its host stops answering', () => {
    const { olt } = makeOlt();
    olt.route.addStatic(via('172.16.0.0', '255.255.0.0', '10.40.0.254'));
    olt.simulation.tick(60_000);
    olt.route.deleteStatic(via('172.16.0.0', '255.255.0.0', '10.40.0.254'));
    olt.simulation.tick(19 * 60_000);
    expect(olt.route.arpRows().some((r) => r.ipaddress === '10.40.0.254')).toBe(true);
    olt.simulation.tick(2 * 60_000);
    expect(olt.route.arpRows().some((r) => r.ipaddress === '10.40.0.254')).toBe(false);
  });

  it('pages, sorts and filters on the device', () => {
    const { olt } = makeOlt();
    olt.route.addStatic(via('172.16.0.0', '255.255.0.0', '10.40.0.254'));
    olt.simulation.tick(120_000);
    const all = olt.route.arpRows().length;
    const page = olt.route.arpPage({ page: 1, page_size: 10, sort: 'ipaddress', order: 'desc' });
    expect(page.total).toBe(all);
    const ips = page.rows.map((r) =>
      r.ipaddress
        .split('.')
        .map(Number)
        .reduce((a, b) => a * 256 + b, 0),
    );
    expect([...ips].sort((a, b) => b - a)).toEqual(ips);
    expect(olt.route.arpPage({ vlan_id: 4000 }).rows.every((r) => r.vlanid === 4000)).toBe(true);
    expect(olt.route.arpPage({ q: '10.40.0.254' }).rows.map((r) => r.ipaddress)).toEqual(['10.40.0.254']);
    expect(olt.route.routePage({ q: '172.16' }).rows.map((r) => r.ipaddress)).toEqual(['172.16.0.0']);
  });
});
