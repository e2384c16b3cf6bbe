import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MirrorRow } from '@olt/protocol';
import { expectAllRefused, openDeviceSession, type DeviceSession } from '../../test/deviceApi.ts';

let s: DeviceSession;

beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

const SET = '/switch_port?form=mirror';
const PON01 = 1;
const GE01 = 9;
const GE02 = 10;

/** What `port` received and sent over the next 10 simulated seconds, bytes. */
function over10s(...ports: number[]): { rx: number; tx: number }[] {
  const before = ports.map((p) => s.olt.ports.counters(p));
  s.olt.simulation.tick(10_000);
  return ports.map((p, i) => {
    const now = s.olt.ports.counters(p);
    return { rx: now.rx_octets - before[i]!.rx_octets, tx: now.tx_octets - before[i]!.tx_octets };
  });
}

describe('port mirroring (MIR-01…04)', () => {
  it('lists every port, sets a session, reads it back, keeps it in the configuration and clears it', async () => {
    expect(await s.write(SET, 'set', { src_port: PON01, dst_port: GE02, type: '3' })).toMatchObject({ code: 1 });
    const all = MirrorRow.array().parse((await s.read('/switch_port?form=mirror_all')).data);
    expect(all).toHaveLength(14);
    expect(all[0]).toEqual({ port_id: PON01, dst_port: GE02, type: 3 });
    expect(all[1]).toEqual({ port_id: 2, dst_port: 0, type: 0 });
    expect((await s.read(`${SET}&port_id=1`)).data).toEqual({ src_port: PON01, dst_port: GE02, type: 3 });
    expect(s.olt.config.export().mirror).toEqual([{ src_port: PON01, dst_port: GE02, type: 3 }]);
    expect(await s.write(SET, 'clear', { src_port: PON01 })).toMatchObject({ code: 1 });
    expect((await s.read(`${SET}&port_id=1`)).data).toEqual({ src_port: PON01, dst_port: 0, type: 0 });
    expect(s.olt.config.export().mirror).toEqual([]);
  });

  it('sends out of the destination what the source carries in the mirrored directions', async () => {
    s.olt.simulation.tick(5_000);
    const [plainSrc, plainDst] = over10s(GE01, GE02);
    // GE02 has no traffic of its own: whatever it sends is a copy
    expect(plainSrc!.rx).toBeGreaterThan(1_000_000);
    expect(plainDst!.tx).toBe(0);

    await s.write(SET, 'set', { src_port: GE01, dst_port: GE02, type: 1 });
    const [src, dst] = over10s(GE01, GE02);
    expect(Math.abs(dst!.tx - src!.rx)).toBeLessThanOrEqual(2);
    const rate = (id: number) => s.olt.ports.rates().find((r) => r.port_id === id)!;
    expect(rate(GE02).outbound_bps).toBe(rate(GE01).inbound_bps);

    await s.write(SET, 'set', { src_port: GE01, dst_port: GE02, type: 2 });
    const [egressSrc, egressDst] = over10s(GE01, GE02);
    expect(Math.abs(egressDst!.tx - egressSrc!.tx)).toBeLessThanOrEqual(2);

    await s.write(SET, 'set', { src_port: GE01, dst_port: GE02, type: 3 });
    const [bothSrc, bothDst] = over10s(GE01, GE02);
    expect(Math.abs(bothDst!.tx - (bothSrc!.rx + bothSrc!.tx))).toBeLessThanOrEqual(3);

    await s.write(SET, 'clear', { src_port: GE01 });
    expect(over10s(GE02)[0]!.tx).toBe(0);
  });

  it('refuses a destination that is a source, a source that is a destination, a PON destination and bad values', async () => {
    await s.write(SET, 'set', { src_port: PON01, dst_port: GE02, type: 1 });
    expect(await s.write(SET, 'set', { src_port: GE02, dst_port: GE02, type: 1 })).toMatchObject({
      message: 'error: GE02 cannot be mirrored to itself',
    });
    expect(await s.write(SET, 'set', { src_port: 3, dst_port: PON01, type: 1 })).toMatchObject({
      message: 'error: the mirror destination must be a GE or XGE port, not PON01',
    });
    await s.write(SET, 'set', { src_port: GE01, dst_port: 13, type: 2 });
    expect(await s.write(SET, 'set', { src_port: 2, dst_port: GE01, type: 1 })).toMatchObject({
      message: 'error: GE01 is a mirror source and cannot be a destination too',
    });
    expect(await s.write(SET, 'set', { src_port: GE02, dst_port: 13, type: 1 })).toMatchObject({
      message: 'error: GE02 is the mirror destination of PON01 and cannot be a source too',
    });
    const base = { src_port: 2, dst_port: 11, type: 1 };
    await expectAllRefused(s, [
      [() => s.write(SET, 'set', { ...base, type: 0 })],
      [() => s.write(SET, 'set', { ...base, type: 4 })],
      [() => s.write(SET, 'set', { ...base, dst_port: 99 })],
      [() => s.write(SET, 'set', { ...base, src_port: 0 })],
      [() => s.write(SET, 'set', { src_port: 2 })],
      [() => s.write(SET, 'clear', { src_port: 2 })],
      [() => s.write(SET, 'clear', {})],
    ]);
    expect((await s.read(`${SET}&port_id=99`)).code).toBeGreaterThan(1);
  });
});
