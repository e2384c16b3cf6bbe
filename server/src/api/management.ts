import { inbound, outbound, type MgmtInterface } from '@olt/protocol';
import { route, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';

/**
 * The management interfaces of the simulated OLT (MGMT-01/02): the out-of-band port at the address the box ships
 * with, and one in-band interface on VLAN 100. Addresses are not configurable yet (MGMT-03…15 are not part of
 * this device), so they are fixed here rather than stored.
 */
const OUT_OF_BAND = { ipaddr: '192.168.1.100', ipmask: '255.255.255.0' } as const;
const IN_BAND = { vlanId: 100, ipaddr: '10.100.0.1', ipmask: '255.255.255.0' } as const;
const MTU = 1500;

/** Management traffic per interface, bytes per second each way, and the mean packet size it is made of. */
const MGMT_TRAFFIC = { outbound: { rx: 2_400, tx: 5_100 }, inbound: { rx: 900, tx: 1_300 } } as const;
const MEAN_PACKET_BYTES = 420;

/** `fe80::` plus the modified EUI-64 of the MAC (RFC 4291), as a device derives its link-local address. */
export function linkLocal(mac: string): string {
  const b = mac.split(':').map((h) => Number.parseInt(h, 16));
  const eui = [(b[0] ?? 0) ^ 0x02, b[1] ?? 0, b[2] ?? 0, 0xff, 0xfe, b[3] ?? 0, b[4] ?? 0, b[5] ?? 0];
  const groups = [0, 2, 4, 6].map((i) => (((eui[i] ?? 0) << 8) | (eui[i + 1] ?? 0)).toString(16));
  return `fe80::${groups.join(':')}/64`;
}

/** Counters since the device (re)booted: the interface has carried its steady management traffic since then. */
function counters(uptimeMs: number, rate: { rx: number; tx: number }) {
  const seconds = uptimeMs / 1000;
  const rcvbytes = Math.floor(seconds * rate.rx);
  const transbytes = Math.floor(seconds * rate.tx);
  return {
    rcvpkts: Math.floor(rcvbytes / MEAN_PACKET_BYTES),
    rcvbytes,
    transpkts: Math.floor(transbytes / MEAN_PACKET_BYTES),
    transbytes,
  };
}

export function managementRoutes(svc: Services): RouteDef[] {
  const { chassis } = svc.device;
  const mac = (): string => chassis.baseMac.toUpperCase();
  return [
    route(outbound, (): MgmtInterface => ({
      interface: 'outbound',
      admin: 1,
      telnet_status: 1,
      ...OUT_OF_BAND,
      ipv6_address: [{ ipv6: linkLocal(chassis.baseMac) }],
      mtu: MTU,
      macaddr: mac(),
      ...counters(chassis.uptimeMs(), MGMT_TRAFFIC.outbound),
    })),
    route(inbound, (): MgmtInterface[] => [
      {
        interface: `vlanif-${IN_BAND.vlanId}`,
        vlan_id: IN_BAND.vlanId,
        telnet_status: 1,
        ipaddr: IN_BAND.ipaddr,
        ipmask: IN_BAND.ipmask,
        ipv6_address: [{ ipv6: linkLocal(chassis.baseMac) }],
        mtu: MTU,
        macaddr: mac(),
        ...counters(chassis.uptimeMs(), MGMT_TRAFFIC.inbound),
      },
    ]),
  ];
}
