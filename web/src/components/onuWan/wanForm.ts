import {
  WAN_CTYPES,
  WAN_IPMODES,
  WAN_MTU,
  WAN_PORT_WLAN,
  type EndpointParam,
  type OnuWan,
  type WanSummary,
  type addOnuWan,
} from '@olt/protocol';

/** What an ONU can carry, as ONU-32 says: LAN ports, radios, a telephone port. */
export type WanCapabilities = Pick<WanSummary, 'lanports' | 'wlan' | 'voip'>;
type CtypeName = keyof typeof WAN_CTYPES;
export type IpmodeName = keyof typeof WAN_IPMODES;

/** The add form's values: numbers typed as text stay text until sent; switches are booleans. */
export interface WanValues {
  name: string;
  ipmode: number;
  ctype: number;
  mtu?: string;
  tagmode: boolean;
  vlan_id?: string;
  ipaddr?: string;
  ipmask?: string;
  gateway?: string;
  reqdns: boolean;
  pridns?: string;
  secdns?: string;
  user?: string;
  password?: string;
  pppoemode: number;
  portmap: number[];
  igmpproxy: number;
}

export const NEW_WAN: WanValues = {
  name: '',
  ipmode: WAN_IPMODES.bridge,
  ctype: WAN_CTYPES.internet,
  // the largest Ethernet payload: what an operator usually wants, and typed over when not
  mtu: String(WAN_MTU.max),
  tagmode: false,
  reqdns: false,
  pppoemode: 0,
  portmap: [],
  igmpproxy: 0,
};

/** The service types this ONU takes (api.md §3.3): one LAN port means INTERNET only, VOICE needs a telephone port. */
export function ctypeChoices(caps: WanCapabilities): CtypeName[] {
  if (caps.lanports === 1) return ['internet'];
  return (Object.keys(WAN_CTYPES) as CtypeName[]).filter((k) => k !== 'voice' || caps.voip > 0);
}

/** The ports a WAN may bind (`portmap` numbers): LAN 1…n, then WLAN1 (5) and WLAN2 (10) by radios. */
export function mappablePorts(caps: WanCapabilities): number[] {
  const ports = Array.from({ length: caps.lanports }, (_, i) => i + 1);
  if (caps.wlan >= 1) ports.push(WAN_PORT_WLAN.first);
  if (caps.wlan >= 2) ports.push(WAN_PORT_WLAN.second);
  return ports;
}

/** A port's name: LAN n, or WLAN1/WLAN2. */
export const portName = (port: number): string =>
  port === WAN_PORT_WLAN.first ? 'WLAN1' : port === WAN_PORT_WLAN.second ? 'WLAN2' : `LAN${port}`;

/** Ports another WAN of the ONU has already (a port belongs to one WAN), leaving out the one being looked at. */
export function takenPorts(wans: readonly OnuWan[], except?: number): Map<number, string> {
  const taken = new Map<number, string>();
  for (const wan of wans) if (wan.index !== except) for (const port of wan.portmap ?? []) taken.set(port, wan.name);
  return taken;
}

/** Which fields the mode and service show (screens.md §10.8). */
export function shownFields(values: Pick<WanValues, 'ipmode' | 'ctype' | 'tagmode' | 'reqdns'>) {
  const isStatic = values.ipmode === WAN_IPMODES.static;
  const isRouted = isStatic || values.ipmode === WAN_IPMODES.dhcp;
  return {
    mtu: values.ipmode !== WAN_IPMODES.bridge,
    vlan: values.tagmode,
    ipproto: isRouted,
    address: isStatic,
    dns: isRouted,
    dnsServers: isRouted && values.reqdns,
    pppoe: values.ipmode === WAN_IPMODES.pppoe,
    portmap: values.ctype !== WAN_CTYPES.voice,
    /** TR069 and VOICE need no bound port */
    isPortmapRequired: values.ctype !== WAN_CTYPES.voice && values.ctype !== WAN_CTYPES.tr069,
  };
}

type WanParam = Omit<EndpointParam<typeof addOnuWan>, 'port_id' | 'onu_id'>;

/** The request of a new WAN from the form: only the fields its mode uses, numbers read from what was typed. */
export function wanParam(values: WanValues): WanParam {
  const shown = shownFields(values);
  const param: WanParam = {
    name: values.name,
    index: -1,
    ipmode: values.ipmode,
    ctype: values.ctype,
    tagmode: values.tagmode ? 1 : 0,
    ipproto: 1,
    igmpproxy: values.igmpproxy,
    reqdns: shown.dns && values.reqdns ? 1 : 0,
    portmap: shown.portmap ? [...values.portmap].sort((a, b) => a - b) : null,
  };
  if (shown.mtu) param.mtu = Number(values.mtu);
  if (shown.vlan) param.vlan_id = Number(values.vlan_id);
  if (shown.address) Object.assign(param, { ipaddr: values.ipaddr, ipmask: values.ipmask, gateway: values.gateway });
  if (shown.dnsServers) Object.assign(param, { pridns: values.pridns, secdns: values.secdns ?? '' });
  if (shown.pppoe) Object.assign(param, { user: values.user, password: values.password, pppoemode: values.pppoemode });
  return param;
}

/** A stored WAN as the form shows it, for the read-only view. */
export function wanValues(wan: OnuWan): WanValues {
  return {
    ...wan,
    mtu: wan.mtu ? String(wan.mtu) : '',
    vlan_id: wan.vlan_id ? String(wan.vlan_id) : '',
    tagmode: wan.tagmode === 1,
    reqdns: wan.reqdns === 1,
    portmap: wan.portmap ?? [],
  };
}
