import {
  addInbound,
  deleteInbound,
  deleteInboundV6,
  deleteOutboundV6,
  setDefaultRoute,
  setDefaultRouteV6,
  setDns,
  setDnsV6,
  setInbound,
  setOutbound,
  setOutboundAdmin,
  setTelnetStatus,
} from './mgmtAccess.ts';
import { addSshKey, setFrpc, setServicePorts, setSnmpCommunity, setSnmpTrap, setSpec1 } from './services.ts';

/**
 * Settings this simulated device stores and shows but cannot act on: they take effect only on real hardware, and
 * the screens say so. The others act here too: the syslog server receives the log, the access list refuses
 * addresses (by address: the MAC of a rule is checked only by real hardware), AAA checks sign-ins against RADIUS.
 */
export const HARDWARE_ONLY_ENDPOINTS: readonly string[] = [
  setServicePorts,
  setSpec1,
  setFrpc,
  addSshKey,
  setSnmpTrap,
  setSnmpCommunity,
  setOutbound,
  deleteOutboundV6,
  addInbound,
  setInbound,
  deleteInbound,
  deleteInboundV6,
  setTelnetStatus,
  setOutboundAdmin,
  setDns,
  setDnsV6,
  setDefaultRoute,
  setDefaultRouteV6,
].map((ep) => ep.id);
