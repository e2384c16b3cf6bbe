import { describe, expect, it } from 'vitest';
import { PSC } from '@olt/protocol';
import { makeOlt } from '../../../test/deviceKit.ts';
import { spreadOver } from './loadBalance.ts';

const GE03 = 11;
const GE04 = 12;
const XGE01 = 13;
const XGE02 = 14;

/** Octets each member of trunk 1 (GE03+GE04) sent and received over 20 s with the trunk hashing by `psc`. */
function memberOctets(psc: number) {
  const { olt } = makeOlt();
  olt.lag.setPsc(1, psc);
  olt.simulation.tick(3_000);
  olt.ports.clearCounters(0);
  olt.simulation.tick(20_000);
  const c3 = olt.ports.counters(GE03);
  const c4 = olt.ports.counters(GE04);
  return { tx: [c3.tx_octets, c4.tx_octets], rx: [c3.rx_octets, c4.rx_octets] };
}
/** The lesser member's octets over the greater's: 1 is an even spread, near 0 one member carrying all. */
const balance = ([a = 0, b = 0]: number[]) => Math.min(a, b) / Math.max(a, b);

describe('trunk load balancing (PSC)', () => {
  it('by destination MAC, all upstream goes to the one gateway, so one member sends it all', () => {
    const { tx, rx } = memberOctets(PSC.dstMac);
    // the idle member sends only the device's own management traffic
    expect(balance(tx)).toBeLessThan(0.05);
    // downstream goes to many hosts: spread
    expect(balance(rx)).toBeGreaterThan(0.6);
  });

  it('by source MAC, upstream from many hosts spreads; downstream from the one gateway does not', () => {
    const { tx, rx } = memberOctets(PSC.srcMac);
    expect(balance(tx)).toBeGreaterThan(0.6);
    expect(balance(rx)).toBeLessThan(0.05);
  });

  it('by source and destination IP, both ways spread over the members', () => {
    const { tx, rx } = memberOctets(PSC.srcDstIp);
    expect(balance(tx)).toBeGreaterThan(0.6);
    expect(balance(rx)).toBeGreaterThan(0.6);
  });

  it('a member left alone takes the trunk’s whole traffic, whatever the criterion', () => {
    const { olt } = makeOlt();
    olt.lag.setPsc(1, PSC.srcMac);
    olt.ports.set(GE04, { flags: 1, admin_status: 0 });
    olt.simulation.tick(3_000);
    olt.ports.clearCounters(0);
    olt.simulation.tick(10_000);
    expect(olt.ports.counters(GE04).tx_octets).toBe(0);
    expect(olt.ports.counters(GE03).tx_octets).toBeGreaterThan(0);
  });
});

describe('spreadOver', () => {
  const flow = (src_ip: string, dst_ip: string) => ({ packet: { src_ip, dst_ip }, share: 0.25 });
  const flows = [flow('10.1.1.11', '192.0.2.1'), flow('10.1.1.12', '192.0.2.1'), flow('10.1.2.11', '192.0.2.1')];

  it('puts flows with one value of the criterion on one member, whole', () => {
    const shares = spreadOver([XGE02, XGE01], flows, PSC.dstIp);
    expect([...shares.values()].sort()).toEqual([0, 1]);
  });

  it('keeps each flow on one member: shares are sums of whole flows, and add up to 1', () => {
    const shares = spreadOver([XGE01, XGE02], flows, PSC.srcIp);
    const values = [...shares.values()];
    expect(values.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    for (const v of values) expect([0, 1 / 3, 2 / 3, 1].some((w) => Math.abs(w - v) < 1e-9)).toBe(true);
  });

  it('shares evenly when there is nothing to hash', () => {
    expect([...spreadOver([XGE01, XGE02], [], PSC.srcMac).values()]).toEqual([0.5, 0.5]);
  });
});
