import { z } from 'zod';
import {
  PPPOE_TEXT_CHARS,
  VLAN_ID,
  WANS_PER_ONU_MAX,
  WAN_CTYPES as CTYPE,
  WAN_IPMODES as IPMODE,
  WAN_MTU,
  WAN_NAME_CHARS,
  WAN_PORT_WLAN,
  isIPv4,
  type WanInput,
} from '@olt/protocol';
import { refuse } from '../kernel/errors.ts';
import { checkText } from '../kernel/text.ts';
import type { OnuHardware } from '../onus/onuFactory.ts';

const int = z.number().int();
/** One WAN connection as stored. */
export const StoredWan = z.strictObject({
  index: int,
  name: z.string(),
  ipmode: int,
  ctype: int,
  mtu: int,
  tagmode: int,
  vlan_id: int,
  ipproto: int,
  ipaddr: z.string(),
  ipmask: z.string(),
  gateway: z.string(),
  pppoemode: int,
  user: z.string(),
  password: z.string(),
  reqdns: int,
  pridns: z.string(),
  secdns: z.string(),
  portmap: z.array(int).nullable(),
  igmpproxy: int,
});
export type StoredWan = z.output<typeof StoredWan>;

const ipv4 = (text: string | undefined, what: string): string => {
  if (text === undefined || !isIPv4(text)) refuse(`${what} must be an IPv4 address`);
  return text;
};
/** A mask is ones then zeros: 255.255.255.0, not 255.0.255.0. */
const isNetmask = (text: string): boolean => {
  const bits = text.split('.').reduce((n, part) => n * 256 + Number(part), 0);
  const inverted = 0xffffffff - bits;
  return bits !== 0 && (inverted & (inverted + 1)) === 0;
};

/** The ports a WAN may bind: LAN 1…n, WLAN1 (5) with a radio, WLAN2 (10) with two. */
export function mappablePorts(hw: Pick<OnuHardware, 'geports' | 'wlan'>): number[] {
  const lans = Array.from({ length: hw.geports }, (_, i) => i + 1);
  if (hw.wlan >= 1) lans.push(WAN_PORT_WLAN.first);
  if (hw.wlan >= 2) lans.push(WAN_PORT_WLAN.second);
  return lans;
}

/**
 * A new WAN connection checked against api.md §3.3 and the ONU (single-LAN ONUs carry INTERNET only, VOICE needs a
 * telephone port, a port belongs to one WAN), as it will be stored. `others` are the ONU's existing connections.
 */
export function newWan(input: WanInput, hw: OnuHardware, others: readonly StoredWan[]): StoredWan {
  if (others.length >= WANS_PER_ONU_MAX) refuse(`an ONU holds at most ${WANS_PER_ONU_MAX} WAN connections`);
  checkText(input.name, 'name', WAN_NAME_CHARS.max, WAN_NAME_CHARS.min);
  if (others.some((w) => w.name === input.name)) refuse(`a WAN connection named ${input.name} exists`);
  let index = input.index;
  if (index < 0) index = [...Array(WANS_PER_ONU_MAX).keys()].find((i) => !others.some((w) => w.index === i)) ?? 0;
  else if (others.some((w) => w.index === index)) refuse(`WAN index ${index} is in use`);
  const { ipmode, ctype } = input;
  if (!(Object.values(IPMODE) as number[]).includes(ipmode))
    refuse('ipmode must be 0 static, 1 DHCP, 2 PPPoE or 3 bridge');
  if (!(Object.values(CTYPE) as number[]).includes(ctype))
    refuse('ctype must be 1 TR069, 2 INTERNET, 4 other or 8 VOICE');
  if (ctype === CTYPE.voice && hw.voip === 0) refuse('this ONU has no telephone port: no VOICE connection');
  if (hw.geports === 1 && ctype !== CTYPE.internet)
    refuse('an ONU with one LAN port carries INTERNET connections only');
  const bridge = ipmode === IPMODE.bridge;
  const mtu = bridge ? 0 : (input.mtu ?? Number.NaN);
  if (!bridge && !(mtu >= WAN_MTU.min && mtu <= WAN_MTU.max)) refuse(`mtu must be ${WAN_MTU.min}–${WAN_MTU.max}`);
  const vlan = input.tagmode === 1 ? (input.vlan_id ?? 0) : 0;
  if (input.tagmode === 1 && (vlan < VLAN_ID.min || vlan > VLAN_ID.max)) refuse('vlan_id must be 1–4094 when tagged');
  const wan: StoredWan = {
    index,
    name: input.name,
    ipmode,
    ctype,
    mtu,
    tagmode: input.tagmode,
    vlan_id: vlan,
    ipproto: input.ipproto,
    ipaddr: '',
    ipmask: '',
    gateway: '',
    pppoemode: 0,
    user: '',
    password: '',
    reqdns: 0,
    pridns: '',
    secdns: '',
    portmap: null,
    igmpproxy: input.igmpproxy,
  };
  if (ipmode === IPMODE.static) {
    wan.ipaddr = ipv4(input.ipaddr, 'ipaddr');
    wan.ipmask = ipv4(input.ipmask, 'ipmask');
    if (!isNetmask(wan.ipmask)) refuse('ipmask must be a network mask such as 255.255.255.0');
    wan.gateway = ipv4(input.gateway, 'gateway');
  }
  if ((ipmode === IPMODE.static || ipmode === IPMODE.dhcp) && input.reqdns === 1) {
    wan.reqdns = 1;
    wan.pridns = ipv4(input.pridns, 'pridns');
    wan.secdns = input.secdns ? ipv4(input.secdns, 'secdns') : '';
  }
  if (ipmode === IPMODE.pppoe) {
    checkText(input.user ?? '', 'user', PPPOE_TEXT_CHARS.max, PPPOE_TEXT_CHARS.min);
    checkText(input.password ?? '', 'password', PPPOE_TEXT_CHARS.max, PPPOE_TEXT_CHARS.min);
    [wan.user, wan.password, wan.pppoemode] = [input.user ?? '', input.password ?? '', input.pppoemode ?? 0];
  }
  wan.portmap = ctype === CTYPE.voice ? null : portmapOf(input.portmap ?? [], ctype, hw, others);
  return wan;
}

function portmapOf(ports: readonly number[], ctype: number, hw: OnuHardware, others: readonly StoredWan[]): number[] {
  const allowed = mappablePorts(hw);
  if (ports.length === 0 && ctype !== CTYPE.tr069) refuse('portmap must name at least one LAN or WLAN port');
  if (new Set(ports).size !== ports.length) refuse('portmap names a port twice');
  for (const port of ports) {
    if (!allowed.includes(port)) refuse(`port ${port} does not exist on this ONU (ports: ${allowed.join(', ')})`);
    const holder = others.find((w) => w.portmap?.includes(port));
    if (holder) refuse(`port ${port} already belongs to WAN ${holder.name}`);
  }
  return [...ports].sort((a, b) => a - b);
}
