import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ArpPage, RouteRow } from '@olt/protocol';
import { expectAllRefused, openDeviceSession, type DeviceSession } from '../../test/deviceApi.ts';

let s: DeviceSession;
beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

const SR = '/switch_route?form=static_route';
const routes = async () => (await s.read<RouteRow[]>('/switch_route?form=route_table')).data ?? [];
const good = { ipaddress: '172.16.0.0', mask: '255.255.0.0', gateway: '10.40.0.254' };

describe('routing (ROUTE-01…05)', () => {
  it('adds and deletes a static route, and turning routing off clears them', async () => {
    expect((await s.read('/switch_route?form=admin_status')).data).toEqual({ status: 1 });
    expect((await s.write(SR, 'set', good)).code).toBe(1);
    expect((await routes()).find((r) => r.protocol === 0)).toMatchObject({
      ...good,
      status: 1,
      interface: 4000,
      mask_num: 16,
    });
    expect((await s.write(SR, 'delete', good)).code).toBe(1);
    expect((await s.write(SR, 'set', good)).code).toBe(1);
    expect((await s.write('/switch_route?form=admin', 'set', { status: 0 })).code).toBe(1);
    expect((await routes()).filter((r) => r.protocol === 0)).toEqual([]);
    expect((await s.read('/switch_route?form=admin_status')).data).toEqual({ status: 0 });
  });

  it('refuses malformed routes with a clear error and adds nothing', async () => {
    await expectAllRefused(s, [
      [() => s.write(SR, 'set', { ...good, mask: '255.0.255.0' }), /netmask/],
      [() => s.write(SR, 'set', { ...good, mask: '10.40.0.5' }), /netmask/],
      [() => s.write(SR, 'set', { ...good, ipaddress: '172.16.0.1' }), /network of the mask/],
      [() => s.write(SR, 'set', { ...good, gateway: '10.40.0' }), /gateway/],
      [() => s.write(SR, 'set', { ...good, gateway: '10.40.0.1' }), /own address/],
      [() => s.write('/switch_route?form=admin', 'set', { status: 2 }), /status/],
    ]);
    expect((await routes()).filter((r) => r.protocol === 0)).toEqual([]);
  });
});

describe('ARP (ROUTE-11…13, ROUTE-X2)', () => {
  it('prepares, lists with the device’s field names, pages, and flushes', async () => {
    expect((await s.read('/switch_route?form=arp_table')).code).toBe(1);
    const rows = (await s.read<unknown[]>('/arp_table')).data ?? [];
    for (const row of rows)
      expect(Object.keys(row as object).sort()).toEqual(['ipaddress', 'macaddress', 'portid', 'vlanid']);
    const page = (await s.read<ArpPage>('/arp_table?form=page&page=1&page_size=10&sort=ipaddress')).data;
    expect(page?.total).toBe(rows.length);
    expect((await s.write('/switch_route?form=arp_flush', 'destroy', {})).code).toBe(1);
    expect((await s.read('/arp_table')).data).toEqual([]);
    await expectAllRefused(s, [
      [() => s.read('/arp_table?form=page&page_size=5'), /page_size/],
      [() => s.read('/arp_table?form=page&sort=color'), /sort/],
    ]);
  });
});
