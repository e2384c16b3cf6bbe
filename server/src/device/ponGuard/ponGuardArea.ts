import { ROGUE_MODES, onuLabel, ALARM_WORDS, wordsText } from '@olt/protocol';
import type { Area } from '../area.ts';
import { ALARM_ID, LEVEL } from '../kernel/alarmLog.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { Random } from '../kernel/random.ts';
import { subjectOf } from '../onus/onuLife.ts';
import type { OnusArea } from '../onus/onusArea.ts';
import type { Onu } from '../onus/onuStore.ts';
import type { LoopWatch } from '../onuPorts/onuPortsArea.ts';
import type { PonArea } from '../pon/ponArea.ts';

/** An automatic detection sweeps each PON once a simulated minute. */
const SWEEP_EVERY_STEPS = 60;
/** While a rogue ONU is on a PON, its light knocks a neighbour off about every twenty minutes. */
export const ROGUE_DISTURB_MEAN_MS = 20 * 60_000;

const two = (portId: number): string => String(portId).padStart(2, '0');

/**
 * The PON's defences against misbehaving ONUs (PON-04…06): rogue ONUs, whose laser shines outside their time slot and
 * knocks their neighbours off the PON until found (automatically, or on demand in manual mode) and, with
 * `add_deny_flag`, denied; and looping ONUs, which the OLT reports and, with `lb_onu_mode` 1, denies.
 */
export class PonGuardArea implements Area, LoopWatch {
  readonly name = 'ponGuard';
  /** rogue ONUs reported since the device started, so each raises its alarm once */
  private readonly reported = new Set<string>();
  private readonly random: Random;

  constructor(
    private readonly k: Kernel,
    private readonly pon: PonArea,
    private readonly onus: OnusArea,
  ) {
    this.random = k.random.fork('rogue');
    onus.onRegistered((onu, atMs) => {
      if (onu.hw.rogue && this.pon.setting(onu.portId).rogue_mode === ROGUE_MODES.auto) this.found(onu, atMs);
    });
  }

  /** PON-05: a detection now, on a PON in manual mode; what it finds goes to the alarm list. */
  detectNow(portId: number): void {
    if (this.pon.setting(portId).rogue_mode !== ROGUE_MODES.manual)
      refuse('detection on demand needs the manual rogue ONU mode');
    this.k.write(() => {
      const now = this.k.now();
      const rogues = this.roguesOn(portId);
      for (const onu of rogues) this.found(onu, now, true);
      if (rogues.length === 0)
        this.k.alarms.raise(
          ALARM_ID.ponRogue,
          LEVEL.info,
          wordsText(ALARM_WORDS.rogueNone, { pon: `PON${two(portId)}` }),
          now,
          { source: 'pon', port_id: portId },
        );
    });
  }

  /** An ONU's subscriber side loops back onto the PON (the UNI ports area tells). */
  loopingOnu(onu: Onu, opId: number, atMs: number): void {
    const deny = this.pon.setting(onu.portId).lb_onu_mode === 1;
    const args = { pon: `PON${two(onu.portId)}`, onu: onuLabel(onu.portId, onu.onuId), mac: onu.mac, port: opId };
    this.k.alarms.raise(
      ALARM_ID.ponLoopOnu,
      LEVEL.major,
      wordsText(deny ? ALARM_WORDS.loopOnuDenied : ALARM_WORDS.loopOnu, args),
      atMs,
      subjectOf(onu),
    );
    if (deny) this.onus.control.deny(onu, 'looping ONU', atMs);
  }

  step(atMs: number, step: number): void {
    for (const portId of this.pon.ids) {
      const rogues = this.roguesOn(portId);
      if (rogues.length === 0) continue;
      if (step % SWEEP_EVERY_STEPS === 0 && this.pon.setting(portId).rogue_mode === ROGUE_MODES.auto)
        for (const onu of rogues) this.found(onu, atMs);
      if (!this.random.chance(1_000 / ROGUE_DISTURB_MEAN_MS)) continue;
      const victims = this.onus.onPon(portId).filter((o) => o.status === 'Online' && !o.hw.rogue);
      if (victims.length > 0) this.onus.control.knockDown(this.random.pick(victims), 'LOS', atMs);
    }
  }

  reboot(): void {
    this.reported.clear();
  }

  private roguesOn(portId: number): Onu[] {
    return this.onus.onPon(portId).filter((o) => o.hw.rogue && o.status === 'Online');
  }

  /** A rogue ONU found: reported once, and denied when the PON says so. */
  private found(onu: Onu, atMs: number, always = false): void {
    const deny = this.pon.setting(onu.portId).add_deny_flag === 1;
    if (!always && !deny && this.reported.has(onu.mac)) return;
    this.reported.add(onu.mac);
    const args = { pon: `PON${two(onu.portId)}`, onu: onuLabel(onu.portId, onu.onuId), mac: onu.mac };
    this.k.alarms.raise(
      ALARM_ID.ponRogue,
      LEVEL.major,
      wordsText(deny ? ALARM_WORDS.rogueFoundDenied : ALARM_WORDS.rogueFound, args),
      atMs,
      subjectOf(onu),
    );
    if (deny) this.onus.control.deny(onu, 'rogue ONU', atMs);
  }
}
