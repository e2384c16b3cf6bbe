import { z } from 'zod';
import {
  CODE,
  INBAND_INTERFACES_MAX,
  MGMT_IPV6_ADDRESSES_MAX,
  type DnsServers,
  REFUSAL_WORDS,
  wordsText,
  ALARM_WORDS,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { DeviceError, refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { VlanArea } from '../vlan/vlanArea.ts';
import { ipv4ToNumber, isNetworkOrBroadcast, maskBits, plainAddress, sameIpv4Prefix, withPrefix } from './addresses.ts';

const Telnet = z.union([z.literal(1), z.literal(2)]);
const Outbound = z.strictObject({
  ipaddr: z.string(),
  ipmask: z.string(),
  ipv6: z.array(z.string()),
  admin: z.union([z.literal(1), z.literal(2)]),
  telnet: Telnet,
});
const Inbound = z.strictObject({
  vlan_id: z.number().int(),
  ipaddr: z.string(),
  ipmask: z.string(),
  ipv6: z.array(z.string()),
  telnet: Telnet,
});
const Dns = z.strictObject({
  primary: z.string(),
  secondary: z.string(),
  primary_v6: z.string(),
  secondary_v6: z.string(),
});
const Routes = z.strictObject({ gateway: z.string(), gateway_v6: z.string() });

const managementSections = sections({
  mgmt_outbound: { schema: Outbound },
  mgmt_inbound: { schema: z.array(Inbound) },
  mgmt_dns: { schema: Dns },
  mgmt_routes: { schema: Routes },
});
type OutboundConfig = z.output<typeof Outbound>;
type InboundConfig = z.output<typeof Inbound>;
type ManagementConfig = {
  mgmt_outbound: OutboundConfig;
  mgmt_inbound: InboundConfig[];
  mgmt_dns: DnsServers;
  mgmt_routes: z.output<typeof Routes>;
};

/** The factory management plane: the out-of-band port at the address the box ships with, one in-band interface. */
const FACTORY_MANAGEMENT = {
  outbound: { ipaddr: '192.168.1.100', ipmask: '255.255.255.0', ipv6: [], admin: 1, telnet: 1 } as OutboundConfig,
  inbound: [{ vlan_id: 4000, ipaddr: '10.40.0.1', ipmask: '255.255.255.0', ipv6: [], telnet: 1 }] as InboundConfig[],
};

/** An IPv4 change or one IPv6 address to add. */
export type AddressChange = { ipaddr: string; ipmask: string } | { ipv6: string };

/** The interface name of an in-band VLAN interface. */
export const vlanInterface = (vlanId: number): string => `vlanif-${vlanId}`;

/**
 * The management plane (api.md §2.3): the out-of-band port and the in-band VLAN interfaces with their addresses,
 * telnet per interface, DNS and the default routes. The simulated device stores and shows them (real hardware would
 * move to the addresses). Changes that would cut off the interface a request came through are refused with
 * CODE.confirm unless confirmed.
 */
export class ManagementArea implements Area<ManagementConfig> {
  readonly name = 'management';
  readonly sections = managementSections;
  private out: OutboundConfig = structuredClone(FACTORY_MANAGEMENT.outbound);
  private inb: InboundConfig[] = structuredClone(FACTORY_MANAGEMENT.inbound);
  private dnsServers: DnsServers = { primary: '', secondary: '', primary_v6: '', secondary_v6: '' };
  private routes = { gateway: '0.0.0.0', gateway_v6: '' };

  constructor(
    private readonly k: Kernel,
    private readonly vlan: VlanArea,
  ) {}

  outbound(): Readonly<OutboundConfig> {
    return this.out;
  }

  inbound(): readonly Readonly<InboundConfig>[] {
    return this.inb;
  }

  dns(): DnsServers {
    return { ...this.dnsServers };
  }

  defaultRoutes(): { gateway: string; gateway_v6: string } {
    return { ...this.routes };
  }

  /**
   * The management interface a request came through: the one whose address is the connection's local address, else
   * the one whose subnet holds the client; '' when none does (the simulator's own loopback, say).
   */
  interfaceFor(client: string, local: string): string {
    const all = [{ name: 'outbound', ...this.out }, ...this.inb.map((i) => ({ name: vlanInterface(i.vlan_id), ...i }))];
    const localPlain = plainAddress(local);
    const byLocal = all.find((i) => i.ipaddr !== '' && i.ipaddr === localPlain);
    if (byLocal) return byLocal.name;
    const c = ipv4ToNumber(plainAddress(client));
    const bySubnet = all.find(
      (i) => c !== null && i.ipaddr !== '' && sameIpv4Prefix(c, ipv4ToNumber(i.ipaddr) ?? 0, maskBits(i.ipmask)),
    );
    return bySubnet?.name ?? '';
  }

  /** MGMT-03/04: the out-of-band IPv4 address (confirmed when the request came through it), or one more IPv6 one. */
  setOutbound(change: AddressChange, arrival: string, isConfirmed: boolean): void {
    this.change('mgmt_outbound', () => {
      if ('ipv6' in change) {
        this.out.ipv6 = this.withIpv6(this.out.ipv6, change.ipv6);
        return wordsText(ALARM_WORDS.oobIpv6Added, { ipv6: change.ipv6 });
      }
      this.checkIpv4(change.ipaddr, change.ipmask, 'outbound');
      needsConfirm('outbound', arrival, isConfirmed, 'changing its address');
      this.out.ipaddr = change.ipaddr;
      this.out.ipmask = change.ipmask;
      return wordsText(ALARM_WORDS.oobAddressSet, { address: `${change.ipaddr}/${maskBits(change.ipmask)}` });
    });
  }

  /** MGMT-05. */
  deleteOutboundV6(ipv6: string): void {
    this.change('mgmt_outbound', () => {
      this.out.ipv6 = withoutIpv6(this.out.ipv6, ipv6);
      return wordsText(ALARM_WORDS.oobIpv6Deleted, { ipv6 });
    });
  }

  /** MGMT-12: the out-of-band port on or off. */
  setOutboundAdmin(admin: 1 | 2, arrival: string, isConfirmed: boolean): void {
    this.change('mgmt_outbound', () => {
      if (admin === 2) needsConfirm('outbound', arrival, isConfirmed, 'turning it off');
      this.out.admin = admin;
      return admin === 1 ? ALARM_WORDS.oobOn : ALARM_WORDS.oobOff;
    });
  }

  /** MGMT-06: a new in-band interface on an existing VLAN. */
  addInbound(vlanId: number, change: AddressChange): void {
    this.change('mgmt_inbound', () => {
      if (this.inb.some((i) => i.vlan_id === vlanId)) refuse(`${vlanInterface(vlanId)} already exists`);
      if (this.inb.length >= INBAND_INTERFACES_MAX) refuse(`at most ${INBAND_INTERFACES_MAX} in-band interfaces`);
      if (!this.vlan.has(vlanId)) refuse(wordsText(REFUSAL_WORDS.vlanMissingCreate, { vlan: vlanId }));
      const entry: InboundConfig = { vlan_id: vlanId, ipaddr: '', ipmask: '', ipv6: [], telnet: 1 };
      if ('ipv6' in change) entry.ipv6 = this.withIpv6([], change.ipv6);
      else {
        this.checkIpv4(change.ipaddr, change.ipmask, vlanInterface(vlanId));
        entry.ipaddr = change.ipaddr;
        entry.ipmask = change.ipmask;
      }
      this.inb.push(entry);
      this.inb.sort((a, b) => a.vlan_id - b.vlan_id);
      return wordsText(ALARM_WORDS.vlanifAdded, { vlan: vlanId });
    });
  }

  /** MGMT-07/08: an in-band interface's IPv4 address, or one more IPv6 address. */
  setInbound(vlanId: number, change: AddressChange, arrival: string, isConfirmed: boolean): void {
    this.change('mgmt_inbound', () => {
      const entry = this.inbandOf(vlanId);
      const name = vlanInterface(vlanId);
      if ('ipv6' in change) {
        entry.ipv6 = this.withIpv6(entry.ipv6, change.ipv6);
        return wordsText(ALARM_WORDS.vlanifIpv6Added, { vlan: vlanId, ipv6: change.ipv6 });
      }
      this.checkIpv4(change.ipaddr, change.ipmask, name);
      if (entry.ipaddr !== '') needsConfirm(name, arrival, isConfirmed, 'changing its address');
      entry.ipaddr = change.ipaddr;
      entry.ipmask = change.ipmask;
      return wordsText(ALARM_WORDS.vlanifAddressSet, {
        vlan: vlanId,
        address: `${change.ipaddr}/${maskBits(change.ipmask)}`,
      });
    });
  }

  /** MGMT-09. */
  deleteInbound(vlanId: number, arrival: string, isConfirmed: boolean): void {
    this.change('mgmt_inbound', () => {
      this.inbandOf(vlanId);
      needsConfirm(vlanInterface(vlanId), arrival, isConfirmed, 'deleting it');
      this.inb = this.inb.filter((i) => i.vlan_id !== vlanId);
      return wordsText(ALARM_WORDS.vlanifDeleted, { vlan: vlanId });
    });
  }

  /** MGMT-10. */
  deleteInboundV6(vlanId: number, ipv6: string): void {
    this.change('mgmt_inbound', () => {
      const entry = this.inbandOf(vlanId);
      entry.ipv6 = withoutIpv6(entry.ipv6, ipv6);
      return wordsText(ALARM_WORDS.vlanifIpv6Deleted, { vlan: vlanId, ipv6 });
    });
  }

  /** MGMT-11: telnet on one interface; VLAN 0 is the out-of-band one. */
  setTelnet(vlanId: number, status: 1 | 2): void {
    const section = vlanId === 0 ? 'mgmt_outbound' : 'mgmt_inbound';
    this.change(section, () => {
      const entry = vlanId === 0 ? this.out : this.inbandOf(vlanId);
      entry.telnet = status;
      if (vlanId === 0) return status === 1 ? ALARM_WORDS.telnetAllowedOutbound : ALARM_WORDS.telnetRefusedOutbound;
      return wordsText(status === 1 ? ALARM_WORDS.telnetAllowed : ALARM_WORDS.telnetRefused, { vlan: vlanId });
    });
  }

  /** MGMT-14/15. */
  setDns(servers: Partial<DnsServers>): void {
    this.change('mgmt_dns', () => {
      this.dnsServers = { ...this.dnsServers, ...servers };
      return ALARM_WORDS.dnsServersSet;
    });
  }

  /** ROUTE-07: the IPv4 gateway must be reachable through a management interface. */
  setGateway(gateway: string): void {
    this.change('mgmt_routes', () => {
      const g = ipv4ToNumber(gateway) ?? 0;
      const reachable = [this.out, ...this.inb].some(
        (i) => i.ipaddr !== '' && sameIpv4Prefix(g, ipv4ToNumber(i.ipaddr) ?? 0, maskBits(i.ipmask)),
      );
      if (!reachable) refuse(`the gateway ${gateway} is not in the subnet of any management interface`);
      if ([this.out, ...this.inb].some((i) => i.ipaddr === gateway)) refuse('the gateway is the device’s own address');
      this.routes.gateway = gateway;
      return wordsText(ALARM_WORDS.defaultRouteSet, { gateway });
    });
  }

  /** ROUTE-09, and ROUTE-08/10 with '' (IPv4 none is "0.0.0.0"). */
  setGatewayV6(gateway: string): void {
    this.change('mgmt_routes', () => {
      this.routes.gateway_v6 = gateway.toLowerCase();
      return gateway === ''
        ? ALARM_WORDS.ipv6DefaultRouteDeleted
        : wordsText(ALARM_WORDS.ipv6DefaultRouteSet, { gateway });
    });
  }

  deleteGateway(): void {
    this.change('mgmt_routes', () => {
      if (this.routes.gateway === '0.0.0.0') refuse('there is no default route');
      this.routes.gateway = '0.0.0.0';
      return ALARM_WORDS.defaultRouteDeleted;
    });
  }

  exportSection(name: string): unknown {
    const values: ManagementConfig = {
      mgmt_outbound: this.out,
      mgmt_inbound: this.inb,
      mgmt_dns: this.dnsServers,
      mgmt_routes: this.routes,
    };
    return structuredClone(values[name as keyof ManagementConfig]);
  }

  check(config: ManagementConfig): void {
    for (const i of [config.mgmt_outbound, ...config.mgmt_inbound]) {
      if (i.ipaddr !== '' && ipv4ToNumber(i.ipaddr) === null) refuse('a stored management address is not valid');
    }
  }

  load(config: ManagementConfig): void {
    this.out = structuredClone(config.mgmt_outbound);
    this.inb = structuredClone(config.mgmt_inbound);
    this.dnsServers = { ...config.mgmt_dns };
    this.routes = { ...config.mgmt_routes };
  }

  private change(section: keyof ManagementConfig, apply: () => string): void {
    this.k.write(() => {
      const what = apply();
      this.k.journal.section(section);
      this.k.alarms.log(what);
    });
  }

  private inbandOf(vlanId: number): InboundConfig {
    const entry = this.inb.find((i) => i.vlan_id === vlanId);
    if (!entry) refuse(`there is no in-band interface on VLAN ${vlanId}`);
    return entry;
  }

  /** An address for `name`: not its subnet's network or broadcast address, and in no other interface's subnet. */
  private checkIpv4(ipaddr: string, ipmask: string, name: string): void {
    if (isNetworkOrBroadcast(ipaddr, ipmask)) refuse(`${ipaddr} is the network or broadcast address of its subnet`);
    const a = ipv4ToNumber(ipaddr) ?? 0;
    const others = [
      { name: 'outbound', ...this.out },
      ...this.inb.map((i) => ({ name: vlanInterface(i.vlan_id), ...i })),
    ].filter((i) => i.name !== name && i.ipaddr !== '');
    for (const other of others) {
      const bits = Math.min(maskBits(ipmask), maskBits(other.ipmask));
      if (sameIpv4Prefix(a, ipv4ToNumber(other.ipaddr) ?? 0, bits)) {
        refuse(`${ipaddr}/${maskBits(ipmask)} overlaps the subnet of ${other.name}`);
      }
    }
  }

  private withIpv6(list: readonly string[], ipv6: string): string[] {
    const address = withPrefix(ipv6);
    if (address.startsWith('fe80:')) refuse('the link-local address is derived from the MAC and cannot be added');
    const taken = [this.out.ipv6, ...this.inb.map((i) => i.ipv6)].flat();
    if (taken.some((a) => a.split('/')[0] === address.split('/')[0])) refuse(`${ipv6} is already in use`);
    if (list.length >= MGMT_IPV6_ADDRESSES_MAX) refuse(`at most ${MGMT_IPV6_ADDRESSES_MAX} IPv6 addresses`);
    return [...list, address];
  }
}

function withoutIpv6(list: readonly string[], ipv6: string): string[] {
  const address = withPrefix(ipv6).split('/')[0];
  if (address?.startsWith('fe80:')) refuse('the link-local address cannot be deleted');
  if (!list.some((a) => a.split('/')[0] === address)) refuse(`${ipv6} is not an address of this interface`);
  return list.filter((a) => a.split('/')[0] !== address);
}

/** Refuses with CODE.confirm a change that would cut off the interface the request came through, unless confirmed. */
function needsConfirm(name: string, arrival: string, isConfirmed: boolean, what: string): void {
  if (arrival !== name || isConfirmed) return;
  throw new DeviceError(
    CODE.confirm,
    `error: this request came through ${name}; ${what} may cut this console off. Send confirm: 1 to go ahead`,
  );
}
