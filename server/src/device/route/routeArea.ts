import { z } from 'zod';
import {
  ARP_AGE_S,
  type ARP_SORT_KEYS,
  type ROUTE_SORT_KEYS,
  ROUTE_PREFERENCE,
  ROUTE_PROTOCOL,
  ROUTE_STATUS,
  ROUTING,
  STATIC_ROUTES_MAX,
  TABLE_PAGE_SIZE,
  type ArpPage,
  type ArpRow,
  type RoutePage,
  type RouteRow,
  ALARM_WORDS,
  wordsText,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { Random } from '../kernel/random.ts';
import type { ManagementArea } from '../management/managementArea.ts';
import { ipv4ToNumber, maskBits } from '../management/addresses.ts';
import type { MacArea } from '../mac/macArea.ts';
import type { PortTable } from '../ports/portTable.ts';
import { ArpTable } from './arpTable.ts';
import { pageOf, type PageAsk } from './tablePage.ts';

const StaticRoute = z.strictObject({ ipaddress: z.string(), mask: z.string(), gateway: z.string() });
type StaticRoute = z.output<typeof StaticRoute>;
const Routing = z.strictObject({ status: z.number().int(), routes: z.array(StaticRoute) });
const routeSections = sections({ routing: { schema: Routing } });
type RouteConfig = { routing: z.output<typeof Routing> };

/** Hosts answer ARP every so often; the table is refreshed at that pace. */
const LEARN_EVERY_STEPS = 30;
/** The management stations a subnet holds (host numbers), each answering now and then. */
const STATIONS = [10, 20, 30] as const;
const STATION_ANSWERS = 0.7;

const quad = (n: number): string => [24, 16, 8, 0].map((s) => (n >>> s) & 0xff).join('.');
const maskOf = (bits: number): number => (bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0);
const hostMac = (ip: number): string =>
  `3c:8c:40:${[16, 8, 0].map((s) => ((ip >>> s) & 0xff).toString(16).padStart(2, '0')).join(':')}`;
const sameRoute = (a: StaticRoute, b: StaticRoute) =>
  a.ipaddress === b.ipaddress && a.mask === b.mask && a.gateway === b.gateway;

/** How a ping finds its way (RouteArea.pathTo). */
export interface PathAnswer {
  kind: 'self' | 'neighbour' | 'routed' | 'noHost' | 'noRoute';
  /** the address the device sends from */
  source: string;
  nextHop?: string;
}

/** One of the device's own IPv4 interfaces: the out-of-band port (VLAN 0) or an in-band VLAN interface. */
interface Interface {
  vlanId: number;
  address: number;
  bits: number;
  isUp: boolean;
}

/**
 * Routing and ARP (ROUTE-01…05, 11…13, our ROUTE-X1/X2): direct routes from the management interfaces, static
 * routes reachable while their next hop lies in the subnet of one, and the default route of the management plane
 * shown among them (it is set on the Network Interface screen). The ARP table holds the hosts the device reaches on
 * its interfaces: the gateway, the static routes' next hops and the management stations, learnt while they answer
 * and aged out after. Turning routing off clears the static routes and the ARP table.
 */
export class RouteArea implements Area<RouteConfig> {
  readonly name = 'route';
  readonly sections = routeSections;
  private status: number = ROUTING.on;
  private routes: StaticRoute[] = [];
  private readonly arp = new ArpTable();
  private readonly random: Random;
  /** areas that need routing on (the DHCP relay): each refuses turning it off while it relies on it */
  private readonly offGuards: (() => void)[] = [];

  constructor(
    private readonly k: Kernel,
    private readonly table: PortTable,
    private readonly management: ManagementArea,
    mac: MacArea,
  ) {
    this.random = k.random.fork('arp');
    mac.addWhereSource('arp', (part) =>
      this.arp
        .rows()
        .filter((r) => r.macaddress.replace(/:/g, '').includes(part))
        .map((r) => ({ source: 'arp', macaddr: r.macaddress, ip: r.ipaddress, vlan_id: r.vlanid, port_id: r.portid })),
    );
  }

  routingStatus(): { status: number } {
    return { status: this.status };
  }

  /** An area that relies on routing (the DHCP relay) refuses turning it off through `guard`. */
  addOffGuard(guard: () => void): void {
    this.offGuards.push(guard);
  }

  /** ROUTE-02: off clears the static routes and the ARP table. */
  setRouting(status: number): void {
    this.k.write(() => {
      if (status === this.status) return;
      if (status === ROUTING.off) for (const guard of this.offGuards) guard();
      this.status = status;
      if (status === ROUTING.off) {
        this.routes = [];
        this.arp.flush();
      }
      this.k.journal.section('routing');
      this.k.alarms.log(status === ROUTING.on ? ALARM_WORDS.routingOn : ALARM_WORDS.routingOff);
    });
  }

  /** ROUTE-03: direct routes, the default route, then the static ones. */
  routeTable(): RouteRow[] {
    const interfaces = this.interfaces();
    const direct = interfaces.map((i) => ({
      status: i.isUp ? ROUTE_STATUS.reachable : ROUTE_STATUS.unreachable,
      protocol: ROUTE_PROTOCOL.direct,
      preference: ROUTE_PREFERENCE.direct,
      interface: i.vlanId,
      ipaddress: quad((i.address & maskOf(i.bits)) >>> 0),
      mask: quad(maskOf(i.bits)),
      gateway: quad(i.address),
      mask_num: i.bits,
    }));
    const { gateway } = this.management.defaultRoutes();
    const defaults = gateway === '0.0.0.0' ? [] : [{ ipaddress: '0.0.0.0', mask: '0.0.0.0', gateway }];
    const statics = [...defaults, ...this.routes].map((r) => {
      const via = this.interfaceFor(ipv4ToNumber(r.gateway) ?? 0, interfaces);
      return {
        status: via?.isUp ? ROUTE_STATUS.reachable : ROUTE_STATUS.unreachable,
        protocol: ROUTE_PROTOCOL.static,
        preference: ROUTE_PREFERENCE.static,
        interface: via?.vlanId ?? 0,
        ipaddress: r.ipaddress,
        mask: r.mask,
        gateway: r.gateway,
        mask_num: maskBits(r.mask),
      };
    });
    return [...direct, ...statics];
  }

  routePage(ask: PageAsk<(typeof ROUTE_SORT_KEYS)[number]> & { q?: string; vlan_id?: number }): RoutePage {
    const rows = this.routeTable().filter(
      (r) =>
        (!ask.q || r.ipaddress.includes(ask.q) || r.gateway.includes(ask.q)) &&
        (!ask.vlan_id || r.interface === ask.vlan_id),
    );
    return pageOf(rows, ask, TABLE_PAGE_SIZE.default);
  }

  /** ROUTE-04. */
  addStatic(route: StaticRoute): void {
    this.k.write(() => {
      if (this.status !== ROUTING.on) refuse('routing is off: turn it on first');
      if (route.ipaddress === '0.0.0.0' && route.mask === '0.0.0.0')
        refuse('the default route is set on the Network Interface screen');
      const gw = ipv4ToNumber(route.gateway) ?? 0;
      const interfaces = this.interfaces();
      if (interfaces.some((i) => i.address === gw)) refuse('the next hop is the device’s own address');
      if (this.routes.some((r) => sameRoute(r, route))) refuse('that route exists already');
      if (this.routes.length >= STATIC_ROUTES_MAX)
        refuse(`the device holds at most ${STATIC_ROUTES_MAX} static routes`);
      this.routes.push({ ...route });
      const where = { route: `${route.ipaddress}/${maskBits(route.mask)}`, gateway: route.gateway };
      this.changed(wordsText(ALARM_WORDS.staticRouteAdded, where));
    });
  }

  /** ROUTE-05. */
  deleteStatic(route: StaticRoute): void {
    this.k.write(() => {
      if (route.ipaddress === '0.0.0.0' && route.mask === '0.0.0.0')
        refuse('the default route is deleted on the Network Interface screen');
      if (!this.routes.some((r) => sameRoute(r, route))) refuse('there is no such static route');
      this.routes = this.routes.filter((r) => !sameRoute(r, route));
      const where = { route: `${route.ipaddress}/${maskBits(route.mask)}`, gateway: route.gateway };
      this.changed(wordsText(ALARM_WORDS.staticRouteDeleted, where));
    });
  }

  arpRows(): ArpRow[] {
    return this.arp.rows();
  }

  arpPage(ask: PageAsk<(typeof ARP_SORT_KEYS)[number]> & { q?: string; vlan_id?: number; port_id?: number }): ArpPage {
    const q = ask.q?.toLowerCase();
    const rows = this.arp
      .rows()
      .filter(
        (r) =>
          (!q || r.ipaddress.includes(q) || r.macaddress.includes(q)) &&
          (!ask.vlan_id || r.vlanid === ask.vlan_id) &&
          (!ask.port_id || r.portid === ask.port_id),
      );
    return pageOf(rows, ask, TABLE_PAGE_SIZE.default);
  }

  /** ROUTE-13. */
  flushArp(): number {
    const n = this.arp.flush();
    this.k.alarms.log(wordsText(ALARM_WORDS.arpCleared, { count: n }));
    return n;
  }

  step(atMs: number, step: number): void {
    // the first step learns at once: a device that starts asks its neighbours straight away
    if (step % LEARN_EVERY_STEPS !== 1) return;
    this.learn(atMs);
    this.arp.ageOut(atMs, ARP_AGE_S * 1_000);
  }

  exportSection(): unknown {
    return { status: this.status, routes: structuredClone(this.routes) };
  }

  check(config: RouteConfig): void {
    const { status, routes } = config.routing;
    if (status !== ROUTING.on && status !== ROUTING.off) refuse(`routing: no status ${status}`);
    if (routes.length > STATIC_ROUTES_MAX) refuse(`routing: at most ${STATIC_ROUTES_MAX} static routes`);
    if (status === ROUTING.off && routes.length > 0) refuse('routing: static routes while routing is off');
    for (const r of routes)
      if ([r.ipaddress, r.mask, r.gateway].some((a) => ipv4ToNumber(a) === null))
        refuse(`routing: a malformed route ${r.ipaddress}/${r.mask} via ${r.gateway}`);
  }

  load(config: RouteConfig): void {
    this.status = config.routing.status;
    this.routes = structuredClone(config.routing.routes);
  }

  reboot(): void {
    this.arp.flush();
  }

  /**
   * How the device reaches an address out of one of its interfaces (outbound, vlanif-<n>): its own address, a
   * neighbour in the interface's subnet that answers (in the ARP table or a next hop), a network behind a route
   * whose next hop is on that interface, or nothing; null for no such interface.
   */
  pathTo(address: string, interfaceName: string): PathAnswer | null {
    const interfaces = this.interfaces();
    const vlanId = interfaceName === 'outbound' ? 0 : Number(/^vlanif-(\d+)$/.exec(interfaceName)?.[1] ?? -1);
    const via = interfaces.find((i) => i.vlanId === vlanId);
    if (!via) return null;
    const source = quad(via.address);
    const dst = ipv4ToNumber(address);
    if (dst === null) return { kind: 'noRoute', source };
    if (interfaces.some((i) => i.address === dst)) return { kind: 'self', source };
    if (!via.isUp) return { kind: 'noRoute', source };
    const hops = [this.management.defaultRoutes().gateway, ...this.routes.map((r) => r.gateway)];
    if (this.interfaceFor(dst, [via])) {
      const answers = hops.includes(address) || this.arp.rows().some((r) => r.ipaddress === address);
      return { kind: answers ? 'neighbour' : 'noHost', source };
    }
    const routes = this.status === ROUTING.on ? this.routes : [];
    const { gateway } = this.management.defaultRoutes();
    const candidates = [
      ...routes,
      ...(gateway === '0.0.0.0' ? [] : [{ ipaddress: '0.0.0.0', mask: '0.0.0.0', gateway }]),
    ]
      .filter((r) => (((ipv4ToNumber(r.ipaddress) ?? 0) ^ dst) & (ipv4ToNumber(r.mask) ?? 0)) >>> 0 === 0)
      .sort((a, b) => maskBits(b.mask) - maskBits(a.mask));
    const best = candidates[0];
    if (!best || !this.interfaceFor(ipv4ToNumber(best.gateway) ?? 0, [via])) return { kind: 'noRoute', source };
    return { kind: 'routed', source, nextHop: best.gateway };
  }

  private changed(what: string): void {
    this.k.journal.section('routing');
    this.k.alarms.log(what);
  }

  private interfaces(): Interface[] {
    const out = this.management.outbound();
    const all = [
      { vlanId: 0, ipaddr: out.ipaddr, ipmask: out.ipmask, isUp: out.admin === 1 },
      ...this.management.inbound().map((i) => ({ vlanId: i.vlan_id, ipaddr: i.ipaddr, ipmask: i.ipmask, isUp: true })),
    ];
    return all.flatMap((i) => {
      const address = ipv4ToNumber(i.ipaddr);
      return address === null || i.ipaddr === ''
        ? []
        : [{ vlanId: i.vlanId, address, bits: maskBits(i.ipmask), isUp: i.isUp }];
    });
  }

  private interfaceFor(address: number, interfaces: readonly Interface[]): Interface | undefined {
    return interfaces.find((i) => ((address ^ i.address) & maskOf(i.bits)) >>> 0 === 0);
  }

  /** The hosts that answer now on each interface are learnt, or refreshed. */
  private learn(atMs: number): void {
    const interfaces = this.interfaces();
    const uplink = this.table.ids().find((id) => this.table.isUplink(id) && this.table.isLinkUp(id)) ?? 0;
    const hops = [this.management.defaultRoutes().gateway, ...this.routes.map((r) => r.gateway)]
      .map((g) => ipv4ToNumber(g) ?? 0)
      .filter((g) => g !== 0);
    for (const i of interfaces) {
      if (!i.isUp) continue;
      const network = (i.address & maskOf(i.bits)) >>> 0;
      const size = 2 ** (32 - i.bits);
      const stations = STATIONS.filter((h) => h < size - 1)
        .map((h) => network + h)
        .filter((ip) => ip !== i.address && this.random.chance(STATION_ANSWERS));
      const here = [...hops.filter((g) => this.interfaceFor(g, [i]) !== undefined), ...stations];
      for (const ip of new Set(here))
        this.arp.seen(
          { ipaddress: quad(ip), macaddress: hostMac(ip), vlanid: i.vlanId, portid: i.vlanId === 0 ? 0 : uplink },
          atMs,
        );
    }
  }
}
