import {
  dhcpAdmin,
  dhcpBindingPage,
  dhcpGlobal,
  dhcpv6Admin,
  dhcpv6BindingPage,
  dhcpv6Global,
  option18Admin,
  option37Admin,
  option82Admin,
  option82Policy,
  relayAdmin,
  relayOption60Add,
  relayOption60Delete,
  relayOption60List,
  relayPolicy,
  relayStandardAdd,
  relayStandardDelete,
  relayStandardList,
  serverAdmin,
  serverConfig,
  snoopingAdmin,
  snoopingChaddr,
  snoopingFlush,
  snoopingPrepare,
  snoopingResponse,
  snoopingTable,
  snoopingTrustAdd,
  snoopingTrustDelete,
} from '@olt/protocol';
import { route, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';

/**
 * DHCP relay, option 82, snooping and the server (DHCP-01…23), DHCPv6 (DHCP-24…27), the paged bindings (DHCP-X1) and
 * the DHCPv6 relay's (DHCP-X2).
 */
export function dhcpRoutes(svc: Services): RouteDef[] {
  const { dhcp, dhcpv6 } = svc.device;
  return [
    route(dhcpGlobal, () => dhcp.global()),
    route(dhcpAdmin, ({ param }) => dhcp.setSwitch('dhcp_admin', param.dhcp_admin)),
    route(relayAdmin, ({ param }) => dhcp.setRelay(param.relay_admin)),
    route(relayPolicy, ({ param }) => dhcp.setRelayPolicy(param.relay_policy)),
    route(relayStandardList, () => dhcp.relayStandard()),
    route(relayOption60List, () => dhcp.relayOption60()),
    route(relayStandardAdd, ({ param }) => dhcp.addRelayStandard(param.vlan_id, param.server_ip)),
    route(relayStandardDelete, ({ param }) => dhcp.deleteRelayStandard(param.vlan_id, param.server_ip)),
    route(relayOption60Add, ({ param }) => dhcp.addRelayOption60(param.option60, param.server_ip)),
    route(relayOption60Delete, ({ param }) => dhcp.deleteRelayOption60(param.option60, param.server_ip)),
    route(option82Admin, ({ param }) => dhcp.setSwitch('option82_admin', param.option82_admin)),
    route(option82Policy, ({ param }) => dhcp.setOption82Policy(param.option82_policy)),
    route(snoopingAdmin, ({ param }) => dhcp.setSwitch('snooping_admin', param.snooping_admin)),
    route(snoopingChaddr, ({ param }) => dhcp.setSwitch('chaddr_check', param.chaddr_check)),
    route(snoopingResponse, ({ param }) => dhcp.setResponseTime(param.response_time)),
    route(snoopingTrustAdd, ({ param }) => dhcp.trust(param.trust_portlist, true)),
    route(snoopingTrustDelete, ({ param }) => dhcp.trust(param.trust_portlist, false)),
    route(snoopingPrepare, () => undefined),
    route(snoopingTable, () => dhcp.snoopingTable()),
    route(snoopingFlush, () => dhcp.flushBindings()),
    route(serverAdmin, ({ param }) => dhcp.setServer(param.server_admin)),
    route(serverConfig, ({ param }) => {
      const { flags, ...rest } = param;
      dhcp.setServerConfig(flags, rest);
    }),
    route(dhcpv6Global, () => dhcp.dhcpv6()),
    route(dhcpv6Admin, ({ param }) => dhcp.setSwitch('dhcpv6_admin', param.dhcpv6_admin)),
    route(option18Admin, ({ param }) => dhcp.setSwitch('option18_admin', param.option18_admin)),
    route(option37Admin, ({ param }) => dhcp.setSwitch('option37_admin', param.option37_admin)),
    route(dhcpBindingPage, ({ query }) => dhcp.bindingPage(query)),
    route(dhcpv6BindingPage, ({ query }) => dhcpv6.bindingPage(query)),
  ];
}
