import type { FastifyRequest } from 'fastify';
import {
  addInbound,
  deleteDefaultRoute,
  deleteDefaultRouteV6,
  deleteInbound,
  deleteInboundV6,
  deleteOutboundV6,
  getDefaultRoutes,
  getDns,
  inbound,
  outbound,
  setDefaultRoute,
  setDefaultRouteV6,
  setDns,
  setDnsV6,
  setInbound,
  setOutbound,
  setOutboundAdmin,
  setTelnetStatus,
  type MgmtInterface,
} from '@olt/protocol';
import { route, type RouteDef } from '../../http/dispatch.ts';
import type { Services } from '../../services.ts';
import { linkLocal } from '../../device/management/addresses.ts';
import { vlanInterface, type AddressChange } from '../../device/management/managementArea.ts';

/** The IPv4 default route as ROUTE-06 reads it when there is none. */
const NO_GATEWAY = '0.0.0.0';
const MTU = 1500;
/** Management traffic per interface, bytes per second each way, and the mean packet size it is made of. */
const MGMT_TRAFFIC = { outbound: { rx: 2_400, tx: 5_100 }, inbound: { rx: 900, tx: 1_300 } } as const;
const MEAN_PACKET_BYTES = 420;

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

const addressOf = (p: { ipaddr?: string | undefined; ipmask?: string | undefined; ipv6?: string | undefined }) =>
  (p.ipv6 !== undefined ? { ipv6: p.ipv6 } : { ipaddr: p.ipaddr ?? '', ipmask: p.ipmask ?? '' }) as AddressChange;

/** Management interfaces, DNS and default routes (api.md §2.3, ROUTE-06…10; screens.md §9.4). */
export function managementRoutes(svc: Services): RouteDef[] {
  const { chassis, management } = svc.device;
  const mac = (): string => chassis.baseMac.toUpperCase();
  const ipv6Of = (list: readonly string[]) => [linkLocal(chassis.baseMac), ...list].map((ipv6) => ({ ipv6 }));
  /** the interface a request came through: a change that would cut it off needs `confirm: 1` */
  const arrival = (req: FastifyRequest): string => management.interfaceFor(req.ip, req.socket.localAddress ?? '');
  return [
    route(outbound, (): MgmtInterface => {
      const o = management.outbound();
      return {
        interface: 'outbound',
        admin: o.admin,
        telnet_status: o.telnet,
        ipaddr: o.ipaddr,
        ipmask: o.ipmask,
        ipv6_address: ipv6Of(o.ipv6),
        mtu: MTU,
        macaddr: mac(),
        ...counters(chassis.uptimeMs(), MGMT_TRAFFIC.outbound),
      };
    }),
    route(inbound, (): MgmtInterface[] =>
      management.inbound().map((i) => ({
        interface: vlanInterface(i.vlan_id),
        vlan_id: i.vlan_id,
        telnet_status: i.telnet,
        ipaddr: i.ipaddr,
        ipmask: i.ipmask,
        ipv6_address: ipv6Of(i.ipv6),
        mtu: MTU,
        macaddr: mac(),
        ...counters(chassis.uptimeMs(), MGMT_TRAFFIC.inbound),
      })),
    ),
    route(setOutbound, ({ param, req }) => management.setOutbound(addressOf(param), arrival(req), param.confirm === 1)),
    route(deleteOutboundV6, ({ param }) => management.deleteOutboundV6(param.ipv6)),
    route(setOutboundAdmin, ({ param, req }) =>
      management.setOutboundAdmin(param.admin === 1 ? 1 : 2, arrival(req), param.confirm === 1),
    ),
    route(addInbound, ({ param }) => management.addInbound(param.vlan_id, addressOf(param))),
    route(setInbound, ({ param, req }) =>
      management.setInbound(param.vlan_id, addressOf(param), arrival(req), param.confirm === 1),
    ),
    route(deleteInbound, ({ param, req }) =>
      management.deleteInbound(param.vlan_id, arrival(req), param.confirm === 1),
    ),
    route(deleteInboundV6, ({ param }) => management.deleteInboundV6(param.vlan_id, param.ipv6)),
    route(setTelnetStatus, ({ param }) => management.setTelnet(param.vlan_id, param.telnet_status === 1 ? 1 : 2)),

    route(getDns, () => management.dns()),
    route(setDns, ({ param }) => management.setDns({ primary: param.primary, secondary: param.secondary })),
    route(setDnsV6, ({ param }) =>
      management.setDns({ primary_v6: param.primary_v6.toLowerCase(), secondary_v6: param.secondary_v6.toLowerCase() }),
    ),

    route(getDefaultRoutes, () => management.defaultRoutes()),
    route(setDefaultRoute, ({ param }) => {
      if (param.gateway !== NO_GATEWAY) management.setGateway(param.gateway);
      else if (management.defaultRoutes().gateway !== NO_GATEWAY) management.deleteGateway();
    }),
    route(deleteDefaultRoute, () => management.deleteGateway()),
    route(setDefaultRouteV6, ({ param }) => management.setGatewayV6(param.gateway_v6)),
    route(deleteDefaultRouteV6, () => management.setGatewayV6('')),
  ];
}
