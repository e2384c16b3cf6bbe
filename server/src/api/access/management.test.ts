import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CODE, MgmtInterface, isIPv4, isIPv6, type Envelope } from '@olt/protocol';
import { expectRefused } from '../../../test/boardHelpers.ts';
import { openDeviceSession, type DeviceSession } from '../../../test/deviceApi.ts';
import { linkLocal } from '../../device/management/addresses.ts';

let s: DeviceSession;

beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

const outbound = async () => MgmtInterface.parse((await s.read('/system?form=outbound')).data);
const inbound = async () => z.array(MgmtInterface).parse((await s.read('/system?form=inbound')).data);

/** A write as it arrives from `address` (the browser's side of the connection). */
async function writeFrom(address: string, url: string, verb: string, param: unknown): Promise<Envelope> {
  const res = await s.app.inject({
    method: 'POST',
    url,
    remoteAddress: address,
    headers: { 'content-type': 'application/json', 'x-token': s.token },
    payload: JSON.stringify({ method: verb, param }),
  });
  return res.json<Envelope>();
}

describe('management interfaces (MGMT-01, MGMT-02)', () => {
  it('answers the out-of-band interface with the device MAC and its link-local address', async () => {
    const oob = await outbound();
    expect(oob).toMatchObject({
      interface: 'outbound',
      admin: 1,
      ipaddr: '192.168.1.100',
      ipmask: '255.255.255.0',
      mtu: 1500,
    });
    expect(oob.vlan_id).toBeUndefined();
    expect(oob.macaddr.toLowerCase()).toBe(s.olt.chassis.systemInfo().macaddr);
    expect(oob.ipv6_address).toEqual([{ ipv6: linkLocal(s.olt.chassis.baseMac) }]);
    expect(oob.ipv6_address.every((a) => isIPv6(a.ipv6, { allowPrefix: true }))).toBe(true);
  });

  it('answers the factory in-band interface on the management VLAN 4000', async () => {
    const rows = await inbound();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ interface: 'vlanif-4000', vlan_id: 4000, telnet_status: 1 });
    expect(isIPv4(rows[0]?.ipaddr ?? '')).toBe(true);
  });

  it('counts packets and bytes since the device started', async () => {
    const first = await outbound();
    s.olt.simulation.tick(60_000);
    const later = await outbound();
    expect(Number(later.rcvbytes)).toBeGreaterThan(Number(first.rcvbytes));
    expect(Number(later.transpkts)).toBeGreaterThan(Number(first.transpkts));
  });

  it('derives the link-local address from the MAC as EUI-64', () => {
    expect(linkLocal('38:3a:21:2c:03:0a')).toBe('fe80::3a3a:21ff:fe2c:30a/64');
  });

  it('needs a session and refuses an unknown form', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/system?form=outbound' });
    expect(res.json<{ code: number }>()).toMatchObject({ code: 0 });
    expectRefused(await s.read('/system?form=sideband'));
  });
});

describe('changing the management plane (MGMT-03…12)', () => {
  it('adds an in-band interface on an existing VLAN, sets its address, adds and deletes IPv6, then deletes it', async () => {
    s.olt.vlan.create(321, 321);
    expect(
      (await s.write('/system?form=inbound', 'add', { vlan_id: 321, ipaddr: '10.32.0.1', ipmask: '255.255.255.0' }))
        .code,
    ).toBe(1);
    expect(
      (await s.write('/system?form=inbound', 'set', { vlan_id: '321', ipaddr: '10.33.0.1', ipmask: '255.255.0.0' }))
        .code,
    ).toBe(1);
    expect(
      (await s.write('/system?form=inbound', 'set', { vlan_id: 321, interface: 'vlanif-321', ipv6: '2001:DB8:32::1' }))
        .code,
    ).toBe(1);
    const row = (await inbound()).find((i) => i.vlan_id === 321);
    expect(row).toMatchObject({ ipaddr: '10.33.0.1', ipmask: '255.255.0.0' });
    expect(row?.ipv6_address.map((a) => a.ipv6)).toContain('2001:db8:32::1/64');
    expect((await s.write('/system?form=inbound_v6', 'delete', { vlan_id: 321, ipv6: '2001:db8:32::1/64' })).code).toBe(
      1,
    );
    expect((await s.write('/system?form=inbound', 'delete', { vlan_id: 321 })).code).toBe(1);
    expect((await inbound()).map((i) => i.vlan_id)).toEqual([4000]);
  });

  it('follows the device’s rules and validation, changing nothing on a refusal', async () => {
    const before = JSON.stringify(
      [await outbound(), await inbound()].map((x) => JSON.stringify(x).replace(/"(rcv|trans)\w+":\d+,?/g, '')),
    );
    const refusals: [string, string, unknown, RegExp][] = [
      [
        '/system?form=inbound',
        'add',
        { vlan_id: 301, ipaddr: '10.30.0.1', ipmask: '255.255.255.0' },
        /VLAN 301 does not exist/,
      ],
      [
        '/system?form=inbound',
        'add',
        { vlan_id: 4000, ipaddr: '10.30.0.1', ipmask: '255.255.255.0' },
        /already exists/,
      ],
      ['/system?form=inbound', 'add', { vlan_id: 0, ipaddr: '10.30.0.1', ipmask: '255.255.255.0' }, /vlan_id/],
      ['/system?form=inbound', 'add', { vlan_id: 1, ipaddr: '10.30.0.1' }, /either ipaddr and ipmask, or ipv6/],
      ['/system?form=inbound', 'add', { vlan_id: 1, ipaddr: '10.30.0.1', ipmask: '255.0.255.0' }, /netmask/],
      [
        '/system?form=inbound',
        'add',
        { vlan_id: 1, ipaddr: '10.30.0.0', ipmask: '255.255.255.0' },
        /network or broadcast/,
      ],
      [
        '/system?form=inbound',
        'add',
        { vlan_id: 1, ipaddr: '192.168.1.7', ipmask: '255.255.255.0' },
        /overlaps the subnet of outbound/,
      ],
      ['/system?form=inbound', 'add', { vlan_id: 1, ipaddr: '300.1.1.1', ipmask: '255.255.255.0' }, /ipaddr/],
      [
        '/system?form=outbound',
        'set',
        { ipaddr: '10.40.0.9', ipmask: '255.255.0.0' },
        /overlaps the subnet of vlanif-4000/,
      ],
      ['/system?form=outbound', 'set', { ipv6: 'fe80::1/64' }, /link-local/],
      ['/system?form=outbound', 'set', { ipv6: 'not-an-address' }, /ipv6/],
      ['/system?form=outbound_v6', 'delete', { ipv6: '2001:db8::99' }, /not an address of this interface/],
      ['/system?form=inbound', 'delete', { vlan_id: 42 }, /no in-band interface on VLAN 42/],
      ['/system?form=telnet_status', 'set', { telnet_status: 3, vlan_id: 0 }, /telnet_status/],
      ['/system?form=admin', 'set', { admin: 0 }, /admin/],
    ];
    for (const [url, verb, param, message] of refusals) expectRefused(await s.write(url, verb, param), message);
    const after = JSON.stringify(
      [await outbound(), await inbound()].map((x) => JSON.stringify(x).replace(/"(rcv|trans)\w+":\d+,?/g, '')),
    );
    expect(after).toBe(before);
  });

  it('keeps at most ten IPv6 addresses per interface', async () => {
    for (let i = 1; i <= 10; i++)
      expect((await s.write('/system?form=outbound', 'set', { ipv6: `2001:db8::${i}/64` })).code).toBe(1);
    expectRefused(await s.write('/system?form=outbound', 'set', { ipv6: '2001:db8::11/64' }), /at most 10/);
    expectRefused(await s.write('/system?form=outbound', 'set', { ipv6: '2001:db8::1' }), /already in use/);
  });

  it('switches telnet per interface and the out-of-band port', async () => {
    expect((await s.write('/system?form=telnet_status', 'set', { telnet_status: 2, vlan_id: 0 })).code).toBe(1);
    expect((await s.write('/system?form=telnet_status', 'set', { telnet_status: '2', vlan_id: '4000' })).code).toBe(1);
    expect((await s.write('/system?form=admin', 'set', { admin: 2 })).code).toBe(1);
    expect(await outbound()).toMatchObject({ telnet_status: 2, admin: 2 });
    expect((await inbound())[0]).toMatchObject({ telnet_status: 2 });
  });

  it('refuses to cut off the interface a request came through unless confirmed (CODE.confirm)', async () => {
    // a browser on the out-of-band subnet
    const browser = '192.168.1.50';
    for (const [url, param] of [
      ['/system?form=outbound', { ipaddr: '192.168.7.1', ipmask: '255.255.255.0' }],
      ['/system?form=admin', { admin: 2 }],
    ] as const) {
      const refused = await writeFrom(browser, url, 'set', param);
      expect(refused.code).toBe(CODE.confirm);
      expect(refused.message).toMatch(/^error: this request came through outbound; .* confirm: 1/);
    }
    expect(await outbound()).toMatchObject({ ipaddr: '192.168.1.100', admin: 1 });
    // from the in-band subnet, deleting its interface needs the confirmation too; the out-of-band one does not
    const inband = '10.40.0.20';
    expect((await writeFrom(inband, '/system?form=inbound', 'delete', { vlan_id: 4000 })).code).toBe(CODE.confirm);
    expect((await writeFrom(inband, '/system?form=admin', 'set', { admin: 2 })).code).toBe(1);
    expect((await writeFrom(inband, '/system?form=inbound', 'delete', { vlan_id: 4000, confirm: 1 })).code).toBe(1);
    expect(await inbound()).toEqual([]);
    expect(
      (
        await writeFrom(browser, '/system?form=outbound', 'set', {
          ipaddr: '192.168.7.1',
          ipmask: '255.255.255.0',
          confirm: '1',
        })
      ).code,
    ).toBe(1);
    expect((await outbound()).ipaddr).toBe('192.168.7.1');
  });

  it('keeps what it was told across a save and a reboot, and forgets an unsaved change', async () => {
    await s.write('/system?form=outbound', 'set', { ipv6: '2001:db8::5/64' });
    await s.read('/system_save');
    await s.write('/system?form=telnet_status', 'set', { telnet_status: 2, vlan_id: 0 });
    s.t.services.lifecycle.reboot();
    await new Promise((r) => setTimeout(r, 10));
    const oob = s.olt.management.outbound();
    expect(oob.ipv6).toEqual(['2001:db8::5/64']);
    expect(oob.telnet).toBe(1);
  });
});

describe('DNS and default routes (MGMT-13…15, ROUTE-06…10)', () => {
  it('sets, reads and clears DNS servers', async () => {
    expect((await s.read('/system?form=dns')).data).toEqual({
      primary: '',
      secondary: '',
      primary_v6: '',
      secondary_v6: '',
    });
    expect((await s.write('/system?form=dns', 'set', { primary: '192.0.2.53', secondary: '' })).code).toBe(1);
    expect((await s.write('/system?form=dns_v6', 'set', { primary_v6: '2001:DB8::53' })).code).toBe(1);
    expect((await s.read('/system?form=dns')).data).toEqual({
      primary: '192.0.2.53',
      secondary: '',
      primary_v6: '2001:db8::53',
      secondary_v6: '',
    });
    // the IPv6 "delete" sends set with an empty param (api.md §6.10)
    expect((await s.write('/system?form=dns_v6', 'set', {})).code).toBe(1);
    expect((await s.read('/system?form=dns')).data).toMatchObject({ primary_v6: '', secondary_v6: '' });
    expectRefused(await s.write('/system?form=dns', 'set', { primary: '0.0.0.0' }), /primary/);
    expectRefused(await s.write('/system?form=dns_v6', 'set', { primary_v6: '2001:::1' }), /primary_v6/);
  });

  it('sets a default route reachable through a management interface, and deletes it', async () => {
    expect((await s.read('/switch_route?form=route_default')).data).toEqual({ gateway: '0.0.0.0', gateway_v6: '' });
    expectRefused(
      await s.write('/switch_route?form=route_default', 'set', { gateway: '172.16.0.1' }),
      /not in the subnet/,
    );
    expectRefused(
      await s.write('/switch_route?form=route_default', 'set', { gateway: '192.168.1.100' }),
      /own address/,
    );
    expect((await s.write('/switch_route?form=route_default', 'set', { gateway: '192.168.1.1' })).code).toBe(1);
    expect((await s.write('/switch_route?form=route_default_v6', 'set', { gateway_v6: '2001:db8::1' })).code).toBe(1);
    expect((await s.read('/switch_route?form=route_default')).data).toEqual({
      gateway: '192.168.1.1',
      gateway_v6: '2001:db8::1',
    });
    expect((await s.write('/switch_route?form=route_default', 'delete', { gateway: '0.0.0.0' })).code).toBe(1);
    expect((await s.write('/switch_route?form=route_default_v6', 'delete', {})).code).toBe(1);
    expect((await s.read('/switch_route?form=route_default')).data).toEqual({ gateway: '0.0.0.0', gateway_v6: '' });
    expectRefused(await s.write('/switch_route?form=route_default', 'delete', {}), /no default route/);
  });
});
