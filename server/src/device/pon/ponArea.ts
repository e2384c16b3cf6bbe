import { z } from 'zod';
import {
  PonSetting,
  notOnline,
  type ModuleDetail,
  type OnuCounts,
  type PonCounts,
  type ModuleSummary,
  type OnuOpticsRow,
  type OpticalReading,
  type PonSummary,
  ALARM_WORDS,
  settingWord,
  wordsText,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { ALARM_ID, LEVEL } from '../kernel/alarmLog.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { Random } from '../kernel/random.ts';
import type { PortTable } from '../ports/portTable.ts';
import { AUTH_MODE_NAMES, PonSettings } from './ponSettings.ts';
import {
  moduleDetail,
  moduleSummary,
  newPonModule,
  ponReadingFor,
  walkPonModule,
  type OnuLight,
  type PonModule,
} from './ponOptics.ts';

/** Module readings move every fifth simulated second. */
const MODULE_EVERY_STEPS = 5;

const ponSections = sections({ pon: { schema: z.array(PonSetting.strict()) } });
type PonConfig = { pon: PonSetting[] };

/** What the PON side needs of the ONUs on it; the ONU area provides it (device.ts attaches it). */
export interface OnusOnPon {
  /** ONUs of the PON that are on the fibre (online or registering or waiting for authorisation) */
  reachableCount(portId: number): number;
  onlineCount(portId: number): number;
  count(portId: number): number;
  /** the PON's ONUs counted by group (the protocol's one definition, onuCounts.ts) */
  counts(portId: number): OnuCounts;
  /** the ONU, refused when it does not exist or is offline */
  reachable(portId: number, onuId: number): OnuLight;
  /** OPT-04 rows of the ONUs of the PON that are up */
  opticsRows(portId: number): OnuOpticsRow[];
  /** the PON stopped transmitting: every ONU on it loses light */
  lightStopped(portId: number, atMs: number): void;
  /** the PON transmits again: the ONUs that waited come back */
  lightStarted(portId: number, atMs: number): void;
  /** the PON's admission rules changed: ONUs are let in or turned out accordingly */
  reassess(portId: number): void;
}

const two = (portId: number): string => String(portId).padStart(2, '0');

/**
 * The PON ports: authorisation, P2P, rogue and looping ONU handling, the receive-power limit and the optical module
 * (PON-01…08), whether each PON is up, its ONU counts (SYS-13) and the transceivers' readings (OPT-01…04).
 */
export class PonArea implements Area<PonConfig> {
  readonly name = 'pon';
  readonly sections = ponSections;
  readonly ids: readonly number[];
  private readonly settings: PonSettings;
  private readonly modules = new Map<number, PonModule>();
  private readonly random: Random;
  private onus: OnusOnPon | null = null;
  private upBeforeLoad = new Map<number, boolean>();

  constructor(
    private readonly k: Kernel,
    private readonly ports: PortTable,
  ) {
    this.ids = ports.ids().filter((id) => ports.kind(id) === 'pon');
    this.settings = new PonSettings(this.ids);
    this.random = k.random.fork('pon-modules');
    const build = k.random.fork('pon-build');
    for (const id of this.ids) this.modules.set(id, newPonModule(build));
  }

  /** The ONU area tells the PONs about their ONUs (it is built after them, as it follows their settings). */
  attach(onus: OnusOnPon): void {
    this.onus = onus;
  }

  has(portId: number): boolean {
    return this.ids.includes(portId);
  }

  /** The settings of a PON; refuses a port that is not a PON. */
  setting(portId: number): Readonly<PonSetting> {
    return this.settings.get(portId);
  }

  /** The PON's port is enabled and its optical module transmits. */
  isUp(portId: number): boolean {
    return this.ports.isAdminUp(portId) && this.settings.isTransmitting(portId);
  }

  /** A PON's link is up while it transmits and some ONU on it answers. */
  isLinkUp(portId: number): boolean {
    return this.isUp(portId) && this.view().reachableCount(portId) > 0;
  }

  /** PON-01. */
  list(): PonSetting[] {
    return this.settings.list();
  }

  /** PON-02: online ONUs the new mode does not admit are deregistered; waiting ones it admits register again. */
  setAuth(portId: number, authType: number, authMode: number): void {
    this.k.write(() => {
      this.change(
        portId,
        () => this.settings.setAuth(portId, authType, authMode),
        (pon) =>
          wordsText(authType === 1 ? ALARM_WORDS.ponAuthManual : ALARM_WORDS.ponAuthAuto, {
            pon,
            authMode: AUTH_MODE_NAMES[authMode] ?? authMode,
          }),
      );
      this.view().reassess(portId);
    });
  }

  /** PON-03. */
  setP2p(portId: number, p2pFlag: number): void {
    this.change(
      portId,
      () => this.settings.setP2p(portId, p2pFlag),
      (pon) => wordsText(p2pFlag === 1 ? ALARM_WORDS.ponP2pOn : ALARM_WORDS.ponP2pOff, { pon }),
    );
  }

  /** PON-04 (a detection now, PON-05, is the guard area's). */
  setRogue(portId: number, rogueMode: number, addDenyFlag?: number): void {
    this.change(
      portId,
      () => this.settings.setRogue(portId, rogueMode, addDenyFlag),
      (pon) => wordsText(ALARM_WORDS.ponRogueMode, { pon, rogueMode: settingWord('rogueMode', rogueMode) }),
    );
  }

  /** PON-06. */
  setLoopOnu(portId: number, lbOnuMode: number): void {
    this.change(
      portId,
      () => this.settings.setLoopOnu(portId, lbOnuMode),
      (pon) => wordsText(ALARM_WORDS.ponLoopOnuAction, { pon, loopOnuAction: settingWord('loopOnuAction', lbOnuMode) }),
    );
  }

  /** PON-07: below `optMin` dBm an ONU goes to the deny list when `optMinAction` is 1. */
  setOpticalRange(portId: number, optMin: number, optMinAction: number): void {
    this.change(
      portId,
      () => this.settings.setOpticalRange(portId, optMin, optMinAction),
      (pon) => wordsText(ALARM_WORDS.ponRxLimit, { pon, dbm: optMin }),
    );
  }

  /** PON-08: with the PON's laser off every ONU on it loses light until it is back on. */
  setOptState(portId: number, optstate: number): void {
    this.change(
      portId,
      () => this.settings.setOptState(portId, optstate),
      (pon) => wordsText(optstate === 1 ? ALARM_WORDS.ponOpticsOn : ALARM_WORDS.ponOpticsOff, { pon }),
    );
  }

  /**
   * Runs a change of a port that may start or stop a PON's light, and lets the ONUs react: the ports area calls it
   * when an operator disables or enables a PON port.
   */
  whileLightMayChange<T>(portId: number, change: () => T): T {
    const wasUp = this.has(portId) && this.isUp(portId);
    const result = change();
    if (this.has(portId)) this.transition(portId, wasUp);
    return result;
  }

  /** SYS-13. */
  summary(): PonSummary[] {
    return this.countsByPon().map(({ port_id, status, online, ...counts }) => ({
      port_id,
      admin_status: this.ports.isAdminUp(port_id) ? 1 : 0,
      status,
      online,
      offline: notOnline({ online, ...counts }),
    }));
  }

  /** Each PON's link state (as SYS-13 answers it) and its ONU counts by group (SYS-X1). */
  countsByPon(): PonCounts[] {
    const onus = this.view();
    return this.ids.map((portId) => {
      const counts = onus.counts(portId);
      return { port_id: portId, status: this.isUp(portId) && counts.online > 0 ? 1 : 0, ...counts };
    });
  }

  /** OPT-01. */
  modulesList(): ModuleSummary[] {
    return this.ids.map((id) => this.moduleOf(id));
  }

  /** OPT-02. */
  moduleDetail(portId: number): ModuleDetail {
    return moduleDetail(this.moduleOf(portId), `SO${String(this.k.options.seed).padStart(6, '0')}${two(portId)}`);
  }

  /** OPT-03: what the PON's module receives from one ONU. */
  onuOptics(portId: number, onuId: number): OpticalReading {
    return ponReadingFor(this.module(portId), this.view().reachable(portId, onuId));
  }

  /** OPT-04: the ONUs of a PON that are up, with their own readings. */
  opticsList(portId: number): OnuOpticsRow[] {
    this.settings.get(portId);
    return this.view().opticsRows(portId);
  }

  exportSection(): PonSetting[] {
    return this.settings.list();
  }

  check(config: PonConfig): void {
    const scratch = new PonSettings(this.ids);
    const seen = new Set<number>();
    for (const row of config.pon) {
      scratch.get(row.port_id);
      if (seen.has(row.port_id)) refuse(`PON ${row.port_id} has two settings rows`);
      seen.add(row.port_id);
      scratch.setAuth(row.port_id, row.auth_type, row.auth_mode);
      scratch.setP2p(row.port_id, row.p2p_flag);
      scratch.setRogue(row.port_id, row.rogue_mode, row.add_deny_flag);
      scratch.setLoopOnu(row.port_id, row.lb_onu_mode);
      scratch.setOpticalRange(row.port_id, row.opt_min, row.opt_min_action);
      scratch.setOptState(row.port_id, row.optstate);
    }
  }

  load(config: PonConfig): void {
    this.upBeforeLoad = new Map(this.ids.map((id) => [id, this.isUp(id)]));
    this.settings.reset();
    this.settings.replace(config.pon);
  }

  afterLoad(): void {
    for (const [portId, wasUp] of this.upBeforeLoad) this.transition(portId, wasUp);
    this.upBeforeLoad = new Map();
  }

  step(_atMs: number, step: number): void {
    if (step % MODULE_EVERY_STEPS !== 0) return;
    for (const m of this.modules.values()) walkPonModule(m, this.random);
  }

  private change(portId: number, apply: () => void, what: (pon: string) => string): void {
    this.k.write(() => {
      this.whileLightMayChange(portId, apply);
      this.k.journal.section('pon');
      this.k.alarms.log(what(`PON${two(portId)}`));
    });
  }

  private transition(portId: number, wasUp: boolean): void {
    const isUp = this.isUp(portId);
    const now = this.k.now();
    if (wasUp && !isUp) {
      // a PON that stops transmitting leaves every ONU behind it without service
      this.k.alarms.raise(
        ALARM_ID.ponLaser,
        LEVEL.error,
        wordsText(ALARM_WORDS.laserOff, { pon: `PON${two(portId)}` }),
        now,
        { source: 'pon', port_id: portId },
      );
      this.view().lightStopped(portId, now);
    } else if (!wasUp && isUp) {
      this.k.alarms.raise(
        ALARM_ID.ponLaser,
        LEVEL.info,
        wordsText(ALARM_WORDS.laserOn, { pon: `PON${two(portId)}` }),
        now,
        { source: 'pon', port_id: portId },
      );
      this.view().lightStarted(portId, now);
    }
  }

  private moduleOf(portId: number): ModuleSummary {
    return moduleSummary(portId, this.module(portId), this.isUp(portId), this.isLinkUp(portId));
  }

  private module(portId: number): PonModule {
    this.settings.get(portId);
    return this.modules.get(portId) as PonModule;
  }

  private view(): OnusOnPon {
    if (!this.onus) throw new TypeError('the PON area has no ONU area attached');
    return this.onus;
  }
}
