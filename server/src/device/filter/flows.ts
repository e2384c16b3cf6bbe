import { IP_PROTOCOLS, type Packet } from '@olt/protocol';
import type { Onu } from '../onus/onuModel.ts';
import { macsBehind } from '../mac/macLearning.ts';

/** A flow of the simulated traffic: a kind of packet, and its share of what a port receives. */
export interface Flow {
  packet: Packet;
  share: number;
}

/**
 * What the customers behind an ONU use, as shares of its traffic: the servers are documentation addresses
 * (RFC 5737), so a rule an operator writes for them cannot catch a real network's.
 */
const SERVICES = [
  { name: 'https', protocol: IP_PROTOCOLS.tcp, server: '203.0.113.10', port: 443, share: 0.5, dscp: 0, cos: 0 },
  { name: 'http', protocol: IP_PROTOCOLS.tcp, server: '203.0.113.80', port: 80, share: 0.15, dscp: 0, cos: 0 },
  { name: 'video', protocol: IP_PROTOCOLS.tcp, server: '192.0.2.35', port: 1935, share: 0.2, dscp: 34, cos: 4 },
  { name: 'voice', protocol: IP_PROTOCOLS.udp, server: '198.51.100.60', port: 5060, share: 0.07, dscp: 46, cos: 5 },
  { name: 'dns', protocol: IP_PROTOCOLS.udp, server: '198.51.100.53', port: 53, share: 0.03, dscp: 0, cos: 0 },
  { name: 'ping', protocol: IP_PROTOCOLS.icmp, server: '192.0.2.1', port: 0, share: 0.05, dscp: 0, cos: 0 },
] as const;

/** The share of the customers' traffic at each 802.1p priority (index), as their services mark it. */
export const PRIORITY_SHARES: readonly number[] = Array.from({ length: 8 }, (_, cos) =>
  SERVICES.filter((s) => s.cos === cos).reduce((sum, s) => sum + s.share, 0),
);

/** A customer device's address: the PON, the ONU and the device behind it (10.<pon>.<onu>.<11…>). */
export const hostAddress = (portId: number, onuId: number, host: number): string =>
  `10.${portId}.${onuId}.${11 + host}`;

const ephemeralPort = (portId: number, onuId: number, host: number, service: number): number =>
  49152 + ((portId * 7919 + onuId * 104729 + host * 131 + service * 17) % 16000);

interface Sender {
  onu: Pick<Onu, 'portId' | 'onuId' | 'mac'>;
  vlanId: number;
}

/** Each host behind each ONU sending its services' packets upstream: what a PON port receives. */
export function upstreamFlows(senders: readonly Sender[], gatewayMac: string): Flow[] {
  const flows: Flow[] = [];
  for (const { onu, vlanId } of senders) {
    const hosts = macsBehind(onu).slice(1);
    hosts.forEach((mac, h) => {
      SERVICES.forEach((s, i) => {
        const isIcmp = s.protocol === IP_PROTOCOLS.icmp;
        flows.push({
          share: s.share / hosts.length / senders.length,
          packet: {
            src_mac: mac,
            dst_mac: gatewayMac,
            eth_type: 0x0800,
            vlan_id: vlanId,
            cos: s.cos,
            src_ip: hostAddress(onu.portId, onu.onuId, h),
            dst_ip: s.server,
            protocol: s.protocol,
            ...(isIcmp ? {} : { src_port: ephemeralPort(onu.portId, onu.onuId, h, i), dst_port: s.port }),
            dscp: s.dscp,
          },
        });
      });
    });
  }
  return flows;
}

/** The answers coming back to the same hosts: what an uplink receives, addressed the other way round. */
export function downstreamFlows(senders: readonly Sender[], gatewayMac: string): Flow[] {
  return upstreamFlows(senders, gatewayMac).map(({ share, packet: p }) => ({
    share,
    packet: {
      ...p,
      src_mac: p.dst_mac,
      dst_mac: p.src_mac,
      src_ip: p.dst_ip,
      dst_ip: p.src_ip,
      ...(p.src_port === undefined ? {} : { src_port: p.dst_port, dst_port: p.src_port }),
    },
  }));
}
