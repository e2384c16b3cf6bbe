import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PortGroupConfig, PortReach } from '@olt/protocol';
import { expectAllRefused, openDeviceSession, type DeviceSession } from '../../test/deviceApi.ts';

let s: DeviceSession;

beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

const P = '/switch_isolate?form=';
const config = async () => PortGroupConfig.parse((await s.read(`${P}port_group`)).data);

describe('port groups (PG-01…08, PG-X1)', () => {
  it('isolates PONs and uplinks, maps ports in inter-working mode and resets the map', async () => {
    expect((await s.write(`${P}isolate_pon`, 'add', { pon_isolate_portlist: '1-3' })).code).toBe(1);
    expect((await s.write(`${P}isolate_pon`, 'delete', { pon_isolate_portlist: '2' })).code).toBe(1);
    expect((await s.write(`${P}isolate_uplink`, 'add', { uplink_isolate_portlist: '9,13' })).code).toBe(1);
    expect(await config()).toMatchObject({
      port_group_mode: 1,
      pon_isolate_portlist: '1,3',
      uplink_isolate_portlist: '9,13',
    });
    const reach = PortReach.parse((await s.read(`${P}reach&port_id=1`)).data);
    expect(reach.reach.find((r) => r.port_id === 3)).toEqual({ port_id: 3, allowed: 0, reason: 'both_isolated' });
    expect((await s.write(`${P}port_group_mode`, 'set', { port_group_mode: '2' })).code).toBe(1);
    expect((await s.write(`${P}inter_working`, 'set', { port_id: 1, inter_working_portlist: '9' })).code).toBe(1);
    expect((await config()).inter_working[0]).toEqual({ port_id: 1, inter_working_portlist: '9' });
    expect((await s.write(`${P}inter_working_default`, 'set', {})).code).toBe(1);
    expect((await config()).inter_working[0]?.inter_working_portlist).toBe('2-14');
  });

  it('refuses bad modes and port lists with nothing changed', async () => {
    await expectAllRefused(s, [
      [() => s.write(`${P}port_group_mode`, 'set', { port_group_mode: 0 })],
      [() => s.write(`${P}isolate_pon`, 'add', { pon_isolate_portlist: '9' }), /not a PON port/],
      [() => s.write(`${P}isolate_uplink`, 'add', { uplink_isolate_portlist: '1' }), /not a GE or XGE/],
      [() => s.write(`${P}isolate_pon`, 'delete', { pon_isolate_portlist: '4' }), /not isolated/],
      [() => s.write(`${P}isolate_pon`, 'add', { pon_isolate_portlist: '' }), /at least one/],
      [() => s.write(`${P}isolate_pon`, 'add', { pon_isolate_portlist: '1;2' })],
      [() => s.write(`${P}inter_working`, 'set', { port_id: 1, inter_working_portlist: '1' }), /own egress/],
      [() => s.write(`${P}inter_working`, 'set', { port_id: 99, inter_working_portlist: '2' })],
      [() => s.write(`${P}inter_working`, 'set', { port_id: 1, inter_working_portlist: '99' }), /does not exist/],
    ]);
    expect((await s.read(`${P}reach&port_id=0`)).code).toBeGreaterThan(1);
  });
});
