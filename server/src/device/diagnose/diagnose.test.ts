import { describe, expect, it } from 'vitest';
import { expectRefused, makeOlt } from '../../../test/deviceKit.ts';

function pingDone(olt: ReturnType<typeof makeOlt>['olt'], seconds = 10): string {
  olt.simulation.tick(seconds * 1_000);
  const r = olt.diagnose.result();
  expect(r.finish).toBe(1);
  return r.result;
}

describe('ping from the device', () => {
  it('gets answers from a neighbour that answers ARP, and from a network behind a reachable route', () => {
    const { olt } = makeOlt();
    olt.route.addStatic({ ipaddress: '172.16.0.0', mask: '255.255.0.0', gateway: '10.40.0.254' });
    olt.diagnose.startPing('10.40.0.254', 'vlanif-4000', 3, 64);
    expect(olt.diagnose.result().finish).toBe(0);
    const lan = pingDone(olt);
    expect(lan).toMatch(/^PING 10\.40\.0\.254 \(10\.40\.0\.254\) from 10\.40\.0\.1 vlanif-4000: 64\(92\) bytes/);
    expect(lan.match(/72 bytes from 10\.40\.0\.254: icmp_seq=\d ttl=64/g)).toHaveLength(3);
    expect(lan).toContain('3 packets transmitted, 3 received, 0% packet loss');
    olt.diagnose.startPing('172.16.9.9', 'vlanif-4000', 2, 100);
    const far = pingDone(olt);
    expect(far.match(/ttl=61/g)).toHaveLength(2);
  });

  it('says host unreachable for a silent neighbour and network unreachable with no route out of the interface', () => {
    const { olt } = makeOlt();
    olt.diagnose.startPing('10.40.0.77', 'vlanif-4000', 2, 64);
    const silent = pingDone(olt);
    expect(silent.match(/Destination Host Unreachable/g)).toHaveLength(2);
    expect(silent).toContain('2 packets transmitted, 0 received, 100% packet loss');
    olt.diagnose.startPing('8.8.8.8', 'outbound', 4, 64);
    expect(pingDone(olt)).toContain('Network is unreachable');
    // with the default route on the out-of-band port, the world answers through it
    olt.management.setGateway('192.168.1.1');
    olt.simulation.tick(31_000);
    olt.diagnose.startPing('8.8.8.8', 'outbound', 1, 64);
    expect(pingDone(olt)).toContain('1 received');
  });

  it('runs one ping at a time and refuses an interface the device does not have', () => {
    const { olt } = makeOlt();
    olt.diagnose.startPing('192.168.1.100', 'outbound', 5, 64);
    expectRefused(olt, () => olt.diagnose.startPing('192.168.1.100', 'outbound', 1, 64), /a ping is running/);
    expect(pingDone(olt)).toContain('5 received');
    expectRefused(olt, () => olt.diagnose.startPing('10.0.0.1', 'vlanif-99', 1, 64), /no management interface/);
  });
});
