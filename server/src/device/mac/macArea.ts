import { z } from 'zod';
import {
  isIPv4,
  isWholeIPv6,
  MAC_AGE_S,
  MAC_FLUSH_FLAGS,
  MAC_TYPE,
  MAC_TYPE_ALL,
  MAC_TABLE_CAPACITY,
  MAC_WHERE_MAX_HITS,
  PON_MAC_FLUSH,
  REFUSAL_WORDS,
  wordsText,
  type DeviceMac,
  type MacMove,
  type MacPage,
  type MacRow,
  type MacWhereHit,
  ALARM_WORDS,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { LEVEL, aboutOnu, aboutPort } from '../kernel/alarmLog.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { Random } from '../kernel/random.ts';
import { formatDeviceTime } from '../kernel/simClock.ts';
import type { ChassisArea } from '../chassis/chassisArea.ts';
import type { ManagementArea } from '../management/managementArea.ts';
import type { OnusArea } from '../onus/onusArea.ts';
import type { PonArea } from '../pon/ponArea.ts';
import type { PortTable } from '../ports/portTable.ts';
import type { VlanArea } from '../vlan/vlanArea.ts';
import { macsBehind, macsBeyond, macsUpstream } from './macLearning.ts';
import { bareMac, MacStore, type MacFilter } from './macStore.ts';

const int = z.number().int();
const StaticEntry = z.strictObject({ macaddr: z.string(), vlan_id: int, port_id: int, mac_type: int });
const Settings = z.strictObject({ age: int, pon_age: int });
export const macSections = sections({
  mac_settings: { schema: Settings },
  mac_static: {
    schema: z.array(StaticEntry),
    keyed: {
      keyOf: (e: z.output<typeof StaticEntry>) => `${e.macaddr}|${e.vlan_id}`,
      order: (a: z.output<typeof StaticEntry>, b: z.output<typeof StaticEntry>) =>
        a.macaddr.localeCompare(b.macaddr) || a.vlan_id - b.vlan_id,
    },
  },
});
type StaticRow = z.output<typeof StaticEntry>;
/** The VLANs section is read too: a stored entry names a VLAN of the same configuration. */
type MacConfig = { mac_settings: z.output<typeof Settings>; mac_static: StaticRow[]; vlans: { vlan_id: number }[] };

/** Learning runs every few simulated seconds: an entry is refreshed well within any age time worth setting. */
const LEARN_EVERY_STEPS = 5;
/** A MAC seen on another port within this long of the last sighting is a move (a loop or a cloned MAC). */
export const MAC_MOVE_WINDOW_MS = 60_000;
const MOVES_KEPT = 100;
/** A cloned MAC appears about twice an hour of simulated time. */
const CLONE_MEAN_MS = 30 * 60_000;
export const MAC_ALARM_ID = { move: 0x4101, tableFull: 0x4102 } as const;

/** Who answers "where is this MAC" for one table or list: the hits for a bare (separator-free, lower-case) part. */
export type MacWhereSource = (part: string) => MacWhereHit[];
/** Who answers "where is this IP" for one table: the hits for a whole IPv4 or IPv6 address. */
export type MacWhereIpSource = (ip: string) => MacWhereHit[];

/**
 * The switch MAC table, the PON MAC table and the device's own MACs (MAC-01…15, our MAC-X…). Dynamic entries are
 * learnt from the traffic: the MACs behind every online ONU on its PON (and in the PON table with the ONU), the
 * routers upstream on every uplink with a link; they age out by the age time once no longer seen. Static and
 * blackhole entries are configuration. A MAC seen on a second port soon after the first raises one move alarm.
 */
export class MacArea implements Area<MacConfig> {
  readonly name = 'mac';
  readonly sections = macSections;
  private readonly sw = new MacStore();
  private readonly pon = new MacStore();
  private age: number = MAC_AGE_S.default;
  private ponAge: number = MAC_AGE_S.default;
  private readonly moves: MacMove[] = [];
  private readonly lastMoveAlarm = new Map<string, number>();
  private readonly whereSources: { name: string; find: MacWhereSource; findIp?: MacWhereIpSource }[] = [];
  /** a cloned MAC the simulation shows on a second port for a while: the MAC, where, until when */
  private clone: { macaddr: string; vlanId: number; portId: number; untilMs: number } | null = null;
  /** the hosts of the layer-2 network beyond the uplinks (`upstreamHosts`), made once */
  private beyond?: string[];
  /** the uplinks that learnt at the last pass, over which the hosts beyond are dealt */
  private beyondPorts: number[] = [];
  private readonly random: Random;

  constructor(
    private readonly k: Kernel,
    private readonly table: PortTable,
    private readonly ponArea: PonArea,
    private readonly onus: OnusArea,
    private readonly vlan: VlanArea,
    private readonly chassis: ChassisArea,
    private readonly management: ManagementArea,
  ) {
    this.random = k.random.fork('mac');
    this.addWhereSource('switch_mac', (part) =>
      this.sw.withMac(part).map((e) => ({ source: 'switch_mac', ...row(e) })),
    );
    this.addWhereSource('pon_mac', (part) => this.pon.withMac(part).map((e) => ({ source: 'pon_mac', ...row(e) })));
    this.addWhereSource('onu_allow', (part) =>
      this.onus
        .all()
        .filter((o) => bareMac(o.mac).includes(part))
        .map((o) => ({ source: 'onu_allow', macaddr: o.mac, port_id: o.portId, onu_id: o.onuId, name: o.name })),
    );
    this.addWhereSource('onu_deny', (part) =>
      this.ponArea.ids.flatMap((id) =>
        this.onus
          .denyList(id)
          .filter((d) => bareMac(d.macaddr).includes(part))
          .map((d) => ({
            source: 'onu_deny',
            macaddr: d.macaddr,
            port_id: d.port_id,
            onu_id: d.onu_id,
            name: d.onu_name,
          })),
      ),
    );
  }

  /** Another area's table for "where is this MAC" (ARP, DHCP bindings, …), asked after the ones before it. */
  addWhereSource(name: string, find: MacWhereSource, findIp?: MacWhereIpSource): void {
    this.whereSources.push({ name, find, ...(findIp ? { findIp } : {}) });
  }

  ageTime(): number {
    return this.age;
  }

  ponAgeTime(): number {
    return this.ponAge;
  }

  /** MAC-02. */
  setAge(seconds: number): void {
    this.k.write(() => {
      checkAge(seconds);
      this.age = seconds;
      this.k.journal.section('mac_settings');
      this.k.alarms.log(wordsText(ALARM_WORDS.macAgeSwitch, { seconds }));
    });
  }

  /** MAC-12. */
  setPonAge(seconds: number): void {
    this.k.write(() => {
      checkAge(seconds);
      this.ponAge = seconds;
      this.k.journal.section('mac_settings');
      this.k.alarms.log(wordsText(ALARM_WORDS.macAgePon, { seconds }));
    });
  }

  /** MAC-04: every entry. */
  switchRows(): MacRow[] {
    return this.sw.rows();
  }

  /** MAC-X1. */
  switchPage(filter: MacFilter): MacPage {
    return this.sw.page(filter);
  }

  /** MAC-14. */
  ponRows(): MacRow[] {
    return this.pon.rows();
  }

  /** MAC-X2. */
  ponPage(filter: MacFilter): MacPage {
    return this.pon.page(filter);
  }

  /** MAC-05: a static or blackhole entry; it replaces a learnt one of the same MAC and VLAN. */
  add(entry: StaticRow): void {
    this.k.write(() => {
      const e = this.checkStatic(entry);
      const old = this.sw.get(e.macaddr, e.vlan_id);
      if (old && old.mac_type !== MAC_TYPE.dynamic) refuse(`${e.macaddr} in VLAN ${e.vlan_id} is already configured`);
      if (!old && this.sw.size >= MAC_TABLE_CAPACITY) refuse('the MAC table is full');
      this.sw.set({ ...e, onu_id: 0, lastSeenMs: this.k.now() });
      this.k.journal.record('mac_static', `${e.macaddr}|${e.vlan_id}`);
      this.k.alarms.log(
        wordsText(e.mac_type === MAC_TYPE.static ? ALARM_WORDS.macAddedStatic : ALARM_WORDS.macAddedBlackhole, {
          mac: e.macaddr,
          vlan: e.vlan_id,
        }),
      );
    });
  }

  /** MAC-06: the entry as its row reads; a learnt one is simply forgotten (it comes back if seen again). */
  remove(entry: StaticRow): void {
    this.k.write(() => {
      const mac = entry.macaddr.toLowerCase();
      const old = this.sw.get(mac, entry.vlan_id);
      if (!old || old.mac_type !== entry.mac_type || old.port_id !== entry.port_id)
        refuse(`the MAC table has no such entry: ${mac} VLAN ${entry.vlan_id}`);
      this.sw.delete(mac, entry.vlan_id);
      if (old.mac_type !== MAC_TYPE.dynamic) this.k.journal.record('mac_static', `${mac}|${entry.vlan_id}`);
      this.k.alarms.log(wordsText(ALARM_WORDS.macDeleted, { mac, vlan: entry.vlan_id }));
    });
  }

  /** MAC-07: by type (flags 1), by ports (2) or by VLAN (4); the flags may combine, each narrowing the flush. */
  flush(flags: number, macType: number, vlanId: number | undefined, ports: readonly number[] | undefined): number {
    return this.k.write(() => {
      if ((flags & ~7) !== 0 || flags === 0) refuse('flags must be 1 (by type), 2 (by ports) or 4 (by VLAN)');
      if (!Number.isInteger(macType) || macType < 0 || macType > MAC_TYPE_ALL) refuse('mac_type must be 0–3');
      const byPorts = (flags & MAC_FLUSH_FLAGS.byPorts) !== 0;
      const byVlan = (flags & MAC_FLUSH_FLAGS.byVlan) !== 0;
      if (byPorts && macType === MAC_TYPE.blackhole) refuse('blackhole entries have no port to flush by');
      if (byVlan && (vlanId === undefined || vlanId < 1 || vlanId > 4094))
        refuse('a flush by VLAN needs vlan_id 1–4094');
      if (byPorts && (!ports || ports.length === 0)) refuse('a flush by ports needs at least one port');
      for (const p of byPorts ? (ports ?? []) : [])
        if (!this.table.has(p)) refuse(wordsText(REFUSAL_WORDS.portMissing, { port: p }));
      const portSet = new Set(ports);
      const gone = this.sw.deleteWhere(
        (e) =>
          (macType === MAC_TYPE_ALL || e.mac_type === macType) &&
          (!byPorts || portSet.has(e.port_id)) &&
          (!byVlan || e.vlan_id === vlanId),
      );
      if (macType !== MAC_TYPE.dynamic) this.k.journal.section('mac_static');
      this.k.alarms.log(wordsText(ALARM_WORDS.macFlushedSwitch, { count: gone }));
      return gone;
    });
  }

  /** MAC-15: all (0), by VLAN (1), by PON (2), by ONU (3). */
  flushPon(type: number, vlanId?: number, portId?: number, onuId?: number): number {
    return this.k.write(() => {
      if (type === PON_MAC_FLUSH.byVlan && (!vlanId || vlanId < 1 || vlanId > 4094))
        refuse('a flush by VLAN needs vlan_id 1–4094');
      if ((type === PON_MAC_FLUSH.byPon || type === PON_MAC_FLUSH.byOnu) && !this.ponArea.has(portId ?? 0))
        refuse(`port ${portId ?? ''} is not a PON port`);
      if (type === PON_MAC_FLUSH.byOnu && (!onuId || onuId < 1 || onuId > 64))
        refuse('a flush by ONU needs onu_id 1–64');
      if (type < 0 || type > 3) refuse('flush_type must be 0–3');
      const gone = this.pon.deleteWhere(
        (e) =>
          type === PON_MAC_FLUSH.all ||
          (type === PON_MAC_FLUSH.byVlan && e.vlan_id === vlanId) ||
          (type === PON_MAC_FLUSH.byPon && e.port_id === portId) ||
          (type === PON_MAC_FLUSH.byOnu && e.port_id === portId && e.onu_id === onuId),
      );
      this.k.alarms.log(wordsText(ALARM_WORDS.macFlushedPon, { count: gone }));
      return gone;
    });
  }

  /** MAC-X3: every place a full or partial MAC is known, source by source. */
  where(text: string): { hits: MacWhereHit[]; truncated: number } {
    // a whole IPv4 or IPv6 address is asked of the sources that know addresses (DHCP and DHCPv6 bindings); anything
    // else is a MAC part
    const isIp = isIPv4(text.trim()) || isWholeIPv6(text.trim());
    const part = bareMac(text);
    if (!isIp && !/^[0-9a-f]{2,12}$/.test(part))
      refuse('MAC search: 2 to 12 hex digits, or a whole IPv4 or IPv6 address');
    const hits = this.whereSources.flatMap((s) => (isIp ? (s.findIp?.(text.trim()) ?? []) : s.find(part)));
    return { hits: hits.slice(0, MAC_WHERE_MAX_HITS), truncated: Math.max(0, hits.length - MAC_WHERE_MAX_HITS) };
  }

  /** MAC-X4: the system MAC, the management interfaces and every VLAN interface (in-band). */
  deviceMacs(): DeviceMac[] {
    const base = this.chassis.baseMac;
    const b = base.split(':').map((x) => Number.parseInt(x, 16));
    const plus = (n: number) => {
      const last = ((b[5] ?? 0) + n) & 0xff;
      return [...b.slice(0, 5), last].map((x) => x.toString(16).padStart(2, '0')).join(':');
    };
    const out: DeviceMac[] = [
      { kind: 'system', name: 'system', macaddr: base, vlan_id: 0 },
      { kind: 'outband', name: 'outband', macaddr: plus(1), vlan_id: 0 },
    ];
    for (const i of this.management.inbound())
      out.push({ kind: 'inband', name: `vlanif${i.vlan_id}`, macaddr: plus(2), vlan_id: i.vlan_id });
    return out;
  }

  /** MAC-X5: newest first. */
  moveList(): MacMove[] {
    return [...this.moves].reverse();
  }

  /** Shows a known MAC on another port now, as a loop or a cloned router would (the simulation, and tests). */
  cloneOnto(macaddr: string, vlanId: number, portId: number, forMs = 30_000): void {
    this.clone = { macaddr, vlanId, portId, untilMs: this.k.now() + forMs };
    this.learn(macaddr, vlanId, portId, 0, this.k.now());
  }

  exportSection(name: string): unknown {
    if (name === 'mac_settings') return { age: this.age, pon_age: this.ponAge };
    return this.staticRows();
  }

  exportRecord(_name: string, key: string): unknown {
    return this.staticRows().find((e) => `${e.macaddr}|${e.vlan_id}` === key);
  }

  check(config: MacConfig): void {
    checkAge(config.mac_settings.age);
    checkAge(config.mac_settings.pon_age);
    const vlans = new Set(config.vlans.map((v) => v.vlan_id));
    for (const e of config.mac_static) this.checkStatic(e, (id) => vlans.has(id));
  }

  load(config: MacConfig): void {
    this.age = config.mac_settings.age;
    this.ponAge = config.mac_settings.pon_age;
    this.sw.deleteWhere((e) => e.mac_type !== MAC_TYPE.dynamic);
    const now = this.k.now();
    for (const e of config.mac_static)
      this.sw.set({ ...e, macaddr: e.macaddr.toLowerCase(), onu_id: 0, lastSeenMs: now });
  }

  step(atMs: number, step: number): void {
    if (step % LEARN_EVERY_STEPS !== 0) {
      this.seeBeyond(atMs, step % LEARN_EVERY_STEPS);
      return;
    }
    if (this.random.chance((LEARN_EVERY_STEPS * 1_000) / CLONE_MEAN_MS)) this.cloneSomeMac();
    this.observe(atMs);
    this.ageOut(atMs);
  }

  /** Now and then a customer's MAC shows up behind another PON too (a cloned router), for a short while. */
  private cloneSomeMac(): void {
    const online = this.onus.all().filter((o) => o.status === 'Online');
    const others = this.ponArea.ids.filter((id) => this.ponArea.isUp(id));
    if (online.length === 0 || others.length < 2) return;
    const onu = this.random.pick(online);
    const to = this.random.pick(others.filter((id) => id !== onu.portId));
    const host = macsBehind(onu).at(-1) ?? onu.mac;
    this.cloneOnto(host, this.vlan.pvidOf(onu.portId), to);
  }

  reboot(): void {
    this.sw.deleteWhere((e) => e.mac_type === MAC_TYPE.dynamic);
    this.pon.deleteWhere(() => true);
    this.moves.length = 0;
  }

  private observe(atMs: number): void {
    for (const onu of this.onus.all()) {
      if (onu.status !== 'Online' || !this.ponArea.isUp(onu.portId)) continue;
      const vlanId = this.vlan.pvidOf(onu.portId);
      for (const mac of macsBehind(onu)) {
        this.learn(mac, vlanId, onu.portId, onu.onuId, atMs);
        this.pon.set({
          macaddr: mac,
          vlan_id: vlanId,
          port_id: onu.portId,
          onu_id: onu.onuId,
          mac_type: 0,
          lastSeenMs: atMs,
        });
      }
    }
    const seenLags = new Set<number>();
    const learners: number[] = [];
    for (const id of this.table.ids()) {
      if (!this.table.isUplink(id) || !this.table.isLinkUp(id)) continue;
      const lag = this.table.lagOf(id);
      // a trunk learns on its first member with a link, as one port
      if (lag > 0 && seenLags.has(lag)) continue;
      if (lag > 0) seenLags.add(lag);
      for (const mac of macsUpstream(lag > 0 ? 100 + lag : id, this.k.options.seed))
        this.learn(mac, this.vlan.pvidOf(id), id, 0, atMs);
      learners.push(id);
    }
    // the hosts beyond the uplinks: all of them the first time, after the customers' (who must find room first)
    this.beyondPorts = learners;
    this.seeBeyond(atMs, this.beyond ? 0 : undefined);
    const c = this.clone;
    if (c && atMs <= c.untilMs) this.learn(c.macaddr, c.vlanId, c.portId, 0, atMs);
    else this.clone = null;
  }

  /**
   * Sightings of the hosts beyond the uplinks, dealt over the uplinks that learn as if each sat behind one of them:
   * a fifth of them each second (`slice`), so each is seen every 5 s like the rest, and no single step refreshes
   * 32K entries (it stalled the server: README › Benchmarks); all of them when `slice` is undefined.
   */
  private seeBeyond(atMs: number, slice?: number): void {
    this.beyond ??= macsBeyond(this.k.options.upstreamHosts ?? 0, this.k.options.seed);
    const ports = this.beyondPorts;
    if (ports.length === 0) return;
    const from = slice ?? 0;
    const every = slice === undefined ? 1 : LEARN_EVERY_STEPS;
    for (let i = from; i < this.beyond.length; i += every) {
      const id = ports[i % ports.length] as number;
      this.learn(this.beyond[i] as string, this.vlan.pvidOf(id), id, 0, atMs);
    }
  }

  /** A sighting: learns or refreshes the entry; on another port soon after the last sighting, a move. */
  private learn(macaddr: string, vlanId: number, portId: number, onuId: number, atMs: number): void {
    const old = this.sw.get(macaddr, vlanId);
    if (old && old.mac_type !== MAC_TYPE.dynamic) return;
    if (!old && this.sw.size >= MAC_TABLE_CAPACITY) return;
    if (old && (old.port_id !== portId || old.onu_id !== onuId) && atMs - old.lastSeenMs <= MAC_MOVE_WINDOW_MS) {
      this.recordMove(old.macaddr, vlanId, old.port_id, old.onu_id, portId, onuId, atMs);
    }
    this.sw.set({
      macaddr,
      vlan_id: vlanId,
      port_id: portId,
      onu_id: onuId,
      mac_type: MAC_TYPE.dynamic,
      lastSeenMs: atMs,
    });
  }

  private recordMove(
    mac: string,
    vlanId: number,
    fromPort: number,
    fromOnu: number,
    toPort: number,
    toOnu: number,
    atMs: number,
  ): void {
    this.moves.push({
      macaddr: mac,
      vlan_id: vlanId,
      from_port: fromPort,
      from_onu: fromOnu,
      to_port: toPort,
      to_onu: toOnu,
      time: formatDeviceTime(atMs),
    });
    if (this.moves.length > MOVES_KEPT) this.moves.shift();
    const key = `${mac}|${vlanId}`;
    const last = this.lastMoveAlarm.get(key);
    // one alarm per MAC while it keeps flapping
    if (last !== undefined && atMs - last < MAC_MOVE_WINDOW_MS) return;
    this.lastMoveAlarm.set(key, atMs);
    const where = (p: number, o: number) => (o > 0 ? `${this.table.name(p)}/${o}` : this.table.name(p));
    this.k.alarms.raise(
      MAC_ALARM_ID.move,
      LEVEL.minor,
      wordsText(ALARM_WORDS.macMoved, {
        mac,
        vlan: vlanId,
        from: where(fromPort, fromOnu),
        to: where(toPort, toOnu),
      }),
      atMs,
      toOnu > 0 ? aboutOnu(toPort, toOnu) : aboutPort(this.table, toPort),
    );
  }

  private ageOut(atMs: number): void {
    const stale = (age: number) => (e: { mac_type: number; lastSeenMs: number }) =>
      age > 0 && e.mac_type === MAC_TYPE.dynamic && atMs - e.lastSeenMs > age * 1_000;
    this.sw.deleteWhere(stale(this.age));
    this.pon.deleteWhere(stale(this.ponAge));
  }

  private staticRows(): StaticRow[] {
    return this.sw
      .all()
      .filter((e) => e.mac_type !== MAC_TYPE.dynamic)
      .map((e) => ({ macaddr: e.macaddr, vlan_id: e.vlan_id, port_id: e.port_id, mac_type: e.mac_type }))
      .sort((a, b) => a.macaddr.localeCompare(b.macaddr) || a.vlan_id - b.vlan_id);
  }

  private checkStatic(e: StaticRow, hasVlan = (id: number) => this.vlan.has(id)): StaticRow {
    const mac = e.macaddr.toLowerCase();
    if (!/^[0-9a-f]{2}(:[0-9a-f]{2}){5}$/.test(mac)) refuse(`${e.macaddr} is not a MAC address (xx:xx:xx:xx:xx:xx)`);
    if (mac === '00:00:00:00:00:00' || mac === 'ff:ff:ff:ff:ff:ff' || (Number.parseInt(mac.slice(0, 2), 16) & 1) === 1)
      refuse(`${mac} is not a unicast MAC address`);
    if (e.mac_type !== MAC_TYPE.static && e.mac_type !== MAC_TYPE.blackhole)
      refuse('mac_type must be 1 (static) or 2 (blackhole)');
    if (!Number.isInteger(e.vlan_id) || e.vlan_id < 1 || e.vlan_id > 4094) refuse('vlan_id must be 1–4094');
    if (!hasVlan(e.vlan_id)) refuse(`VLAN ${e.vlan_id} does not exist`);
    if (e.port_id !== 0 && !this.table.has(e.port_id))
      refuse(wordsText(REFUSAL_WORDS.portMissing, { port: e.port_id }));
    if (e.mac_type === MAC_TYPE.static && e.port_id === 0) refuse('a static entry needs a port');
    return { ...e, macaddr: mac };
  }
}

function checkAge(seconds: number): void {
  if (!Number.isInteger(seconds) || seconds < MAC_AGE_S.min || seconds > MAC_AGE_S.max)
    refuse(`age time must be ${MAC_AGE_S.min}–${MAC_AGE_S.max} s (0 = never age)`);
}

const row = (e: MacRow) => ({
  macaddr: e.macaddr,
  port_id: e.port_id,
  onu_id: e.onu_id,
  vlan_id: e.vlan_id,
  mac_type: e.mac_type,
});
