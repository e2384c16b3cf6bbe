import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MgmtInterface, isIPv4, isIPv6 } from '@olt/protocol';
import { expectRefused } from '../../test/boardHelpers.ts';
import { openDeviceSession, type DeviceSession } from '../../test/deviceApi.ts';
import { linkLocal } from './management.ts';

let s: DeviceSession;

beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

const outbound = async () => MgmtInterface.parse((await s.read('/system?form=outbound')).data);
const inbound = async () => z.array(MgmtInterface).parse((await s.read('/system?form=inbound')).data);

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
    expect(isIPv4(oob.ipaddr)).toBe(true);
    expect(oob.ipv6_address.every((a) => isIPv6(a.ipv6, { allowPrefix: true }))).toBe(true);
  });

  it('answers one in-band interface on VLAN 100', async () => {
    const rows = await inbound();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ interface: 'vlanif-100', vlan_id: 100, telnet_status: 1 });
    expect(isIPv4(rows[0]?.ipaddr ?? '')).toBe(true);
  });

  it('counts packets and bytes since the device started', async () => {
    const first = await outbound();
    s.olt.simulation.tick(60_000);
    const later = await outbound();
    expect(Number(later.rcvbytes)).toBeGreaterThan(Number(first.rcvbytes));
    expect(Number(later.transpkts)).toBeGreaterThan(Number(first.transpkts));
    expect(Number(later.rcvpkts)).toBeLessThan(Number(later.rcvbytes));
  });

  it('derives the link-local address from the MAC as EUI-64', () => {
    expect(linkLocal('38:3a:21:2c:03:0a')).toBe('fe80::3a3a:21ff:fe2c:30a/64');
  });

  it('needs a session and refuses an unknown form', async () => {
    expect(
      await s.app.inject({ method: 'GET', url: '/system?form=outbound' }).then((r) => r.json<{ code: number }>()),
    ).toMatchObject({ code: 0 });
    expectRefused(await s.read('/system?form=sideband'));
  });
});
