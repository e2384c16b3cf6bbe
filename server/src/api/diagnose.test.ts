import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PingResult } from '@olt/protocol';
import { expectAllRefused, openDeviceSession, type DeviceSession } from '../../test/deviceApi.ts';

let s: DeviceSession;
beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

const PING = '/diagnose?form=ping';

describe('ping (DIAG-01/02)', () => {
  it('starts with the console’s defaults and answers the output so far', async () => {
    expect((await s.write(PING, 'start', { ipaddr: '192.168.1.100', interface: 'outbound' })).code).toBe(1);
    const r = (await s.read<PingResult>(PING)).data;
    expect(r?.result).toMatch(/^PING 192\.168\.1\.100 \(192\.168\.1\.100\) from 192\.168\.1\.100 outbound: 64\(92\)/);
    expect(r?.finish).toBe(0);
  });

  it('refuses bad asks with a clear error and starts nothing', async () => {
    const ok = { ipaddr: '10.40.0.254', interface: 'vlanif-4000', count: 4, pktsize: 64 };
    await expectAllRefused(s, [
      [() => s.write(PING, 'start', { ...ok, ipaddr: '1' }), /ipaddr/],
      [() => s.write(PING, 'start', { ...ok, ipaddr: '10.40.0.254; reboot' }), /ipaddr/],
      [() => s.write(PING, 'start', { ...ok, count: 51 }), /count/],
      [() => s.write(PING, 'start', { ...ok, pktsize: 3 }), /pktsize/],
      [() => s.write(PING, 'start', { ...ok, interface: 'eth9' }), /no management interface/],
      [() => s.write(PING, 'start', { ...ok, ipaddr: '10.40.0' }), /not an IPv4/],
    ]);
    expect((await s.read<PingResult>(PING)).data).toEqual({ result: '', finish: 1 });
  });
});
