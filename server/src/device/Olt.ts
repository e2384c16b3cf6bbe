import {
  onuLabel,
  type PortCounts,
  type PortInfo,
  type SystemInfo,
  type CpuUsage,
  type DenyRow,
  type ModuleDetail,
  type ModuleSummary,
  type OnuDetail,
  type OnuOpticsRow,
  type OnuRow,
  type OnuTableRow,
  type OpticalReading,
  type PonSetting,
  type PonSummary,
  type PortCounterRow,
  type PortCounters,
  type PortVlan,
  type QinqEntry,
  type Splitter,
  type TrafficSample,
  type VlanRow,
  type VlanTranslation,
} from '@olt/protocol';
import { ALARM_ID, AlarmLog, LEVEL, formatAlarmLine, type AlarmEntry } from './alarms.ts';
import { Changes } from './changes.ts';
import { exportConfig, importConfig, type ConfigParts } from './configIo.ts';
import { DenyLists } from './denyList.ts';
import { refuse } from './errors.ts';
import { DeviceEvents } from './events.ts';
import { Health } from './health.ts';
import type { ConfigSection, OltConfig } from './oltConfig.ts';
import { OnuLife } from './onuLife.ts';
import { OnuOps, type OnuAdd, type OnuConfigure } from './onuOps.ts';
import { OnuStore, isReachable, tableRowOf, type Onu, type OnuSearch, type OnuSearchResult } from './onus.ts';
import {
  moduleDetail,
  moduleSummary,
  newPonModule,
  onuReading,
  ponReadingFor,
  walkPonModule,
  type PonModule,
} from './optics.ts';
import { AUTH_MODE_NAMES, PonSettings } from './ponSettings.ts';
import { populate } from './population.ts';
import { PORT_FLAG, Ports, type PortChange } from './ports.ts';
import { Random } from './random.ts';
import { SimClock } from './simClock.ts';
import { Splitters, type SplitterText } from './splitters.ts';
import { Timers } from './timers.ts';
import { Traffic, type Demand } from './traffic.ts';
import { VlanActions } from './vlanActions.ts';
import { Vlans } from './vlans.ts';
import { factoryVlans } from './factoryVlans.ts';

export interface OltOptions {
  ponPorts: number;
  gePorts?: number;
  xgePorts?: number;
  /** everything random derives from it, so a run repeats */
  seed: number;
  /** the real clock; simulated time follows it at `simSpeed` */
  now: () => number;
  /** 1 = real time (`--sim-speed`) */
  simSpeed?: number;
  /** where the device reports alarms, ONU changes and configuration changes; a new emitter when left out */
  events?: DeviceEvents;
}

/** The simulation moves in whole steps of one simulated second, so the outcome does not depend on how often it is advanced. */
export const STEP_MS = 1_000;
/** Readings, health and chart points every fifth step. */
const SLOW_STEP_EVERY = 5;
/** After a long pause (a suspended laptop) the simulation skips ahead rather than replaying more than this. */
const MAX_CATCH_UP_MS = 6 * 3_600_000;

/** Per online ONU, on average: 3.2 Mbit/s down, 0.9 Mbit/s up. */
const ONU_DOWN_BPS = 3_200_000;
const ONU_UP_BPS = 900_000;
/** An EPON port carries 1 Gbit/s each way. */
const PON_LINE_BPS = 1_000_000_000;

/**
 * The simulated OLT: plain TypeScript, no HTTP and no SQL. It composes the ports, the PONs with their ONUs, deny
 * lists and splitters, the VLANs, traffic counters, optics and health, and moves them on simulated time when the
 * server calls `advance()` (tests call `tick()`). Reads answer the wire shapes of api.md; operations that break a
 * rule throw a DeviceRuleError and change nothing; successful operations emit 'configChange' with the sections
 * they changed, and ONU changes are emitted as 'onuChange'.
 */
export class Olt {
  readonly counts: Required<PortCounts>;
  readonly events: DeviceEvents;
  private readonly seed: number;
  private readonly clock: SimClock;
  private readonly rng: Random;
  private readonly timers = new Timers();
  private readonly changes = new Changes();
  private readonly alarmLog: AlarmLog;
  private readonly portTable: Ports;
  private readonly ponTable: PonSettings;
  private readonly store: OnuStore;
  private readonly deny: DenyLists;
  private readonly splitterTable: Splitters;
  private readonly vlans: Vlans;
  private readonly vlanActions: VlanActions;
  private readonly traffic: Traffic;
  private readonly health = new Health();
  private readonly modules = new Map<number, PonModule>();
  private readonly life: OnuLife;
  private readonly ops: OnuOps;
  private readonly parts: ConfigParts;
  private readonly factory: OltConfig;
  private bootedAtMs: number;
  private simulatedMs: number;
  private steps = 0;
  private onlineByPon = new Map<number, number>();

  constructor(private readonly options: OltOptions) {
    this.counts = { ponports: options.ponPorts, geports: options.gePorts ?? 4, xgeports: options.xgePorts ?? 2 };
    this.seed = options.seed;
    this.events = options.events ?? new DeviceEvents();
    this.clock = new SimClock(options.now, options.simSpeed ?? 1);
    this.bootedAtMs = this.clock.now();
    this.simulatedMs = this.bootedAtMs;
    const root = new Random(options.seed);
    const build = root.fork('population');
    this.rng = root.fork('life');

    this.alarmLog = new AlarmLog(
      () => this.clock.now(),
      (entry) => {
        this.changes.eventCount++;
        this.events.emit('alarm', { alarm_id: entry.alarm_id, level: entry.level, content: entry.content });
      },
    );
    this.portTable = new Ports(this.counts);
    const ponIds = this.portTable.ids().filter((id) => this.portTable.kind(id) === 'pon');
    this.ponTable = new PonSettings(ponIds);
    this.store = new OnuStore(ponIds);
    this.deny = new DenyLists(ponIds);
    this.splitterTable = new Splitters(ponIds);
    this.vlans = new Vlans(this.portTable);
    this.vlanActions = new VlanActions((id) => this.portTable.has(id));
    this.traffic = new Traffic(this.portTable.ids(), (id) => this.portTable.isUplink(id));
    for (const id of ponIds) this.modules.set(id, newPonModule(build));

    this.life = new OnuLife({
      store: this.store,
      deny: this.deny,
      pon: this.ponTable,
      rng: this.rng,
      timers: this.timers,
      alarms: this.alarmLog,
      changes: this.changes,
      isPonUp: (portId) => this.isPonUp(portId),
      belowLimit: (onu) => this.ops.denyOnus([onu], 'receive power below the PON limit'),
    });
    this.ops = new OnuOps({
      store: this.store,
      deny: this.deny,
      pon: this.ponTable,
      life: this.life,
      rng: this.rng,
      alarms: this.alarmLog,
      changes: this.changes,
      now: () => this.clock.now(),
    });
    this.parts = {
      ports: this.portTable,
      pon: this.ponTable,
      store: this.store,
      deny: this.deny,
      splitters: this.splitterTable,
      vlans: this.vlans,
      vlanActions: this.vlanActions,
      life: this.life,
      rng: this.rng,
      changes: this.changes,
      now: () => this.clock.now(),
      isPonUp: (portId) => this.isPonUp(portId),
      ponTransition: (portId, wasUp) => this.ponTransition(portId, wasUp),
    };

    const factory = factoryVlans(this.portTable);
    this.vlans.replace(factory.vlans, factory.portVlans);
    this.vlanActions.replace(factory.translations, factory.qinq);
    populate({
      store: this.store,
      deny: this.deny,
      pon: this.ponTable,
      splitters: this.splitterTable,
      rng: build,
      nowMs: this.bootedAtMs,
      returnsAt: (onu, atMs) => this.life.scheduleArrive(onu, atMs),
    });
    for (const entry of this.deny.all()) {
      if (entry.attempting) this.life.scheduleDenyAttempt(entry, this.bootedAtMs + build.int(10_000, 120_000));
    }
    this.countOnline();
    this.factory = exportConfig(this.parts);
    this.changes.discard();
  }

  // ── chassis ────────────────────────────────────────────────────────────────────────────────────────────────

  get baseMac(): string {
    const b = (this.seed * 2654435761) >>> 0;
    const bytes = [0x38, 0x3a, 0x21, (b >>> 16) & 0xff, (b >>> 8) & 0xff, b & 0xf0];
    return bytes.map((x) => x.toString(16).padStart(2, '0')).join(':');
  }

  systemInfo(): SystemInfo {
    const pon = this.counts.ponports;
    return {
      product_name: `EPON-OLT-${String(pon).padStart(2, '0')}`,
      sys_ver: 'V2.4.1',
      fw_ver: 'V2.4.1_build2611',
      hw_ver: 'V1.2',
      bl_ver: 'V1.0.3',
      macaddr: this.baseMac,
      sn: `SIM${String(this.seed).padStart(5, '0')}${String(pon).padStart(2, '0')}`,
      device_type: 1,
      ponports: pon,
      geports: this.counts.geports,
      xgeports: this.counts.xgeports,
      vendor: 'Simulated OLT',
      build_time: '2026/11/01 10:00:00',
      size: 32,
      lic_available: 0,
      lic_total: 0,
    };
  }

  /** PORT-01: every port in global order (api.md §0.1). */
  ports(): PortInfo[] {
    return this.portTable.ids().map((id) => this.port(id));
  }

  /** PORT-03. */
  port(portId: number): PortInfo {
    return this.portTable.info(portId, this.vlans.pvidOf(portId), this.isLinkUp(portId));
  }

  isPonPort(portId: number): boolean {
    return this.store.ponIds.includes(portId);
  }

  /** PORT-02: `flags` names the fields to take. A PVID change follows the VLAN rules too. */
  setPort(portId: number, change: PortChange): void {
    this.act(() => {
      const apply = this.portTable.prepare(portId, change);
      const applyPvid = change.flags & PORT_FLAG.pvid ? this.vlans.prepareDefault(portId, 1, change.pvid) : undefined;
      const wasUp = this.isPonPort(portId) ? this.isPonUp(portId) : false;
      apply();
      applyPvid?.();
      if (this.isPonPort(portId)) this.ponTransition(portId, wasUp);
      this.changes.section('ports', ...(applyPvid ? (['vlans', 'portVlans'] as const) : []));
      this.alarmLog.log(`${this.portTable.name(portId)} settings changed`);
    });
  }

  /** PORT-05. */
  portCounters(portId: number): PortCounters {
    this.requirePort(portId);
    return this.traffic.counters(portId);
  }

  /** PORT-04. */
  portCounterRows(): PortCounterRow[] {
    return this.traffic.rows();
  }

  /** PORT-06: `0` clears every port. */
  clearCounters(portId: number): void {
    if (portId !== 0) this.requirePort(portId);
    this.traffic.clear(portId === 0 ? undefined : portId);
  }

  /** Current rates of every port, bits per second: inbound is what the port receives. */
  trafficRates(): { port_id: number; inbound_bps: number; outbound_bps: number }[] {
    return this.portTable.ids().map((id) => ({ port_id: id, ...this.traffic.rates(id) }));
  }

  /** The chart history of a port: a point every 5 simulated seconds, the last half hour. */
  trafficSamples(portId: number): TrafficSample[] {
    this.requirePort(portId);
    return this.traffic.samples(portId);
  }

  /** SYS-12. */
  cpu(): CpuUsage {
    return this.health.usage();
  }

  /** Board temperature in °C. */
  temperature(): number {
    return this.health.temperature();
  }

  /** Simulated milliseconds since the last (re)boot. */
  uptimeMs(): number {
    return this.clock.now() - this.bootedAtMs;
  }

  /** The simulated clock (epoch ms); it runs `simSpeed` times as fast as the real one. */
  nowMs(): number {
    return this.clock.now();
  }

  get simSpeed(): number {
    return this.clock.simSpeed;
  }

  setSimSpeed(speed: number): void {
    this.clock.setSpeed(speed);
  }

  /**
   * The device came back from a reboot: uptime and counters start again and every ONU registers anew. The caller
   * then brings back the startup configuration with `importConfig`.
   */
  reboot(): void {
    const now = this.clock.now();
    this.advance();
    this.bootedAtMs = now;
    this.traffic.reset();
    this.life.restartAll(now);
    this.alarmLog.raise(ALARM_ID.systemStarted, LEVEL.info, 'system started', now);
    this.countOnline();
    this.flush();
  }

  // ── simulation ─────────────────────────────────────────────────────────────────────────────────────────────

  /** Runs the simulation up to the simulated clock's present; the server calls it from a timer. */
  advance(): void {
    const target = this.clock.now();
    if (target - this.simulatedMs > MAX_CATCH_UP_MS) this.simulatedMs = target - MAX_CATCH_UP_MS;
    while (this.simulatedMs + STEP_MS <= target) {
      this.simulatedMs += STEP_MS;
      this.step(this.simulatedMs);
    }
    this.flush();
  }

  /** Moves simulated time on by `ms` and runs the simulation to it (tests). */
  tick(ms: number): void {
    this.clock.tick(ms);
    this.advance();
  }

  private step(atMs: number): void {
    this.timers.runDue(atMs);
    this.life.dropStep(atMs, STEP_MS, this.onlineCount());
    this.life.arrivalStep(atMs, STEP_MS);
    this.traffic.step(STEP_MS, this.rng, (id) => this.demand(id));
    // each ONU's readings move every fifth step, a fifth of the ONUs at a time: a step never re-serialises the
    // whole 1024-row table at once
    this.life.opticsStep(atMs, (onu) => onu.onuId % SLOW_STEP_EVERY === this.steps % SLOW_STEP_EVERY);
    if (++this.steps % SLOW_STEP_EVERY !== 0) return;
    for (const m of this.modules.values()) walkPonModule(m, this.rng);
    this.countOnline();
    this.health.step(
      this.rng,
      Math.min(1, this.onlineCount() / (this.store.ponIds.length * 64)),
      this.changes.eventCount,
    );
    this.changes.eventCount = 0;
    this.traffic.sample(atMs);
  }

  private countOnline(): void {
    const counts = new Map(this.store.ponIds.map((id) => [id, 0]));
    for (const onu of this.store.all())
      if (onu.status === 'Online') counts.set(onu.portId, (counts.get(onu.portId) ?? 0) + 1);
    this.onlineByPon = counts;
  }

  private onlineCount(): number {
    let n = 0;
    for (const count of this.onlineByPon.values()) n += count;
    return n;
  }

  private demand(portId: number): Demand {
    if (this.isPonPort(portId)) {
      const n = this.isPonUp(portId) ? (this.onlineByPon.get(portId) ?? 0) : 0;
      return { inboundBps: n * ONU_UP_BPS, outboundBps: n * ONU_DOWN_BPS, lineRateBps: PON_LINE_BPS };
    }
    if (!this.portTable.isLinkUp(portId)) return { inboundBps: 0, outboundBps: 0, lineRateBps: 0 };
    const uplinks = this.portTable.ids().filter((id) => this.portTable.isUplink(id) && this.portTable.isLinkUp(id));
    const capacity = uplinks.reduce((sum, id) => sum + this.portTable.lineRateBps(id), 0);
    const share = this.portTable.lineRateBps(portId) / capacity;
    let online = 0;
    for (const id of this.store.ponIds) if (this.isPonUp(id)) online += this.onlineByPon.get(id) ?? 0;
    // downstream arrives from the network on the uplinks, upstream leaves through them; plus a little management
    return {
      inboundBps: online * ONU_DOWN_BPS * share + 150_000,
      outboundBps: online * ONU_UP_BPS * share + 80_000,
      lineRateBps: this.portTable.lineRateBps(portId),
    };
  }

  // ── PONs ───────────────────────────────────────────────────────────────────────────────────────────────────

  /** SYS-13. */
  ponSummary(): PonSummary[] {
    return this.store.ponIds.map((portId) => {
      const onus = this.store.onPon(portId);
      const online = onus.filter((o) => o.status === 'Online').length;
      return {
        port_id: portId,
        status: this.isPonUp(portId) && online > 0 ? 1 : 0,
        online,
        offline: onus.length - online,
      };
    });
  }

  /** PON-01. */
  ponSettings(): PonSetting[] {
    return this.ponTable.list();
  }

  /** PON-02. */
  setPonAuth(portId: number, authType: number, authMode: number): void {
    this.act(() => {
      this.ponTable.setAuth(portId, authType, authMode);
      this.configured(
        'pon',
        `PON${this.two(portId)} authorisation ${authType === 1 ? 'manual' : 'automatic'}, mode ${AUTH_MODE_NAMES[authMode]}`,
      );
    });
  }

  /** PON-03. */
  setPonP2p(portId: number, p2pFlag: number): void {
    this.act(() => {
      this.ponTable.setP2p(portId, p2pFlag);
      this.configured('pon', `PON${this.two(portId)} P2P ${p2pFlag === 1 ? 'on' : 'off'}`);
    });
  }

  /** PON-04 (and PON-05, "detect now", which sends only the mode). */
  setPonRogue(portId: number, rogueMode: number, addDenyFlag?: number): void {
    this.act(() => {
      this.ponTable.setRogue(portId, rogueMode, addDenyFlag);
      this.configured('pon', `PON${this.two(portId)} rogue ONU detection mode ${rogueMode}`);
    });
  }

  /** PON-05: a manual rogue-ONU detection; the result goes to the alarm list. */
  detectRogue(portId: number): void {
    this.act(() => {
      if (this.ponTable.get(portId).rogue_mode !== 2) refuse('detection on demand needs the manual rogue ONU mode');
      this.alarmLog.raise(ALARM_ID.ponRogue, LEVEL.info, `PON${this.two(portId)} rogue ONU detection: none found`);
    });
  }

  /** PON-06. */
  setPonLoopOnu(portId: number, lbOnuMode: number): void {
    this.act(() => {
      this.ponTable.setLoopOnu(portId, lbOnuMode);
      this.configured('pon', `PON${this.two(portId)} looping ONU action ${lbOnuMode}`);
    });
  }

  /** PON-07: below `optMin` dBm an ONU goes to the deny list when `optMinAction` is 1. */
  setPonOpticalRange(portId: number, optMin: number, optMinAction: number): void {
    this.act(() => {
      this.ponTable.setOpticalRange(portId, optMin, optMinAction);
      this.configured('pon', `PON${this.two(portId)} receive power limit ${optMin} dBm`);
    });
  }

  /** PON-08: with the PON's laser off every ONU on it loses light until it is back on. */
  setPonOptState(portId: number, optstate: number): void {
    this.act(() => {
      const wasUp = this.isPonUp(portId);
      this.ponTable.setOptState(portId, optstate);
      this.ponTransition(portId, wasUp);
      this.configured('pon', `PON${this.two(portId)} optical module ${optstate === 1 ? 'on' : 'off'}`);
    });
  }

  /** OPT-01. */
  ponModules(): ModuleSummary[] {
    return this.store.ponIds.map((id) => this.ponModule(id));
  }

  /** OPT-02. */
  ponModuleDetail(portId: number): ModuleDetail {
    return moduleDetail(this.ponModule(portId), `SO${String(this.seed).padStart(6, '0')}${this.two(portId)}`);
  }

  /** OPT-03: what the PON's module receives from one ONU. */
  ponOnuOptics(portId: number, onuId: number): OpticalReading {
    const onu = this.reachableOnu(portId, onuId);
    return ponReadingFor(this.module(portId), onu);
  }

  /** OPT-04: the ONUs of a PON that are up, with their own readings. */
  ponOpticsList(portId: number): OnuOpticsRow[] {
    this.ponTable.get(portId);
    return this.store
      .onPon(portId)
      .filter((o) => isReachable(o.status))
      .map((o) => ({ port_id: o.portId, onu_id: o.onuId, onu_name: o.name, macaddr: o.mac, ...onuReading(o) }));
  }

  // ── ONUs ───────────────────────────────────────────────────────────────────────────────────────────────────

  /** ONU-04: the ONU ids present on a PON, ascending. */
  onuIds(portId: number): number[] {
    return this.store.ids(portId);
  }

  /** ONU-01: a PON's ONUs in its display order. */
  listOnus(portId: number): OnuRow[] {
    this.ponTable.get(portId);
    return this.store.listRows(portId);
  }

  /** ONU-03 (`/onutable`): every ONU, each with the splitter it hangs on. Rows are cached: treat them as read-only. */
  allOnus(): OnuTableRow[] {
    return this.store.allRows();
  }

  /** `allOnus()` as JSON text, built once per change. */
  allOnusJson(): string {
    return this.store.allRowsJson();
  }

  /** The ONU table's server-side search over every PON (MAC, name, LOID, description), with paging. */
  searchOnus(query: OnuSearch): OnuSearchResult {
    if (query.portId !== undefined) this.ponTable.get(query.portId);
    return this.store.search(query);
  }

  /** ONU-19. Hardware fields stay empty until the ONU has registered once. */
  onuDetail(portId: number, onuId: number): OnuDetail {
    const onu = this.ops.onu(portId, onuId);
    const hw = onu.hw;
    const known = onu.registerMs !== null;
    const up = isReachable(onu.status);
    const text = (value: string): string => (known ? value : '');
    return {
      port_id: onu.portId,
      onu_id: onu.onuId,
      llid: up ? onu.onuId - 1 : 0,
      onu_name: onu.name,
      onu_desc: onu.desc,
      auth_mode: AUTH_MODE_NAMES[this.ponTable.get(portId).auth_mode] ?? 'mac',
      auth_state: onu.authState === 1 ? 'TRUE' : 'FALSE',
      status: onu.status,
      onu_type: text(hw.onu_type),
      dev_type: hw.dev_type,
      // round trip in time quanta of 16 ns: light covers a kilometre and back in 10 µs
      rtt: up ? String(Math.round(hw.distanceM * 0.625)) : '0',
      macaddr: onu.mac,
      loid: hw.loid,
      password: this.ponTable.get(portId).auth_mode === 2 ? hw.password : '',
      upgrade_type: '',
      ctcver: text(hw.ctcver),
      software_ver: text(hw.software_ver),
      hardware_ver: text(hw.hardware_ver),
      vendor: text(hw.vendor),
      sn_model: text(hw.sn_model),
      chip_model: text(hw.chip_model),
      onu_chip: text(hw.onu_chip),
      fw_ver: known ? hw.fw_ver : '0'.repeat(32),
      geports: known ? hw.geports : 0,
      wlan: known ? hw.wlan : 0,
    };
  }

  /** ONU-20. */
  onuFec(portId: number, onuId: number): { fec_mode: number } {
    return { fec_mode: this.ops.onu(portId, onuId).fecMode };
  }

  /** ONU-22: only an ONU that is up can be read. */
  onuOptics(portId: number, onuId: number): OpticalReading {
    return onuReading(this.reachableOnu(portId, onuId));
  }

  /** ONU-06: authorise (1) or de-authorise (0); only while the ONU is online. `macaddr`, when given, must match. */
  setOnuAuth(portId: number, onuId: number, authState: number, macaddr?: string): void {
    this.act(() => this.ops.setAuth(portId, onuId, authState, macaddr));
  }

  /** ONU-05: answers the ONU id given (the lowest free one for `onu_id` 0). */
  addOnu(portId: number, spec: OnuAdd): number {
    return this.act(() => this.ops.add(portId, spec));
  }

  /** ONU-07. */
  deleteOnu(portId: number, onuId: number, macaddr?: string): void {
    this.act(() => this.ops.remove(portId, [onuId], macaddr));
  }

  /** ONU-09: all or none. */
  deleteOnus(portId: number, onuIds: readonly number[]): void {
    this.act(() => this.ops.remove(portId, onuIds));
  }

  /** ONU-08: to the deny list. */
  rejectOnu(portId: number, onuId: number, macaddr?: string): void {
    this.act(() => this.ops.reject(portId, [onuId], macaddr));
  }

  /** ONU-10: all or none. */
  rejectOnus(portId: number, onuIds: readonly number[]): void {
    this.act(() => this.ops.reject(portId, onuIds));
  }

  /** ONU-11: `onuIds` must be exactly the PON's ONU ids, in the new display order. */
  sortOnus(portId: number, onuIds: readonly number[]): void {
    this.act(() => this.ops.sort(portId, onuIds));
  }

  /** ONU-21: rename (0x8), FEC (0x4), reboot (0x1), deregister (0x2), transmitter off (0x200). */
  configureOnu(portId: number, onuId: number, cfg: OnuConfigure): void {
    this.act(() => this.ops.configure(portId, onuId, cfg));
  }

  /** ONU-12. */
  denyList(portId: number): DenyRow[] {
    this.ponTable.get(portId);
    return this.deny.rows(portId);
  }

  /** ONU-13. */
  addDeny(portId: number, macaddr: string, reason: string): void {
    this.act(() => this.ops.addDeny(portId, macaddr, reason));
  }

  /** ONU-14: `onuId` is the entry's slot; `macaddr`, when given, must match. */
  deleteDeny(portId: number, onuId: number, macaddr?: string): void {
    this.act(() => this.ops.removeDeny(portId, [onuId], macaddr));
  }

  /** ONU-15: all or none. */
  deleteDenies(portId: number, onuIds: readonly number[]): void {
    this.act(() => this.ops.removeDeny(portId, onuIds));
  }

  // ── splitters ──────────────────────────────────────────────────────────────────────────────────────────────

  /** PON-12. */
  splitters(portId: number): Splitter[] {
    return this.splitterTable.list(portId);
  }

  /** PON-13: answers the new splitter's id. */
  addSplitter(portId: number, text: SplitterText, parent: number): number {
    return this.act(() => {
      const id = this.splitterTable.add(portId, text, parent);
      this.configured('splitters', `PON${this.two(portId)} splitter ${id} added`);
      return id;
    });
  }

  /** PON-14: name and description; the parent is not changed. */
  setSplitter(portId: number, splitterId: number, text: SplitterText): void {
    this.act(() => {
      this.splitterTable.set(portId, splitterId, text);
      this.configured('splitters', `PON${this.two(portId)} splitter ${splitterId} changed`);
    });
  }

  /** PON-15: only a leaf below the first level; its ONUs hang on nothing afterwards. */
  deleteSplitter(portId: number, splitterId: number): void {
    this.act(() => {
      this.splitterTable.remove(portId, splitterId);
      for (const onu of this.store.onPon(portId)) if (onu.parent === splitterId) this.setParent(onu, 0);
      this.configured('splitters', `PON${this.two(portId)} splitter ${splitterId} deleted`);
    });
  }

  /** PON-16: exactly these ONUs hang on the splitter (each ONU hangs on one splitter at most). */
  bindSplitterOnus(portId: number, splitterId: number, onuIds: readonly number[]): void {
    this.act(() => {
      if (!this.splitterTable.has(portId, splitterId)) refuse(`splitter ${splitterId} does not exist on this PON`);
      if (new Set(onuIds).size !== onuIds.length) refuse('onulist names an ONU twice');
      const onus = onuIds.map((id) => this.ops.onu(portId, id));
      for (const onu of this.store.onPon(portId))
        if (onu.parent === splitterId && !onus.includes(onu)) this.setParent(onu, 0);
      for (const onu of onus) {
        if (onu.learned) this.changes.section('onus');
        onu.learned = false;
        this.setParent(onu, splitterId);
      }
      this.configured('splitters', `PON${this.two(portId)} splitter ${splitterId} serves ${onuIds.length} ONUs`);
    });
  }

  // ── VLANs ──────────────────────────────────────────────────────────────────────────────────────────────────

  /** VLAN-02: every VLAN, ascending; cached until the next change. */
  vlanTable(): VlanRow[] {
    return this.vlans.table();
  }

  hasVlan(vlanId: number): boolean {
    return this.vlans.has(vlanId);
  }

  /** VLAN-03: creates the VLANs of the range not there yet (one VLAN when `end` = `start`); answers how many. */
  createVlans(start: number, end: number): number {
    return this.act(() => {
      const n = this.vlans.create(start, end);
      this.configured('vlans', `VLAN ${start === end ? start : `${start}-${end}`} created`);
      return n;
    });
  }

  /** VLAN-05/07: VLAN 1 never goes, nor a VLAN that is a port's default VLAN; answers how many went. */
  destroyVlans(start: number, end: number): number {
    return this.act(() => {
      const n = this.vlans.destroy(start, end);
      this.configured('vlans', `VLAN ${start === end ? start : `${start}-${end}`} deleted`);
      return n;
    });
  }

  /**
   * VLAN-04/06: the whole member lists of each VLAN of the range. A port tagged and untagged at once is refused
   * (not answered with a warning): a refusal changes nothing, which a partial success could not promise.
   */
  setVlanMembers(start: number, end: number, tagged: readonly number[], untagged: readonly number[]): void {
    this.act(() => {
      this.vlans.setMembers(start, end, tagged, untagged);
      this.configured('vlans', `VLAN ${start === end ? start : `${start}-${end}`} members set`);
    });
  }

  /** VLAN-08. */
  setVlanName(vlanId: number, name: string): void {
    this.act(() => {
      this.vlans.setName(vlanId, name);
      this.configured('vlans', `VLAN ${vlanId} renamed`);
    });
  }

  /** VLAN-09. */
  setVlanDesc(vlanId: number, desc: string): void {
    this.act(() => {
      this.vlans.setDesc(vlanId, desc);
      this.configured('vlans', `VLAN ${vlanId} description changed`);
    });
  }

  /** VLAN-10: the listed ports take this VLAN as their default VLAN. */
  setDefaultVlanPorts(vlanId: number, portIds: readonly number[]): void {
    this.act(() => {
      this.vlans.setDefaultPorts(vlanId, portIds);
      this.changes.section('portVlans');
      this.configured('vlans', `VLAN ${vlanId} is the default VLAN of ports ${portIds.join(',')}`);
    });
  }

  /** VLAN-11. */
  portVlans(): PortVlan[] {
    return this.vlans.portVlans();
  }

  /** VLAN-12: 1 access, 2 trunk, 3 hybrid. */
  setPortVlanType(portId: number, portType: number): void {
    this.act(() => {
      if (this.vlans.setType(portId, portType)) {
        this.changes.section('vlans');
        this.configured('portVlans', `${this.portTable.name(portId)} VLAN type ${portType}`);
      }
    });
  }

  /** VLAN-13: `flags` 0x1 takes `pvid`, 0x2 takes `priority`. */
  setPortDefaultVlan(portId: number, flags: number, pvid?: number, priority?: number): void {
    this.act(() => {
      this.vlans.prepareDefault(portId, flags, pvid, priority)();
      this.changes.section('vlans');
      this.configured('portVlans', `${this.portTable.name(portId)} default VLAN settings changed`);
    });
  }

  /** VLAN-14: `mode` 1 tagged, 2 untagged (hybrid only; a trunk is always tagged); `portType`, when given, must match. */
  addPortVlans(portId: number, vlanIds: readonly number[], mode: number, portType?: number): void {
    this.act(() => {
      this.vlans.addPortVlans(portId, vlanIds, mode, portType);
      this.changes.section('portVlans');
      this.configured('vlans', `${this.portTable.name(portId)} joined VLANs`);
    });
  }

  /** VLAN-15. */
  removePortVlans(portId: number, vlanIds: readonly number[], mode: number, portType?: number): void {
    this.act(() => {
      this.vlans.removePortVlans(portId, vlanIds, mode, portType);
      this.changes.section('portVlans');
      this.configured('vlans', `${this.portTable.name(portId)} left VLANs`);
    });
  }

  /** VLAN-16. */
  translations(): VlanTranslation[] {
    return this.vlanActions.translations();
  }

  /** VLAN-17. */
  setTranslation(entry: VlanTranslation): void {
    this.act(() => {
      this.vlanActions.setTranslation(entry);
      this.configured(
        'translations',
        `${this.portTable.name(entry.port_id)} translates VLAN ${entry.old_vlan} to ${entry.new_vlan}`,
      );
    });
  }

  /** VLAN-18. */
  deleteTranslation(portId: number, oldVlan: number): void {
    this.act(() => {
      this.vlanActions.deleteTranslation(portId, oldVlan);
      this.configured('translations', `translation of VLAN ${oldVlan} on port ${portId} deleted`);
    });
  }

  /** VLAN-19. */
  qinqs(): QinqEntry[] {
    return this.vlanActions.qinqs();
  }

  /** VLAN-20: `cvlan` or `cvlan_s`–`cvlan_e` (the unused ones 0). */
  setQinq(entry: QinqEntry): void {
    this.act(() => {
      this.vlanActions.setQinq(entry);
      this.configured('qinq', `QinQ entry on port ${entry.port_id} set`);
    });
  }

  /** VLAN-21. */
  deleteQinq(key: Pick<QinqEntry, 'port_id' | 'cvlan' | 'cvlan_s' | 'cvlan_e'>): void {
    this.act(() => {
      this.vlanActions.deleteQinq(key);
      this.configured('qinq', `QinQ entry on port ${key.port_id} deleted`);
    });
  }

  // ── alarms and log ─────────────────────────────────────────────────────────────────────────────────────────

  /** The alarm list, newest first (at most ALARMS_KEPT). */
  alarms(): AlarmEntry[] {
    return this.alarmLog.alarmList().reverse();
  }

  /** ALM-01: the alarm list as pre-formatted lines, newest first. */
  alarmLines(): string[] {
    return this.alarms().map(formatAlarmLine);
  }

  /** The device log (alarms and operator changes), newest first. */
  logs(): AlarmEntry[] {
    return this.alarmLog.logList().reverse();
  }

  /** ALM-06. */
  clearAlarms(): void {
    this.alarmLog.clearAlarms();
  }

  // ── configuration ──────────────────────────────────────────────────────────────────────────────────────────

  /** Everything an operator configured, for the server to store. */
  exportConfig(): OltConfig {
    return exportConfig(this.parts);
  }

  /** One section of `exportConfig()`. */
  exportSection<S extends ConfigSection>(section: S): OltConfig[S] {
    return exportConfig(this.parts)[section];
  }

  /** The configuration the device had when it was made (factory reset). */
  factoryConfig(): OltConfig {
    return structuredClone(this.factory);
  }

  /**
   * Checks a configuration (or some of its sections) and replaces the device's configuration with it; used at
   * start and after a reboot to load the startup configuration. A refusal changes nothing. Emits no
   * 'configChange' (nothing new to store) but an 'onuChange' with every ONU.
   */
  importConfig(config: unknown): void {
    this.act(() => {
      importConfig(this.parts, config, this.factory);
      this.countOnline();
    });
  }

  // ── helpers ────────────────────────────────────────────────────────────────────────────────────────────────

  /** Runs an operation: on success listeners hear what changed; on a refusal nothing is reported. */
  private act<T>(operation: () => T): T {
    let result: T;
    try {
      result = operation();
    } catch (error) {
      this.changes.discard();
      throw error;
    }
    this.flush();
    return result;
  }

  private flush(): void {
    const { change, sections } = this.changes.take(tableRowOf);
    if (change) this.events.emit('onuChange', change);
    if (sections.length > 0) this.events.emit('configChange', sections);
  }

  private configured(section: ConfigSection, what: string): void {
    this.changes.section(section);
    this.alarmLog.log(what);
  }

  private setParent(onu: Onu, splitterId: number): void {
    onu.parent = splitterId;
    this.store.touch(onu, false);
    this.changes.onu(onu);
  }

  private isPonUp(portId: number): boolean {
    return this.portTable.isAdminUp(portId) && this.ponTable.isTransmitting(portId);
  }

  private isLinkUp(portId: number): boolean {
    if (!this.isPonPort(portId)) return this.portTable.isLinkUp(portId);
    return this.isPonUp(portId) && this.store.onPon(portId).some((o) => isReachable(o.status));
  }

  private ponTransition(portId: number, wasUp: boolean): void {
    const isUp = this.isPonUp(portId);
    const now = this.clock.now();
    if (wasUp && !isUp) {
      this.alarmLog.raise(ALARM_ID.ponLaser, LEVEL.major, `PON${this.two(portId)} stopped transmitting`, now);
      this.life.ponStopped(portId, now);
    } else if (!wasUp && isUp) {
      this.alarmLog.raise(ALARM_ID.ponLaser, LEVEL.info, `PON${this.two(portId)} transmitting again`, now);
      this.life.ponStarted(portId, now);
    }
  }

  private ponModule(portId: number): ModuleSummary {
    return moduleSummary(portId, this.module(portId), this.isPonUp(portId), this.isLinkUp(portId));
  }

  private module(portId: number): PonModule {
    this.ponTable.get(portId);
    return this.modules.get(portId) as PonModule;
  }

  private reachableOnu(portId: number, onuId: number): Onu {
    const onu = this.ops.onu(portId, onuId);
    if (!isReachable(onu.status)) refuse(`${onuLabel(portId, onuId)} is offline: no optical reading`);
    return onu;
  }

  private requirePort(portId: number): void {
    if (!this.portTable.has(portId)) refuse(`port ${portId} does not exist`);
  }

  private two(portId: number): string {
    return String(portId).padStart(2, '0');
  }
}
