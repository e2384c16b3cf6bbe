import {
  ALARM_WORDS,
  onuLabel,
  wordsText,
  DHCP_BINDING_PAGE_SIZE,
  DHCP_LEASE_S,
  DHCP_SERVER_FLAGS,
  formatPortList,
  RELAY_NEEDS_ROUTING,
  RELAY_POLICY,
  type DhcpBindingPage,
  type DhcpBindingRow,
  type DhcpGlobal,
  type Dhcpv6Global,
  type MacWhereHit,
  type RelayOption60,
  type RelayStandard,
  type SnoopingBinding,
} from '@olt/protocol';
import type { Area } from '../area.ts';
import type { ChassisArea } from '../chassis/chassisArea.ts';
import { LEVEL } from '../kernel/alarmLog.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import { macsBehind } from '../mac/macLearning.ts';
import type { MacArea } from '../mac/macArea.ts';
import type { ManagementArea } from '../management/managementArea.ts';
import type { OnusArea } from '../onus/onusArea.ts';
import type { PortTable } from '../ports/portTable.ts';
import type { RouteArea } from '../route/routeArea.ts';
import type { VlanArea } from '../vlan/vlanArea.ts';
import {
  checkPool,
  checkStored,
  dhcpSections,
  FACTORY_DHCP,
  RELAY_SERVERS_MAX,
  type DhcpConfig,
  type StoredDhcp,
} from './dhcpConfig.ts';
import { AddressPool } from './dhcpPool.ts';
import { leaseText, spoofsChaddr, upstreamRange, upstreamReplyS, UPSTREAM_LEASE_S } from './dhcpClients.ts';
import { PendingRequests } from './dhcpPending.ts';
import { relayOption82, relayServerOf, type Asker } from './dhcpRelay.ts';

/** A client behind an ONU holding (or having held) an address. */
interface Client {
  mac: string;
  portId: number;
  onuId: number;
  vlanId: number;
  ip: string;
  origin: 'server' | 'relay';
  serverIp: string;
  leaseS: number;
  expiresMs: number;
  renewAtMs: number;
  circuitId: string;
  remoteId: string;
  /** recorded in the snooping table (snooping was on when the address was acknowledged) */
  isSnooped: boolean;
}

/** How long a client whose request was dropped waits before asking again. */
const RETRY_MS = 16_000;

/** New clients asking per simulated second, so a PON full of ONUs comes up over a few seconds as it does. */
const NEW_CLIENTS_PER_STEP = 16;

/**
 * DHCP (DHCP-01…27, our DHCP-X1): the hosts behind every online ONU (the same ones the MAC tables and the packet
 * filter see) ask for addresses. With the server on the device leases from its pool, renews at half the lease and
 * lets an address go when its lease runs out on the device clock; a full pool refuses the next client. With the relay
 * on (it needs IP routing) the request goes to the upstream server of the client's VLAN or option 60 vendor class,
 * which leases from its own range, with option 82 added per policy (circuit ID: VLAN and PON/ONU; remote ID: the OLT
 * MAC). Snooping records each acknowledged lease as a binding; with it on, upstream answers are taken only on
 * trusted ports, a request whose chaddr is not its source MAC is dropped when the MAC check is on, and a relayed
 * request's pending entry lasts only the response time (a slower server's answer makes no binding). Turning DHCP
 * off stops serving and relaying: held leases run out.
 */
export class DhcpArea implements Area<DhcpConfig> {
  readonly name = 'dhcp';
  readonly sections = dhcpSections;
  private c: StoredDhcp = structuredClone(FACTORY_DHCP);
  private readonly clients = new Map<string, Client>();
  private readonly pool = AddressPool.of(FACTORY_DHCP.ipaddress_s, FACTORY_DHCP.ipaddress_e);
  private readonly upstream = new Map<string, AddressPool>();
  /** whether the pool-full alarm has been raised since the pool last had room */
  private isFullReported = false;
  /** requests the relay had no server for, or dropped (option 82 drop, untrusted answers) */
  private unanswered = 0;
  /** requests snooping dropped because their chaddr was not the frame's source MAC */
  private chaddrDropped = 0;
  /** relayed requests whose pending entry the snooping response time removed unanswered */
  private timedOut = 0;
  private readonly pending = new PendingRequests<Asker, Client>();
  private simMs = 0;
  /** a dropped client's next try (simulated time): it backs off as RFC 2131 clients do, not asking every second */
  private readonly retryAt = new Map<string, number>();

  constructor(
    private readonly k: Kernel,
    private readonly table: PortTable,
    private readonly onus: OnusArea,
    private readonly vlan: VlanArea,
    private readonly management: ManagementArea,
    private readonly route: RouteArea,
    private readonly chassis: ChassisArea,
    mac: MacArea,
  ) {
    route.addOffGuard(() => {
      if (this.c.relay_admin === 1) refuse('please disable dhcp relay first');
    });
    mac.addWhereSource(
      'dhcp',
      (part) =>
        this.leases()
          .filter((l) => l.mac.replace(/:/g, '').includes(part))
          .map((l) => this.hit(l)),
      (ip) =>
        this.leases()
          .filter((l) => l.ip === ip)
          .map((l) => this.hit(l)),
    );
  }

  private now(): number {
    return this.chassis.clock.now();
  }

  /** DHCP-01. */
  global(): DhcpGlobal {
    const {
      trust_ports,
      relay_standard: _s,
      relay_option60: _o,
      dhcpv6_admin: _a,
      option18_admin: _b,
      option37_admin: _c,
      ...rest
    } = this.c;
    return { ...rest, option82_circuit: 1, option82_remote: 1, trust_portlist: formatPortList(trust_ports) };
  }

  dhcpv6(): Dhcpv6Global {
    const { dhcpv6_admin, option18_admin, option37_admin } = this.c;
    return { dhcpv6_admin, option18_admin, option37_admin };
  }

  relayStandard(): RelayStandard[] {
    return structuredClone(this.c.relay_standard);
  }

  relayOption60(): RelayOption60[] {
    return structuredClone(this.c.relay_option60);
  }

  /** The switches DHCP-02, 11, 13, 14, 25…27 (one field 0|1 each); relay and server have their own rules. */
  setSwitch(
    field:
      | 'dhcp_admin'
      | 'option82_admin'
      | 'snooping_admin'
      | 'chaddr_check'
      | 'dhcpv6_admin'
      | 'option18_admin'
      | 'option37_admin',
    value: number,
  ): void {
    this.change(() => {
      onOff(field, value);
      this.c[field] = value;
      return wordsText(value === 1 ? ALARM_WORDS.dhcpSwitchOn : ALARM_WORDS.dhcpSwitchOff, { dhcpSwitch: field });
    });
  }

  /** DHCP-03: on needs IP routing (the relay forwards to servers in other subnets) and the server off. */
  setRelay(value: number): void {
    this.change(() => {
      onOff('relay_admin', value);
      if (value === 1 && this.route.routingStatus().status !== 1) refuse(RELAY_NEEDS_ROUTING);
      if (value === 1 && this.c.server_admin === 1)
        refuse('turn the DHCP server off first: the device serves or relays, not both');
      this.c.relay_admin = value;
      return value === 1 ? ALARM_WORDS.dhcpRelayOn : ALARM_WORDS.dhcpRelayOff;
    });
  }

  setRelayPolicy(value: number): void {
    this.change(() => {
      onOff('relay_policy', value);
      this.c.relay_policy = value;
      return value === RELAY_POLICY.option60
        ? ALARM_WORDS.dhcpRelayPolicyOption60
        : ALARM_WORDS.dhcpRelayPolicyStandard;
    });
  }

  addRelayStandard(vlanId: number, serverIp: string): void {
    this.change(() => {
      const list = this.c.relay_standard;
      if (list.some((r) => r.vlan_id === vlanId && r.server_ip === serverIp))
        refuse(`VLAN ${vlanId} already relays to ${serverIp}`);
      if (list.length >= RELAY_SERVERS_MAX) refuse(`at most ${RELAY_SERVERS_MAX} relay servers`);
      list.push({ vlan_id: vlanId, server_ip: serverIp });
      return wordsText(ALARM_WORDS.dhcpRelayVlan, { vlan: vlanId, server: serverIp });
    });
  }

  deleteRelayStandard(vlanId: number, serverIp: string): void {
    this.change(() => {
      const i = this.c.relay_standard.findIndex((r) => r.vlan_id === vlanId && r.server_ip === serverIp);
      if (i < 0) refuse(`no relay server ${serverIp} for VLAN ${vlanId}`);
      this.c.relay_standard.splice(i, 1);
      return wordsText(ALARM_WORDS.dhcpRelayVlanDeleted, { vlan: vlanId, server: serverIp });
    });
  }

  addRelayOption60(option60: string, serverIp: string): void {
    this.change(() => {
      const list = this.c.relay_option60;
      if (list.some((r) => r.option60 === option60 && r.server_ip === serverIp))
        refuse(`option 60 ${option60} already relays to ${serverIp}`);
      if (list.length >= RELAY_SERVERS_MAX) refuse(`at most ${RELAY_SERVERS_MAX} relay servers`);
      list.push({ option60, server_ip: serverIp });
      return wordsText(ALARM_WORDS.dhcpRelayOption60, { option60, server: serverIp });
    });
  }

  deleteRelayOption60(option60: string, serverIp: string): void {
    this.change(() => {
      const i = this.c.relay_option60.findIndex((r) => r.option60 === option60 && r.server_ip === serverIp);
      if (i < 0) refuse(`no relay server ${serverIp} for option 60 ${option60}`);
      this.c.relay_option60.splice(i, 1);
      return wordsText(ALARM_WORDS.dhcpRelayOption60Deleted, { option60, server: serverIp });
    });
  }

  setOption82Policy(value: number): void {
    this.change(() => {
      if (![0, 1, 2].includes(value)) refuse('option82_policy: 0 keep, 1 drop or 2 replace');
      this.c.option82_policy = value;
      return wordsText(ALARM_WORDS.dhcpOption82Policy, { policy82: ['keep', 'drop', 'replace'][value] ?? value });
    });
  }

  setResponseTime(seconds: number): void {
    this.change(() => {
      this.c.response_time = seconds;
      return wordsText(ALARM_WORDS.dhcpResponseTime, { seconds });
    });
  }

  /** DHCP-16/17: uplink ports only; adding a trusted one or removing an untrusted one is refused. */
  trust(ids: readonly number[], isTrusted: boolean): void {
    this.change(() => {
      if (ids.length === 0) refuse('trust_portlist: name at least one port');
      for (const id of ids) {
        if (!this.table.has(id) || !this.table.isUplink(id)) refuse(`trust_portlist: port ${id} is not an uplink port`);
        const has = this.c.trust_ports.includes(id);
        if (isTrusted && has) refuse(`${this.table.name(id)} is already trusted`);
        if (!isTrusted && !has) refuse(`${this.table.name(id)} is not trusted`);
      }
      const next = new Set(this.c.trust_ports);
      for (const id of ids)
        if (isTrusted) next.add(id);
        else next.delete(id);
      this.c.trust_ports = [...next].sort((a, b) => a - b);
      const ports = formatPortList(this.c.trust_ports);
      return ports === '' ? ALARM_WORDS.dhcpTrustedNone : wordsText(ALARM_WORDS.dhcpTrusted, { ports });
    });
  }

  /** DHCP-20: the clients keep their addresses; their next renewal is recorded again. */
  flushBindings(): void {
    this.k.write(() => {
      for (const c of this.clients.values()) c.isSnooped = false;
      this.k.alarms.log(ALARM_WORDS.dhcpBindingsCleared);
    });
  }

  /** DHCP-21: on needs the serving interface to be one of the in-band interfaces, and the relay off. */
  setServer(value: number): void {
    this.change(() => {
      onOff('server_admin', value);
      if (value === 1) {
        this.requireInterface(this.c.interface);
        if (this.c.relay_admin === 1) refuse('turn the DHCP relay off first: the device serves or relays, not both');
      }
      this.c.server_admin = value;
      return value === 1 ? ALARM_WORDS.dhcpServerOn : ALARM_WORDS.dhcpServerOff;
    });
  }

  /** DHCP-22/23: `flags` names the fields that change; the others keep their values. */
  setServerConfig(
    flags: number,
    p: Partial<
      Pick<
        StoredDhcp,
        'interface' | 'ipaddress_s' | 'ipaddress_e' | 'ipmask' | 'pridns' | 'secdns' | 'gateway' | 'lease_time'
      >
    >,
  ): void {
    this.change(() => {
      const next = { ...this.c };
      const need = <K extends keyof typeof p>(key: K): NonNullable<(typeof p)[K]> => {
        const v = p[key];
        if (v === undefined) refuse(`${key}: required by flags ${flags}`);
        return v;
      };
      if (flags & DHCP_SERVER_FLAGS.interface) {
        next.interface = need('interface');
        this.requireInterface(next.interface);
      }
      if (flags & DHCP_SERVER_FLAGS.range) {
        next.ipaddress_s = need('ipaddress_s');
        next.ipaddress_e = need('ipaddress_e');
      }
      if (flags & DHCP_SERVER_FLAGS.mask) next.ipmask = need('ipmask');
      if (flags & DHCP_SERVER_FLAGS.dns) {
        next.pridns = need('pridns');
        next.secdns = p.secdns === undefined || p.secdns === '' ? '0.0.0.0' : p.secdns;
      }
      if (flags & DHCP_SERVER_FLAGS.gateway) next.gateway = need('gateway');
      if (flags & DHCP_SERVER_FLAGS.lease) {
        next.lease_time = need('lease_time');
        if (next.lease_time < DHCP_LEASE_S.min || next.lease_time > DHCP_LEASE_S.max)
          refuse(`lease_time: ${DHCP_LEASE_S.min}–${DHCP_LEASE_S.max} s`);
      }
      checkPool(next);
      this.c = next;
      this.pool.resize(next.ipaddress_s, next.ipaddress_e);
      for (const [mac, cl] of this.clients)
        if (cl.origin === 'server' && !this.pool.has(mac, cl.ip)) this.clients.delete(mac);
      return wordsText(ALARM_WORDS.dhcpPoolSet, {
        from: next.ipaddress_s,
        to: next.ipaddress_e,
        mask: next.ipmask,
        vlan: next.interface,
        seconds: next.lease_time,
      });
    });
  }

  /** DHCP-19: the snooping bindings (none while snooping is off). */
  snoopingTable(): SnoopingBinding[] {
    return this.bindingRows(true).map(({ ipaddr, macaddr, port_id, vlan_id, lease_time_string, entry_status }) => ({
      ipaddr,
      macaddr,
      port_id,
      vlan_id,
      lease_time_string,
      entry_status,
    }));
  }

  /** DHCP-X1: every lease the device knows (its own and the relayed ones), searched and paged. */
  bindingPage(ask: { page?: number; page_size?: number; search?: string }): DhcpBindingPage {
    const search = (ask.search ?? '').trim().toLowerCase();
    const ponOnu = /^(\d+)\/(\d+)$/.exec(search);
    const bare = search.replace(/[:.-]/g, '');
    const rows = this.bindingRows(false).filter((r) => {
      if (search === '') return true;
      if (ponOnu) return r.port_id === Number(ponOnu[1]) && r.onu_id === Number(ponOnu[2]);
      return r.ipaddr.includes(search) || (bare !== '' && r.macaddr.replace(/:/g, '').includes(bare));
    });
    const size = ask.page_size ?? DHCP_BINDING_PAGE_SIZE.default;
    const pages = Math.max(1, Math.ceil(rows.length / size));
    const page = Math.min(ask.page ?? 1, pages);
    return { total: rows.length, page, rows: rows.slice((page - 1) * size, page * size) };
  }

  /** How full the server's pool is, and the requests that went unanswered (tests, the simulation's story). */
  usage(): { inUse: number; size: number; unanswered: number; chaddrDropped: number; timedOut: number } {
    const { unanswered, chaddrDropped, timedOut } = this;
    return { inUse: this.pool.inUse, size: this.pool.size, unanswered, chaddrDropped, timedOut };
  }

  exportSection(): StoredDhcp {
    return structuredClone(this.c);
  }

  check(config: DhcpConfig): void {
    checkStored(config.dhcp, (id) => this.table.has(id) && this.table.isUplink(id));
  }

  load(config: DhcpConfig): void {
    this.c = structuredClone(config.dhcp);
    this.pool.resize(this.c.ipaddress_s, this.c.ipaddress_e);
  }

  reboot(): void {
    this.clients.clear();
    this.pool.clear();
    this.upstream.clear();
    this.pending.clear();
    this.retryAt.clear();
    this.unanswered = 0;
    this.chaddrDropped = 0;
    this.timedOut = 0;
  }

  step(simMs: number): void {
    // pending requests wait on the simulation's own time, step by step (the device clock reads the present)
    this.simMs = simMs;
    const now = this.now();
    for (const [mac, cl] of this.clients) {
      if (cl.expiresMs > now) continue;
      this.clients.delete(mac);
      if (cl.origin === 'server') this.pool.release(mac);
      else this.upstream.get(cl.serverIp)?.release(mac);
    }
    this.answerPending(simMs, now);
    if (this.c.dhcp_admin !== 1) return;
    let asked = 0;
    for (const onu of this.onus.all()) {
      if (onu.status !== 'Online') continue;
      const vlanId = this.vlan.pvidOf(onu.portId);
      for (const [host, mac] of macsBehind(onu).slice(1).entries()) {
        const held = this.clients.get(mac);
        if (held && held.renewAtMs > now) continue;
        if (this.pending.has(mac) || (this.retryAt.get(mac) ?? 0) > simMs) continue;
        if (!held && asked >= NEW_CLIENTS_PER_STEP) continue;
        if (!held) asked++;
        this.ask({ mac, portId: onu.portId, onuId: onu.onuId, vlanId, host }, held, now);
      }
    }
  }

  private ask(who: Asker, held: Client | undefined, now: number): void {
    // the snooping MAC check: a request whose chaddr is not its frame's source MAC is dropped
    if (this.c.snooping_admin === 1 && this.c.chaddr_check === 1 && spoofsChaddr(who.onuId, who.host)) {
      this.chaddrDropped++;
      this.retryAt.set(who.mac, this.simMs + RETRY_MS);
      return this.drop(held);
    }
    if (this.c.server_admin === 1) return this.serve(who, held, now);
    if (this.c.relay_admin === 1 && this.route.routingStatus().status === 1) return this.relay(who, held);
    // neither serving nor relaying: a renewal goes unanswered and the lease runs out
    if (held) held.renewAtMs = held.expiresMs;
  }

  private serve(
    who: { mac: string; portId: number; onuId: number; vlanId: number },
    held: Client | undefined,
    now: number,
  ): void {
    const ip = this.pool.lease(who.mac);
    if (ip === null) {
      this.unanswered++;
      if (!this.isFullReported) {
        this.isFullReported = true;
        this.k.alarms.log(
          wordsText(ALARM_WORDS.dhcpPoolFull, { from: this.c.ipaddress_s, to: this.c.ipaddress_e, mac: who.mac }),
          LEVEL.minor,
          now,
        );
      }
      return;
    }
    if (this.pool.inUse < this.pool.size) this.isFullReported = false;
    this.acknowledge(who, held, now, {
      ip,
      origin: 'server',
      serverIp: this.serverAddress(),
      leaseS: this.c.lease_time,
      circuitId: '',
      remoteId: '',
    });
  }

  private relay(who: Asker, held: Client | undefined): void {
    const server = relayServerOf(this.c, who);
    const option82 = relayOption82(this.c, who, this.table.name(who.portId), this.chassis.baseMac);
    if (option82 === null) return this.drop(held);
    if (server === undefined) return this.drop(held);
    // the answer comes back after the server's own delay; snooping keeps the pending entry for its response time
    const isSnooping = this.c.snooping_admin === 1;
    this.pending.add(who.mac, {
      who,
      held,
      server,
      ...option82,
      answerAtMs: this.simMs + upstreamReplyS(server) * 1_000,
      giveUpAtMs: isSnooping ? this.simMs + this.c.response_time * 1_000 : Number.POSITIVE_INFINITY,
    });
  }

  private answerPending(simMs: number, now: number): void {
    const { answered, timedOut } = this.pending.due(simMs);
    for (const p of timedOut) {
      this.timedOut++;
      this.drop(p.held);
    }
    for (const p of answered) this.answer(p.who, p.held, now, p.server, p.circuitId, p.remoteId);
  }

  private answer(
    who: Asker,
    held: Client | undefined,
    now: number,
    server: string,
    circuitId: string,
    remoteId: string,
  ): void {
    // with snooping on, a server's answer is taken only on a trusted uplink
    if (this.c.snooping_admin === 1 && this.c.trust_ports.length === 0) return this.drop(held);
    let pool = this.upstream.get(server);
    if (!pool) {
      const [first, last] = upstreamRange(server);
      pool = AddressPool.of(first, last);
      this.upstream.set(server, pool);
    }
    const ip = pool.lease(who.mac);
    if (ip === null) return this.drop(held);
    this.acknowledge(who, held, now, {
      ip,
      origin: 'relay',
      serverIp: server,
      leaseS: UPSTREAM_LEASE_S,
      circuitId,
      remoteId,
    });
  }

  private drop(held: Client | undefined): void {
    this.unanswered++;
    if (held) held.renewAtMs = held.expiresMs;
  }

  private acknowledge(
    who: { mac: string; portId: number; onuId: number; vlanId: number },
    held: Client | undefined,
    now: number,
    lease: Pick<Client, 'ip' | 'origin' | 'serverIp' | 'leaseS' | 'circuitId' | 'remoteId'>,
  ): void {
    const isSnooped = this.c.snooping_admin === 1 || (held?.isSnooped ?? false);
    // a renewal of the same address is not news
    if (held?.ip !== lease.ip)
      this.k.alarms.trace(
        wordsText(ALARM_WORDS.dhcpLease, { ip: lease.ip, mac: who.mac, onu: onuLabel(who.portId, who.onuId) }),
        now,
      );
    this.clients.set(who.mac, {
      mac: who.mac,
      portId: who.portId,
      onuId: who.onuId,
      vlanId: who.vlanId,
      ...lease,
      expiresMs: now + lease.leaseS * 1_000,
      renewAtMs: now + (lease.leaseS * 1_000) / 2,
      isSnooped,
    });
  }

  private serverAddress(): string {
    return this.management.inbound().find((i) => i.vlan_id === this.c.interface)?.ipaddr ?? '0.0.0.0';
  }

  private leases(): Client[] {
    return [...this.clients.values()].sort(
      (a, b) => a.portId - b.portId || a.onuId - b.onuId || a.mac.localeCompare(b.mac),
    );
  }

  private bindingRows(isSnoopedOnly: boolean): DhcpBindingRow[] {
    if (isSnoopedOnly && this.c.snooping_admin !== 1) return [];
    const now = this.now();
    return this.leases()
      .filter((l) => !isSnoopedOnly || l.isSnooped)
      .map((l) => {
        const left = Math.max(0, Math.round((l.expiresMs - now) / 1_000));
        return {
          ipaddr: l.ip,
          macaddr: l.mac,
          port_id: l.portId,
          onu_id: l.onuId,
          vlan_id: l.vlanId,
          lease_time_string: leaseText(left),
          lease_left_s: left,
          entry_status: 1,
          origin: l.origin,
          server_ip: l.serverIp,
          circuit_id: l.circuitId,
          remote_id: l.remoteId,
        };
      });
  }

  private hit(l: Client): MacWhereHit {
    const left = Math.max(0, Math.round((l.expiresMs - this.now()) / 1_000));
    return {
      source: 'dhcp',
      macaddr: l.mac,
      ip: l.ip,
      port_id: l.portId,
      onu_id: l.onuId,
      vlan_id: l.vlanId,
      name: `lease ${leaseText(left)}`,
    };
  }

  private requireInterface(vlanId: number): void {
    if (!this.management.inbound().some((i) => i.vlan_id === vlanId))
      refuse(
        `interface: VLAN ${vlanId} is not an in-band interface (add one on the management interfaces screen first)`,
      );
  }

  /** One configuration change: checked, applied, journaled and logged in one write. */
  private change(apply: () => string): void {
    this.k.write(() => {
      const text = apply();
      this.k.journal.section('dhcp');
      this.k.alarms.log(text);
    });
  }
}

function onOff(field: string, value: number): void {
  if (value !== 0 && value !== 1) refuse(`${field}: 0 or 1`);
}
