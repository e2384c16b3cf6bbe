import { ALARM_WORDS, onuLabel, REFUSAL_WORDS, wordsText } from '@olt/protocol';
import type { AlarmLog } from '../kernel/alarmLog.ts';
import { refuse } from '../kernel/errors.ts';
import type { Journal } from '../kernel/journal.ts';
import type { Random } from '../kernel/random.ts';
import type { DownReason, OnuLife } from './onuLife.ts';
import type { OnuOps } from './onuOps.ts';
import { isReachable, type Onu, type OnuStore } from './onuStore.ts';
import type { ConfigMarks, PonView } from './ponView.ts';

interface ControlContext {
  store: OnuStore;
  life: OnuLife;
  ops: OnuOps;
  pon: PonView;
  rng: Random;
  alarms: AlarmLog;
  changes: Journal<Onu>;
  marks: ConfigMarks;
  now(): number;
}

const label = (onu: Onu): string => onuLabel(onu.portId, onu.onuId);

/**
 * What the other areas may do to an ONU, inside their own writes: the ONU side of SLA, port, multicast, WAN and
 * firmware settings (which need it online), restarts and knock-downs, the deny list, and the marks other areas set
 * on it (optical drift, a fibre fault's loss, an installed software version).
 */
export class OnuControl {
  constructor(private readonly ctx: ControlContext) {}

  /** The ONU, refused unless it is online: settings on the ONU itself travel over its management channel. */
  requireOnline(portId: number, onuId: number): Onu {
    const onu = this.ctx.ops.onu(portId, onuId);
    if (onu.status !== 'Online') refuse(wordsText(REFUSAL_WORDS.onuNotOnline, { onu: label(onu), status: onu.status }));
    return onu;
  }

  /** An ONU with settings of its own is configured: it stays in the allow list while away. */
  pin(onu: Onu): void {
    if (!onu.learned) return;
    onu.learned = false;
    this.ctx.marks.onu(onu);
  }

  /**
   * Restarts an online ONU (a firmware upgrade's last step, to `upgradeTo`, or the operator's batch restart); it
   * registers again about a minute later.
   */
  restart(onu: Onu, upgradeTo: string | undefined, atMs = this.ctx.now()): void {
    const what =
      upgradeTo === undefined
        ? wordsText(ALARM_WORDS.onuRestartedBatch, { onu: label(onu) })
        : wordsText(ALARM_WORDS.onuRestartedUpgrade, { onu: label(onu), version: upgradeTo });
    this.ctx.alarms.log(what, undefined, atMs);
    this.ctx.life.down(onu, 'Reboot', atMs, this.ctx.life.outageFor('Reboot'));
  }

  /**
   * api.md §8.4: restarts the listed ONUs of a PON, all or none. A listed ONU that is not online refuses the whole
   * request, as a single reboot of it would be refused (ONU-21), so a script never half-restarts a batch.
   */
  rebootMany(portId: number, onuIds: readonly number[]): void {
    if (new Set(onuIds).size !== onuIds.length) refuse('onu_id names an ONU twice');
    const onus = onuIds.map((id) => this.ctx.ops.onu(portId, id));
    const offline = onus.filter((onu) => onu.status !== 'Online');
    if (offline.length > 0)
      refuse(`${offline.map(label).join(', ')} not online: an offline ONU cannot be restarted; nothing restarted`);
    for (const onu of onus) this.restart(onu, undefined);
  }

  /** The ONU loses its link for a while (a rogue neighbour's light collided with its burst). */
  knockDown(onu: Onu, reason: DownReason, atMs: number): void {
    if (!isReachable(onu.status)) return;
    this.ctx.life.down(onu, reason, atMs, this.ctx.life.outageFor(reason));
  }

  /** Moves the ONU to its PON's deny list without the operator's checks (rogue and looping ONUs). */
  deny(onu: Onu, reason: string, atMs: number): void {
    this.ctx.ops.denyOnus([onu], reason, atMs);
  }

  /** The optics area's verdict on the ONU's receive power; the row (and /ws) show it. */
  setDrift(onu: Onu, drifting: boolean): void {
    if (onu.drifting === drifting) return;
    onu.drifting = drifting;
    this.touched(onu);
  }

  /** A fibre fault adds (or, with 0, removes) loss on the ONU's light path; readings follow within minutes. */
  setLoss(onu: Onu, lossDb: number): void {
    onu.optics.lossDb = lossDb;
  }

  /** An upgrade wrote a new software version (ONU-19, OUP-09, OUP-11 show it). */
  setSoftwareVersion(onu: Onu, version: string): void {
    onu.softwareVer = version;
    this.touched(onu);
  }

  /**
   * The PON's admission rules changed (PON-02, the LOID list): online ONUs it no longer admits are deregistered and
   * fail when they come back; waiting ONUs it now admits register again.
   */
  reassess(portId: number): void {
    const { life, pon, rng } = this.ctx;
    const now = this.ctx.now();
    for (const onu of this.ctx.store.onPon(portId)) {
      const verdict = pon.admit(onu);
      if (onu.status === 'Online' && !verdict.admitted) {
        this.ctx.alarms.log(wordsText(ALARM_WORDS.onuDeregisteredWhy, { onu: label(onu), why: verdict.reason }));
        life.down(onu, 'Deregister', now, rng.int(1_000, 3_000));
      } else if ((onu.status === 'Unauth' || onu.status === 'Auth-Fail') && verdict.admitted) {
        onu.epoch++;
        life.arrive(onu, now);
      }
    }
  }

  private touched(onu: Onu): void {
    this.ctx.store.touch(onu, false);
    this.ctx.changes.onu(onu);
  }
}
