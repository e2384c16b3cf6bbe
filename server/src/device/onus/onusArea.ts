import type { OnuRow, OnuTableRow, OpticalReading } from '@olt/protocol';
import type { Area } from '../area.ts';
import type { Journal } from '../kernel/journal.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { PonArea } from '../pon/ponArea.ts';
import { admission, type LoidBook } from '../pon/admission.ts';
import { OnuControl } from './onuControl.ts';
import { OnuPonSide } from './onuPonSide.ts';
import type { PonView } from './ponView.ts';
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
import { OnuStore, tableRowOf, type Onu, type OnuSearch, type OnuSearchResult } from './onuStore.ts';
import { populate } from './population.ts';

/** Readings move every fifth simulated second, a fifth of the ONUs each second, so no step rebuilds every row. */
const OPTICS_EVERY_STEPS = 5;
/** `port_id` 256 on the allow list means every PON (api.md §6 quirk 12). */
const ALL_PONS = 256;

/**
 * The ONUs of every PON: the allow lists (ONU-01…11, 19…22), the deny lists (ONU-12…15), the all-PON table and
 * its search, and their life on the fibre. Its configuration is one row per allow- or deny-list entry.
 */
export class OnusArea implements Area<ReloadConfig> {
  readonly name = 'onus';
  readonly sections = onuSections;
  private readonly store: OnuStore;
  private readonly deny: DenyLists;
  private readonly life: OnuLife;
  private readonly ops: OnuOps;
  private readonly journal: Journal<Onu>;
  private readonly rng;
  private readonly registeredListeners: ((onu: Onu, atMs: number) => void)[] = [];
  /** what other areas may do to an ONU (onuControl.ts) */
  readonly control: OnuControl;
  private readonly ponSide: OnuPonSide;

  constructor(
    private readonly k: Kernel,
    private readonly pon: PonArea,
    loids: LoidBook,
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
    const view: PonView = {
      setting: (portId) => pon.setting(portId),
      isUp: (portId) => pon.isUp(portId),
      admit: (onu) => admission(pon.setting(onu.portId), onu, loids),
    };
    const common = { store: this.store, deny: this.deny, pon: view, rng, alarms: k.alarms, changes: this.journal };
    this.life = new OnuLife({
      ...common,
      timers: k.timers,
      marks,
      registered: (onu, atMs) => {
        for (const listener of this.registeredListeners) listener(onu, atMs);
      },
      belowLimit: (onu, atMs) => this.ops.denyOnus([onu], 'receive power below the PON limit', atMs),
    });
    const now = () => k.now();
    this.ops = new OnuOps({ ...common, life: this.life, marks, now });
    this.control = new OnuControl({ ...common, life: this.life, ops: this.ops, marks, now });
    this.ponSide = new OnuPonSide(this.store, this.life, this.ops, this.control);
    pon.attach(this.ponSide);

    const build = k.random.fork('population');
    const bootMs = k.now();
    populate({
      store: this.store,
      deny: this.deny,
      pon: view,
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

  /** ONU-01: a PON's ONUs in its display order; 256 lists every PON's. */
  list(portId: number): OnuRow[] {
    if (portId === ALL_PONS) return this.pon.ids.flatMap((id) => this.store.listRows(id));
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
    return onuReading(this.ponSide.reachable(portId, onuId));
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

  /** api.md §8.4: restarts the listed online ONUs of a PON, all or none. */
  rebootMany(portId: number, onuIds: readonly number[]): void {
    this.k.write(() => this.control.rebootMany(portId, onuIds));
  }

  /**
   * A box with this MAC is plugged into the PON's fibre now: it registers as its allow-list entry, or as a new ONU
   * (the simulation brings boxes at random; tests and demonstrations bring a chosen one).
   */
  plugIn(portId: number, mac: string): void {
    this.pon.setting(portId);
    this.k.write(() => this.life.rejoin(portId, mac.toLowerCase(), this.k.now()));
  }

  /** Hears every ONU that finishes registering, admitted or not. */
  onRegistered(listener: (onu: Onu, atMs: number) => void): void {
    this.registeredListeners.push(listener);
  }

  /** Hears every ONU that leaves the allow list. */
  onRemoved(listener: (onu: Onu) => void): void {
    this.store.onRemoved(listener);
  }

  /** Every ONU, PON by PON in display order (do not modify the array). */
  all(): readonly Onu[] {
    return this.store.all();
  }

  // ── what the chassis and the ports read ─────────────────────────────────────────────────────────────────

  onlineCount(portId: number): number {
    return this.ponSide.onlineCount(portId);
  }

  onlineTotal(): number {
    let n = 0;
    for (const portId of this.pon.ids) n += this.ponSide.onlineCount(portId);
    return n;
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
    this.life.fibreCutStep(atMs, 1_000);
    this.life.arrivalStep(atMs, 1_000);
    this.life.opticsStep(atMs, (onu) => onu.onuId % OPTICS_EVERY_STEPS === step % OPTICS_EVERY_STEPS);
  }

  reboot(atMs: number): void {
    this.life.restartAll(atMs);
  }
}
