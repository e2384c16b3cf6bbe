import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PortCounterRow, PortCounters, PortInfo, PortTraffic, portName } from '@olt/protocol';
import { expectRefused } from '../../test/boardHelpers.ts';
import { openDeviceSession, type DeviceSession } from '../../test/deviceApi.ts';

let s: DeviceSession;

beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

/** Seeded ports: PON 1–8, GE01 (9, the uplink with a cable), GE02 (10, no cable), GE03/04 LAG, XGE 13–14. */
const GE01 = 9;
const URL = '/switch_port?form=port_info';
const port = async (portId: number) => PortInfo.parse((await s.read(`${URL}&port_id=${portId}`)).data);
const counters = async (portId: number) =>
  PortCounters.parse((await s.read(`/switch_port?form=statistic&port_id=${portId}`)).data);

describe('uplinks and one port (PORT-00, PORT-03)', () => {
  it('lists the GE and XGE ports only', async () => {
    const rows = z.array(PortInfo).parse((await s.read('/switch_port?form=info')).data);
    expect(rows.map((p) => portName(p.port_id, s.olt.counts))).toEqual([
      'GE01',
      'GE02',
      'GE03',
      'GE04',
      'XGE01',
      'XGE02',
    ]);
  });

  it('answers one port in the wire shape', async () => {
    const ge = await port(GE01);
    expect(ge).toEqual(s.olt.ports.info(GE01));
    expect(ge).toMatchObject({ port_id: GE01, media: 'copper', admin_status: 1, link_status: 1, speed: '1000M' });
    expect((await port(1)).media).toBe('fiber');
  });

  it('refuses ports the device does not have and malformed ids', async () => {
    expectRefused(await s.read(`${URL}&port_id=15`), /port 15 does not exist/);
    for (const id of ['0', '999', 'x', '']) expectRefused(await s.read(`${URL}&port_id=${id}`));
  });
});

describe('port settings by flags (PORT-02)', () => {
  it('takes only the fields the flags name, the others sent with their old values', async () => {
    const old = await port(GE01);
    const answer = await s.write(URL, 'set', {
      ...old,
      flags: 0x80 | 0x800,
      mtu: 1600,
      port_desc: 'to core-2',
      speed: '0M',
      admin_status: 0,
    });
    expect(answer.code).toBe(1);
    expect(await port(GE01)).toEqual({ ...old, mtu: 1600, port_desc: 'to core-2' });
  });

  it('sets a fixed speed and takes a port down', async () => {
    expect((await s.write(URL, 'set', { port_id: GE01, flags: 0x40, speed: '100M' })).code).toBe(1);
    expect(await port(GE01)).toMatchObject({ auto_neg: 0, speed: '100M' });
    expect((await s.write(URL, 'set', { port_id: GE01, flags: 0x1, admin_status: 0 })).code).toBe(1);
    expect(await port(GE01)).toMatchObject({ admin_status: 0, link_status: 0 });
  });

  it('refuses bad values, PON-only limits and unknown ports, and changes nothing', async () => {
    const before = z.array(PortInfo).parse((await s.read('/switch_port?form=portlist_info')).data);
    const set = (param: object) => s.write(URL, 'set', { port_id: GE01, ...param });
    expectRefused(await set({ flags: 0x40, speed: '10000M' }), /speed of GE01/);
    expectRefused(await set({ flags: 0x80, mtu: 9000 }));
    expectRefused(await set({ flags: 0x100, erate: 10 }));
    expectRefused(await set({ flags: 0x800, port_desc: 'd'.repeat(65) }));
    expectRefused(await set({ flags: 0x400, pvid: 999 }), /VLAN 999 does not exist/);
    expectRefused(await set({ flags: 0x80 }), /mtu is missing/);
    expectRefused(await set({ flags: 0x1000 }));
    expectRefused(await set({ flags: 0x80 | 0x1, mtu: 1600, admin_status: 2 }));
    expectRefused(await set({ flags: '1e2', mtu: 1600 }));
    expectRefused(await set({ port_id: 1, flags: 0x1, admin_status: 0 }), /PON port only takes/);
    expectRefused(await set({ port_id: 15, flags: 0x80, mtu: 1600 }), /does not exist/);
    expectRefused(await set({ port_id: 0, flags: 0x80, mtu: 1600 }));
    expect(z.array(PortInfo).parse((await s.read('/switch_port?form=portlist_info')).data)).toEqual(before);
  });
});

describe('port counters (PORT-04, PORT-05, PORT-06)', () => {
  it('counts traffic as the simulation runs, and lists every port', async () => {
    s.olt.simulation.tick(30_000);
    const ge = await counters(GE01);
    expect(ge.port_id).toBe(GE01);
    expect(ge['rx_octets']).toBeGreaterThan(0);
    expect(Number.isInteger(ge['tx_frame_64'])).toBe(true);
    expect(Object.keys(ge)).toHaveLength(1 + 2 * 14);
    const rows = z.array(PortCounterRow).parse((await s.read('/switch_port?form=statistictab')).data);
    expect(rows.map((r) => r.port_id)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(rows.find((r) => r.port_id === GE01)?.rx_octets).toBe(ge['rx_octets']);
  });

  it('clears one port, or every port with port_id 0', async () => {
    s.olt.simulation.tick(30_000);
    expect(await s.read(`/switch_port?form=nostatistic&port_id=${GE01}`)).toEqual({ code: 1, message: 'success' });
    expect((await counters(GE01))['rx_octets']).toBe(0);
    expect((await counters(1))['rx_octets']).toBeGreaterThan(0);
    expect((await s.read('/switch_port?form=nostatistic&port_id=0')).code).toBe(1);
    const rows = z.array(PortCounterRow).parse((await s.read('/switch_port?form=statistictab')).data);
    expect(rows.every((r) => r.rx_octets === 0 && r.tx_octets === 0)).toBe(true);
  });

  it('refuses unknown ports and malformed ids, and clears nothing', async () => {
    s.olt.simulation.tick(30_000);
    const before = await counters(1);
    expectRefused(await s.read('/switch_port?form=statistic&port_id=15'), /does not exist/);
    expectRefused(await s.read('/switch_port?form=statistic&port_id=0'));
    expectRefused(await s.read('/switch_port?form=nostatistic&port_id=15'), /does not exist/);
    for (const id of ['', ' ', 'all', '-1', '0x0'])
      expectRefused(await s.read(`/switch_port?form=nostatistic&port_id=${id}`));
    expectRefused(await s.read('/switch_port?form=nostatistic'));
    expect(await counters(1)).toEqual(before);
  });
});

describe('traffic history (MON-01)', () => {
  it('answers a series per port, a point every 5 simulated seconds, rates in bit/s', async () => {
    s.olt.simulation.tick(60_000);
    const series = z.array(PortTraffic).parse((await s.read('/switch_port?form=statistic_monitor_all')).data);
    expect(series.map((p) => p.port_id)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    const uplink = series.find((p) => p.port_id === GE01)?.samples ?? [];
    expect(uplink.length).toBe(12);
    expect((uplink[1]?.time_ms ?? 0) - (uplink[0]?.time_ms ?? 0)).toBe(5_000);
    expect(uplink.every((p) => p.inbound_bps > 0 && p.outbound_bps > 0)).toBe(true);
    const idle = series.find((p) => p.port_id === 10)?.samples ?? [];
    expect(idle.every((p) => p.inbound_bps === 0)).toBe(true);
  });
});
