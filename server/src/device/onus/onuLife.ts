import { ONU_ID, onuLabel, ALARM_WORDS, wordsText } from '@olt/protocol';
import { ALARM_ID, LEVEL, aboutOnu, type AlarmLevel, type AlarmLog } from '../kernel/alarmLog.ts';
import type { Journal } from '../kernel/journal.ts';
import type { Random } from '../kernel/random.ts';
import type { Timers } from '../kernel/timers.ts';
import type { DenyEntry, DenyLists } from './denyList.ts';
import { newOnuMac } from './onuFactory.ts';
import { freshOnuOptics, walkOnuOptics } from './onuOptics.ts';
import { RX_LOW_DBM, RX_RECOVER_DBM, isReachable, makeOnu, type Onu, type OnuStore } from './onuStore.ts';
import type { ConfigMarks, PonView } from './ponView.ts';
import { authorisesNewBoxes } from '../pon/admission.ts';
import { FibreCutWatch } from './fibreCut.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Mean time between an ONU's unplanned drops (a customer switching it off, a pulled cable): about one a day, so an OLT
 * with ~300 ONUs online loses one every five minutes or so, and a full one of 1,024 about one a minute and a half.
 */
export const ONU_MTBF_MS = 24 * HOUR;
/** A fibre cut somewhere on the device (a feeder or a splitter's branch) about twice a week. */
export const FIBRE_CUT_MEAN_MS = 84 * HOUR;
/** A new, unknown ONU shows up somewhere on the device about every ten minutes. */
const ARRIVAL_MEAN_MS = 10 * MINUTE;
/** New ONUs stop appearing on a PON holding this many, so a long run does not fill every PON. */
const ARRIVAL_PON_LIMIT = 52;
/** The longest an unplanned outage lasts (a customer who switched the ONU off); every dropped ONU is back by then. */
export const OUTAGE_MAX_MS = 1 * HOUR;
/** Registration (discovery, ranging, OAM) takes a few seconds. */
export const REGISTER_MS = { min: 2 * SECOND, max: 5 * SECOND } as const;
/** A deny-listed device that is on the fibre retries this often. */
const DENY_RETRY_MS = { min: 1 * MINUTE, max: 4 * MINUTE } as const;

export type DownReason = 'Power Down' | 'Dying gasp' | 'LOS' | 'Laser out' | 'Reboot' | 'Deregister';

/**
 * One ONU's outage as operators weigh it: a lost signal (a fibre or connector problem on one drop) is major; a dying
 * gasp or power-down (the customer switched it off) minor; what the operator did is information. What is critical,
 * a PON down or many of its ONUs at once, is raised for the PON (ponArea, `fibreCut`).
 */
const DOWN_LEVEL: Record<DownReason, AlarmLevel> = {
  LOS: LEVEL.major,
  'Dying gasp': LEVEL.minor,
  'Power Down': LEVEL.minor,
  'Laser out': LEVEL.info,
  Reboot: LEVEL.info,
  Deregister: LEVEL.info,
};

interface LifeContext {
  store: OnuStore;
  deny: DenyLists;
  pon: PonView;
  rng: Random;
  timers: Timers;
  alarms: AlarmLog;
  changes: Journal<Onu>;
  marks: ConfigMarks;
  /** an ONU finished registering (admitted or not): other areas react (rogue detection, upgrades, counters) */
  registered(onu: Onu, atMs: number): void;
  /** an ONU read below its PON's receive-power limit with the deny action set (PON-07) */
  belowLimit(onu: Onu, atMs: number): void;
}

const whoArgs = (onu: Onu) => ({ onu: onuLabel(onu.portId, onu.onuId), mac: onu.mac });
/** The key of an ONU's own alarm list (ONU-23). */
export const subjectOf = (onu: Onu) => aboutOnu(onu.portId, onu.onuId);

/**
 * The life of ONUs on the fibre: dropping and coming back, registering, new boxes appearing, denied boxes
 * retrying, light levels drifting. It runs only on simulated time and the seeded random source.
 */
export class OnuLife {
  private readonly cuts = new FibreCutWatch();
  /** its own stream: a rare event that draws every second would otherwise move every other draw of the life */
  private readonly cutRng: Random;

  constructor(private readonly ctx: LifeContext) {
    this.cutRng = ctx.rng.fork('fibre cut');
  }

  /** An ONU lost its signal while its PON transmitted: many of one PON at once raise one critical alarm for it. */
  private noteLoss(portId: number, atMs: number): void {
    const count = this.cuts.lost(portId, atMs);
    if (count === null) return;
    const what = wordsText(ALARM_WORDS.fibreCut, { pon: `PON${String(portId).padStart(2, '0')}`, count });
    this.ctx.alarms.raise(ALARM_ID.ponFibreCut, LEVEL.error, what, atMs, { source: 'pon', port_id: portId });
  }

  /** How long an unplanned outage of this kind lasts. */
  outageFor(reason: DownReason): number {
    const rng = this.ctx.rng;
    switch (reason) {
      case 'Power Down':
        return rng.chance(0.1) ? rng.int(15 * MINUTE, OUTAGE_MAX_MS) : rng.int(1 * MINUTE, 8 * MINUTE);
      case 'Dying gasp':
        return rng.int(30 * SECOND, 5 * MINUTE);
      case 'Reboot':
        return rng.int(40 * SECOND, 90 * SECOND);
      default:
        return rng.int(20 * SECOND, 3 * MINUTE);
    }
  }

  /**
   * The ONU goes dark. It comes back after `outageMs`, or, with null, only when something brings it back (its PON
   * transmitting again). An unauthorised ONU that appeared by itself leaves the list and returns as a new one.
   */
  down(onu: Onu, reason: DownReason, atMs: number, outageMs: number | null): void {
    const { store, alarms, changes } = this.ctx;
    const wasReachable = isReachable(onu.status) || onu.status === 'Register';
    onu.status = 'Offline';
    onu.lastDownMs = atMs;
    onu.lastDownReason = reason;
    onu.epoch++;
    onu.waitingForPon = outageMs === null;
    if (wasReachable && reason === 'LOS' && !onu.waitingForPon) this.noteLoss(onu.portId, atMs);
    // behind a PON that stopped transmitting, the PON's own critical alarm says it: each ONU's loss is an event
    if (wasReachable)
      alarms.raise(
        ALARM_ID.onuOffline,
        onu.waitingForPon ? LEVEL.info : DOWN_LEVEL[reason],
        wordsText(ALARM_WORDS.onuOffline, { ...whoArgs(onu), reason }),
        atMs,
        subjectOf(onu),
      );
    if (onu.learned && onu.authState === 0) {
      changes.gone(onu, { port_id: onu.portId, onu_id: onu.onuId, macaddr: onu.mac });
      store.remove(onu);
      // a box waiting for its PON knocks again later; rejoin waits on while the PON stays dark
      this.scheduleRejoin(onu.portId, onu.mac, atMs + (outageMs ?? 5 * MINUTE));
      return;
    }
    store.touch(onu, false);
    changes.onu(onu);
    if (outageMs !== null) this.scheduleArrive(onu, atMs + outageMs);
  }

  /** The ONU's light reaches the OLT at `atMs` (unless something else happens to it first). */
  scheduleArrive(onu: Onu, atMs: number): void {
    const epoch = onu.epoch;
    this.ctx.timers.schedule(atMs, (t) => {
      if (onu.alive && onu.epoch === epoch) this.arrive(onu, t);
    });
  }

  /** A box that is not in the allow list (deleted, or unauthorised and gone) tries to register at `atMs`. */
  scheduleRejoin(portId: number, mac: string, atMs: number): void {
    this.ctx.timers.schedule(atMs, (t) => this.rejoin(portId, mac, t));
  }

  scheduleDenyAttempt(entry: DenyEntry, atMs: number): void {
    this.ctx.timers.schedule(atMs, (t) => this.denyAttempt(entry, t));
  }

  /** Light arrives: the ONU starts registering, or waits for its PON. */
  arrive(onu: Onu, atMs: number): void {
    if (!this.ctx.pon.isUp(onu.portId)) {
      onu.waitingForPon = true;
      return;
    }
    onu.waitingForPon = false;
    onu.status = 'Register';
    onu.epoch++;
    this.ctx.store.touch(onu, false);
    this.ctx.changes.onu(onu);
    const epoch = onu.epoch;
    this.ctx.timers.schedule(atMs + this.ctx.rng.int(REGISTER_MS.min, REGISTER_MS.max), (t) => {
      if (onu.alive && onu.epoch === epoch) this.finishRegister(onu, t);
    });
  }

  /**
   * Registration completes: the PON's authorisation mode decides (admission.ts). Admitted ONUs go online (one admitted
   * by its LOID is authorised in the allow list from then on); the others wait, as `Unauth`, or `Auth-Fail` where the
   * PON authenticates by LOID and the box's LOID (or its password) was not accepted.
   */
  finishRegister(onu: Onu, atMs: number): void {
    const { rng, alarms, pon } = this.ctx;
    const verdict = pon.admit(onu);
    if (verdict.admitted && onu.authState === 0) {
      onu.authState = 1;
      onu.learned = false;
      this.ctx.marks.onu(onu);
    }
    onu.status = verdict.admitted ? 'Online' : verdict.status;
    onu.registerMs = atMs;
    freshOnuOptics(onu.optics, onu.hw, rng);
    onu.optics.isLow = onu.optics.rxDbm < RX_LOW_DBM;
    this.ctx.store.touch(onu, false);
    this.ctx.changes.onu(onu);
    const subject = subjectOf(onu);
    if (verdict.admitted)
      alarms.raise(ALARM_ID.onuOnline, LEVEL.info, wordsText(ALARM_WORDS.onuOnline, whoArgs(onu)), atMs, subject);
    else {
      const what = wordsText(ALARM_WORDS.onuWaiting, { ...whoArgs(onu), status: onu.status, why: verdict.reason });
      alarms.raise(ALARM_ID.onuNew, LEVEL.minor, what, atMs, subject);
    }
    if (onu.optics.isLow) {
      const what = wordsText(ALARM_WORDS.onuRxLow, { ...whoArgs(onu), rx: onu.optics.rxDbm.toFixed(2) });
      alarms.raise(ALARM_ID.onuRxLow, LEVEL.major, what, atMs, subject);
    }
    this.ctx.registered(onu, atMs);
  }

  /** A box not in the allow list tries to register. */
  rejoin(portId: number, mac: string, atMs: number): void {
    const { deny, store, rng } = this.ctx;
    const denied = deny.byMac(mac);
    if (denied) {
      // it keeps knocking while it is on the fibre
      denied.attempting = true;
      this.denyAttempt(denied, atMs);
      return;
    }
    const listed = store.byMac(mac);
    if (listed) {
      // added back by hand while it was away: it comes up under its new entry
      if (!isReachable(listed.status) && listed.status !== 'Register') this.arrive(listed, atMs);
      return;
    }
    if (!this.ctx.pon.isUp(portId)) {
      this.scheduleRejoin(portId, mac, atMs + rng.int(1 * MINUTE, 5 * MINUTE));
      return;
    }
    this.registerNew(portId, mac, atMs);
  }

  /**
   * A box the device has not seen registers. On a manual PON it waits for the operator; on an automatic one it is
   * authorised at once.
   */
  registerNew(portId: number, mac: string, atMs: number): Onu | undefined {
    const { store, pon, alarms, rng } = this.ctx;
    const onuId = store.freeId(portId, ONU_ID.max);
    if (onuId === undefined) {
      alarms.raise(
        ALARM_ID.onuNew,
        LEVEL.minor,
        wordsText(ALARM_WORDS.ponFull, { pon: `PON${String(portId).padStart(2, '0')}`, mac }),
        atMs,
      );
      this.scheduleRejoin(portId, mac, atMs + rng.int(5 * MINUTE, 15 * MINUTE));
      return undefined;
    }
    const isAuto = authorisesNewBoxes(pon.setting(portId));
    const onu = makeOnu({ portId, onuId, mac, authState: isAuto ? 1 : 0, status: 'Offline', learned: !isAuto });
    store.add(onu);
    if (isAuto) this.ctx.marks.onu(onu);
    this.arrive(onu, atMs);
    return onu;
  }

  denyAttempt(entry: DenyEntry, atMs: number): void {
    if (!entry.alive || !entry.attempting) return;
    entry.retry++;
    this.ctx.alarms.raise(
      ALARM_ID.onuDenied,
      LEVEL.minor,
      wordsText(ALARM_WORDS.denyListedTried, {
        mac: entry.mac,
        pon: `PON${String(entry.portId).padStart(2, '0')}`,
        retry: entry.retry,
      }),
      atMs,
    );
    this.scheduleDenyAttempt(entry, atMs + this.ctx.rng.int(DENY_RETRY_MS.min, DENY_RETRY_MS.max));
  }

  /** One simulated step of unplanned drops among the `online` ONUs. */
  dropStep(atMs: number, stepMs: number, online: number): void {
    const { rng, store } = this.ctx;
    const all = store.all();
    if (all.length === 0) return;
    const expected = (online * stepMs) / ONU_MTBF_MS;
    let drops = Math.floor(expected) + (rng.chance(expected % 1) ? 1 : 0);
    for (let tries = 0; drops > 0 && tries < 20; tries++) {
      const onu = rng.pick(all);
      if (!isReachable(onu.status)) continue;
      drops--;
      const reason: DownReason =
        onu.optics.isLow && rng.chance(0.7)
          ? 'LOS'
          : rng.weighted<DownReason>(['Power Down', 'Dying gasp', 'LOS'], [0.45, 0.35, 0.2]);
      this.down(onu, reason, atMs, this.outageFor(reason));
    }
  }

  /** One simulated step of a fibre cut, rarely: the ONUs behind it lose their signal together and return together. */
  fibreCutStep(atMs: number, stepMs: number): void {
    const { store } = this.ctx;
    const rng = this.cutRng;
    if (store.ponIds.length === 0 || !rng.chance(stepMs / FIBRE_CUT_MEAN_MS)) return;
    const portId = rng.pick(store.ponIds);
    const up = store.onPon(portId).filter((onu) => isReachable(onu.status));
    // a splitter's branch or the whole feeder: a quarter of the PON or all of it
    const cut = rng.chance(0.3) ? up : up.filter(() => rng.chance(0.25));
    const outageMs = rng.int(10 * MINUTE, 45 * MINUTE);
    for (const onu of cut) this.down(onu, 'LOS', atMs, outageMs + rng.int(0, 30 * SECOND));
  }

  /** One simulated second of new boxes appearing. */
  arrivalStep(atMs: number, stepMs: number): void {
    const { rng, store, deny } = this.ctx;
    if (!rng.chance(stepMs / ARRIVAL_MEAN_MS)) return;
    const portId = rng.pick(store.ponIds);
    if (store.count(portId) >= ARRIVAL_PON_LIMIT || !this.ctx.pon.isUp(portId)) return;
    const mac = newOnuMac(rng, (m) => store.byMac(m) !== undefined || deny.byMac(m) !== undefined);
    this.registerNew(portId, mac, atMs);
  }

  /** Five simulated seconds of light drifting on the due ONUs that are up, with the low-power alarm and its recovery. */
  opticsStep(atMs: number, isDue: (onu: Onu) => boolean): void {
    const { rng, store, alarms, pon } = this.ctx;
    for (const onu of store.all()) {
      if (!isReachable(onu.status) || !isDue(onu)) continue;
      walkOnuOptics(onu.optics, onu.hw, rng);
      store.touch(onu, false);
      const rx = onu.optics.rxDbm;
      if (!onu.optics.isLow && rx < RX_LOW_DBM) {
        onu.optics.isLow = true;
        const what = wordsText(ALARM_WORDS.onuRxLow, { ...whoArgs(onu), rx: rx.toFixed(2) });
        alarms.raise(ALARM_ID.onuRxLow, LEVEL.major, what, atMs, subjectOf(onu));
      } else if (onu.optics.isLow && rx > RX_RECOVER_DBM) {
        onu.optics.isLow = false;
        const what = wordsText(ALARM_WORDS.onuRxNormal, { ...whoArgs(onu), rx: rx.toFixed(2) });
        alarms.raise(ALARM_ID.onuRxNormal, LEVEL.info, what, atMs, subjectOf(onu));
      }
      const limits = pon.setting(onu.portId);
      if (limits.opt_min !== 0 && limits.opt_min_action === 1 && rx < limits.opt_min) this.ctx.belowLimit(onu, atMs);
    }
  }

  /** The PON stopped transmitting: every ONU on it loses light until it transmits again. */
  ponStopped(portId: number, atMs: number): void {
    for (const onu of this.ctx.store.onPon(portId)) {
      if (isReachable(onu.status) || onu.status === 'Register') this.down(onu, 'LOS', atMs, null);
      else if (onu.status === 'Offline') onu.waitingForPon = true;
    }
  }

  /** The PON transmits again: the ONUs that waited for it register over the next half minute. */
  ponStarted(portId: number, atMs: number): void {
    for (const onu of this.ctx.store.onPon(portId)) {
      if (onu.waitingForPon) this.scheduleArrive(onu, atMs + this.ctx.rng.int(3 * SECOND, 30 * SECOND));
    }
  }

  /** The OLT restarted: every ONU that was up registers again within a minute. */
  restartAll(atMs: number): void {
    const { store, changes, rng } = this.ctx;
    for (const onu of store.all()) {
      if (onu.status === 'Initial') continue;
      if (onu.learned && onu.authState === 0) {
        changes.gone(onu, { port_id: onu.portId, onu_id: onu.onuId, macaddr: onu.mac });
        store.remove(onu);
        this.scheduleRejoin(onu.portId, onu.mac, atMs + rng.int(10 * SECOND, 60 * SECOND));
        continue;
      }
      // an ONU already down keeps its own return; one waiting for its PON keeps waiting
      if (!isReachable(onu.status) && onu.status !== 'Register') continue;
      onu.status = 'Offline';
      // the list says when and why, as for any ONU that went down, until it registers again
      onu.lastDownMs = atMs;
      onu.lastDownReason = 'Reboot';
      onu.epoch++;
      store.touch(onu, false);
      changes.onu(onu);
      this.scheduleArrive(onu, atMs + rng.int(10 * SECOND, 60 * SECOND));
    }
  }
}
