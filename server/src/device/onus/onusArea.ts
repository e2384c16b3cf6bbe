import {
  countOnus,
  onuLabel,
  type OnuCounts,
  type OnuOpticsRow,
  type OnuRow,
  type OnuTableRow,
  type OpticalReading,
} from '@olt/protocol';
import type { Area } from '../area.ts';
import { refuse } from '../kernel/errors.ts';
import type { Journal } from '../kernel/journal.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { OnusOnPon, PonArea } from '../pon/ponArea.ts';
import { DenyLists } from './denyList.ts';
import { onuDetail } from './onuDetail.ts';
import {
  checkDeny,
  checkOnus,
  denyRecord,
  isConfigured,
  onuKey,
  onuRecord,
  onuSections,
  type OnuSectionValues,
} from './onuConfig.ts';
import { OnuLife } from './onuLife.ts';
import { OnuOps, type OnuAdd, type OnuConfigure } from './onuOps.ts';
import { onuReading } from './onuOptics.ts';
import { reloadOnus, type ReloadConfig } from './onuReload.ts';
import { OnuStore, isReachable, tableRowOf, type Onu, type OnuSearch, type OnuSearchResult } from './onuStore.ts';
import { populate } from './population.ts';

/** Readings move every fifth simulated second, a fifth of the ONUs each second, so no step rebuilds every row. */
const OPTICS_EVERY_STEPS = 5;

/**
 * The ONUs of every PON: the allow lists (ONU-01…11, 19…22), the deny lists (ONU-12…15), the all-PON table and
 * its search, and their life on the fibre. Its configuration is one row per allow- or deny-list entry.
 */
export class OnusArea implements Area<ReloadConfig>, OnusOnPon {
  readonly name = 'onus';
  readonly sections = onuSections;
  private readonly store: OnuStore;
  private readonly deny: DenyLists;
  private readonly life: OnuLife;
  private readonly ops: OnuOps;
  private readonly journal: Journal<Onu>;
  private readonly rng;

  constructor(
    private readonly k: Kernel,
    private readonly pon: PonArea,
  ) {
    this.journal = k.journal as Journal<Onu>;
    k.describeOnus(tableRowOf);
    this.store = new OnuStore(pon.ids);
    this.deny = new DenyLists(pon.ids);
    const rng = (this.rng = k.random.fork('life'));
    const marks = {
      onu: (onu: Onu) => {
        this.journal.record('onus', onuKey(onu.portId, onu.onuId));
        // a splitter's binding lists the ONUs hanging on it
        if (onu.parent !== 0 && !onu.alive) this.journal.section('splitters');
      },
      deny: (entry: { portId: number; slot: number }) => this.journal.record('deny', onuKey(entry.portId, entry.slot)),
    };
    const common = { store: this.store, deny: this.deny, pon, rng, alarms: k.alarms, changes: this.journal };
    this.life = new OnuLife({
      ...common,
      timers: k.timers,
      belowLimit: (onu) => this.ops.denyOnus([onu], 'receive power below the PON limit'),
    });
    this.ops = new OnuOps({ ...common, life: this.life, marks, now: () => k.now() });
    pon.attach(this);

    const build = k.random.fork('population');
    const bootMs = k.now();
    populate({
      store: this.store,
      deny: this.deny,
      pon,
      rng: build,
      nowMs: bootMs,
      returnsAt: (onu, atMs) => this.life.scheduleArrive(onu, atMs),
    });
    for (const entry of this.deny.all())
      if (entry.attempting) this.life.scheduleDenyAttempt(entry, bootMs + build.int(10_000, 120_000));
  }

  // ── reads ──────────────────────────────────────────────────────────────────────────────────────────────────

  /** ONU-04: the ONU ids present on a PON, ascending. */
  ids(portId: number): number[] {
    return this.store.ids(portId);
  }

  /** ONU-01: a PON's ONUs in its display order. */
  list(portId: number): OnuRow[] {
    this.pon.setting(portId);
    return this.store.listRows(portId);
  }

  /** ONU-03 (`/onutable`): every ONU, each with the splitter it hangs on. Rows are cached: treat them as read-only. */
  table(): OnuTableRow[] {
    return this.store.allRows();
  }

  /** `table()` as JSON text, built once per change. */
  tableJson(): string {
    return this.store.allRowsJson();
  }

  /** The ONU table's server-side search over every PON (MAC, name, LOID, description), with paging. */
  search(query: OnuSearch): OnuSearchResult {
    if (query.portId !== undefined) this.pon.setting(query.portId);
    return this.store.search(query);
  }

  /** ONU-19. */
  detail(portId: number, onuId: number): ReturnType<typeof onuDetail> {
    return onuDetail(this.ops.onu(portId, onuId), this.pon.setting(portId));
  }

  /** ONU-20. */
  fec(portId: number, onuId: number): { fec_mode: number } {
    return { fec_mode: this.ops.onu(portId, onuId).fecMode };
  }

  /** ONU-22: only an ONU that is up can be read. */
  optics(portId: number, onuId: number): OpticalReading {
    return onuReading(this.reachable(portId, onuId));
  }

  /** ONU-12. */
  denyList(portId: number): ReturnType<DenyLists['rows']> {
    this.pon.setting(portId);
    return this.deny.rows(portId);
  }

  /** The ONU, refused when it does not exist (for other areas, e.g. splitters binding it). */
  onu(portId: number, onuId: number): Onu {
    return this.ops.onu(portId, onuId);
  }

  onPon(portId: number): readonly Onu[] {
    return this.store.onPon(portId);
  }

  // ── writes ─────────────────────────────────────────────────────────────────────────────────────────────────

  /** ONU-06: authorise (1) or de-authorise (0); only while the ONU is online. `macaddr`, when given, must match. */
  setAuth(portId: number, onuId: number, authState: number, macaddr?: string): void {
    this.k.write(() => this.ops.setAuth(portId, onuId, authState, macaddr));
  }

  /** ONU-05: answers the ONU id given (the lowest free one for `onu_id` 0). */
  add(portId: number, spec: OnuAdd): number {
    return this.k.write(() => this.ops.add(portId, spec));
  }

  /** ONU-07/09: all listed ONUs go, or none. */
  remove(portId: number, onuIds: readonly number[], macaddr?: string): void {
    this.k.write(() => this.ops.remove(portId, onuIds, macaddr));
  }

  /** ONU-08/10: to the deny list, all or none. */
  reject(portId: number, onuIds: readonly number[], macaddr?: string): void {
    this.k.write(() => this.ops.reject(portId, onuIds, macaddr));
  }

  /** ONU-11: `onuIds` must be exactly the PON's ONU ids, in the new display order. */
  sort(portId: number, onuIds: readonly number[]): void {
    this.k.write(() => this.ops.sort(portId, onuIds));
  }

  /** ONU-21: rename (0x8), FEC (0x4), reboot (0x1), deregister (0x2), transmitter off (0x200). */
  configure(portId: number, onuId: number, cfg: OnuConfigure): void {
    this.k.write(() => this.ops.configure(portId, onuId, cfg));
  }

  /** ONU-13. */
  addDeny(portId: number, macaddr: string, reason: string): void {
    this.k.write(() => this.ops.addDeny(portId, macaddr, reason));
  }

  /** ONU-14/15: `slots` are the entries' slots; `macaddr`, when given, must match the first. All or none. */
  removeDeny(portId: number, slots: readonly number[], macaddr?: string): void {
    this.k.write(() => this.ops.removeDeny(portId, slots, macaddr));
  }

  /** Hangs the ONU on a splitter (0 = none); the splitter area keeps the binding in its own section. */
  setParent(onu: Onu, splitterId: number): void {
    this.k.write(() => {
      if (onu.learned) {
        // an ONU bound to a splitter is configured: it stays listed while away
        onu.learned = false;
        this.journal.record('onus', onuKey(onu.portId, onu.onuId));
      }
      onu.parent = splitterId;
      this.store.touch(onu, false);
      this.journal.onu(onu);
    });
  }

  // ── what the PONs and the chassis read ─────────────────────────────────────────────────────────────────────

  reachableCount(portId: number): number {
    let n = 0;
    for (const onu of this.store.onPon(portId)) if (isReachable(onu.status)) n++;
    return n;
  }

  onlineCount(portId: number): number {
    let n = 0;
    for (const onu of this.store.onPon(portId)) if (onu.status === 'Online') n++;
    return n;
  }

  onlineTotal(): number {
    let n = 0;
    for (const portId of this.pon.ids) n += this.onlineCount(portId);
    return n;
  }

  count(portId: number): number {
    return this.store.count(portId);
  }

  counts(portId: number): OnuCounts {
    return countOnus(this.store.onPon(portId).map((onu) => onu.status));
  }

  reachable(portId: number, onuId: number): Onu {
    const onu = this.ops.onu(portId, onuId);
    if (!isReachable(onu.status)) refuse(`${onuLabel(portId, onuId)} is offline: no optical reading`);
    return onu;
  }

  opticsRows(portId: number): OnuOpticsRow[] {
    return this.store
      .onPon(portId)
      .filter((o) => isReachable(o.status))
      .map((o) => ({ port_id: o.portId, onu_id: o.onuId, onu_name: o.name, macaddr: o.mac, ...onuReading(o) }));
  }

  lightStopped(portId: number, atMs: number): void {
    this.life.ponStopped(portId, atMs);
  }

  lightStarted(portId: number, atMs: number): void {
    this.life.ponStarted(portId, atMs);
  }

  // ── configuration and time ─────────────────────────────────────────────────────────────────────────────────

  exportSection(name: string): unknown {
    if (name === 'deny') return this.deny.all().map(denyRecord);
    return this.store.all().filter(isConfigured).map(onuRecord);
  }

  exportRecord(name: string, key: string): unknown {
    const [portId, id] = key.split('/').map(Number) as [number, number];
    if (name === 'deny') {
      const entry = this.deny.get(portId, id);
      return entry ? denyRecord(entry) : undefined;
    }
    const onu = this.store.get(portId, id);
    return onu && isConfigured(onu) ? onuRecord(onu) : undefined;
  }

  check(config: OnuSectionValues): void {
    checkOnus(this.pon.ids, config.onus);
    checkDeny(this.pon.ids, config);
  }

  load(config: ReloadConfig): void {
    const parts = { store: this.store, deny: this.deny, life: this.life, rng: this.rng, changes: this.journal };
    reloadOnus({ ...parts, now: () => this.k.now() }, config);
  }

  step(atMs: number, step: number): void {
    const online = this.onlineTotal();
    this.life.dropStep(atMs, 1_000, online);
    this.life.arrivalStep(atMs, 1_000);
    this.life.opticsStep(atMs, (onu) => onu.onuId % OPTICS_EVERY_STEPS === step % OPTICS_EVERY_STEPS);
  }

  reboot(atMs: number): void {
    this.life.restartAll(atMs);
  }
}
