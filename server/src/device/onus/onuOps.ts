import {
  ONU_CONFIG_FLAGS as ONU_FLAG,
  ONU_DESC_MAX_CHARS,
  ONU_ID,
  ONU_NAME_MAX_CHARS,
  TXSUPPLY_SECONDS,
  isMacAddress,
  onuLabel,
  REFUSAL_WORDS,
  wordsText,
  ALARM_WORDS,
} from '@olt/protocol';
import { LEVEL, type AlarmLog } from '../kernel/alarmLog.ts';
import { refuse } from '../kernel/errors.ts';
import type { Journal } from '../kernel/journal.ts';
import type { Random } from '../kernel/random.ts';
import { checkNoSpace, checkText } from '../kernel/text.ts';
import { DENY_MAX_PER_PON, type DenyEntry, type DenyLists } from './denyList.ts';
import type { OnuLife } from './onuLife.ts';
import { isReachable, makeOnu, type Onu, type OnuStore } from './onuStore.ts';
import type { ConfigMarks, PonView } from './ponView.ts';

const DENY_REASON_MAX_CHARS = 64;
const KNOWN_ONU_FLAGS = Object.values(ONU_FLAG).reduce((a, b) => a | b, 0);
const ACTION_FLAGS = ONU_FLAG.reboot | ONU_FLAG.deregister | ONU_FLAG.txOff;

/** ONU-05 `add`. */
export interface OnuAdd {
  /** 0 = the device picks the lowest free id */
  onu_id: number;
  macaddr: string;
  auth_state: number;
  onu_desc?: string;
}

/** ONU-21 `set`: `flags` says which of the other fields to act on. */
export interface OnuConfigure {
  flags: number;
  fec_mode?: number;
  onu_name?: string;
  onu_desc?: string;
  txsupply_time?: number;
}

/** A unicast MAC an ONU can have: not all-zero, not broadcast, not multicast (e.g. 01:00:5e:00:00:00). */
export function checkOnuMac(mac: string): string {
  if (typeof mac !== 'string' || !isMacAddress(mac)) refuse('macaddr must be a MAC address like 38:3a:21:20:06:e0');
  const lower = mac.toLowerCase();
  if (lower === '00:00:00:00:00:00') refuse('macaddr must not be all zero');
  if (lower === 'ff:ff:ff:ff:ff:ff') refuse('macaddr must not be the broadcast address');
  if ((Number.parseInt(lower.slice(0, 2), 16) & 1) === 1) refuse('macaddr must not be a multicast address');
  return lower;
}

export function checkOnuName(name: string): void {
  checkNoSpace(name, 'onu_name');
  checkText(name, 'onu_name', ONU_NAME_MAX_CHARS);
}

const label = (o: Onu): string => onuLabel(o.portId, o.onuId);
const keyOf = (o: Onu) => ({ port_id: o.portId, onu_id: o.onuId, macaddr: o.mac });

interface OpsContext {
  store: OnuStore;
  deny: DenyLists;
  pon: PonView;
  life: OnuLife;
  rng: Random;
  alarms: AlarmLog;
  changes: Journal<Onu>;
  marks: ConfigMarks;
  now(): number;
}

/**
 * The operator's ONU actions with the device's rules (api.md §2.6 and §4). Each checks everything first and
 * refuses with a DeviceRuleError before changing anything.
 */
export class OnuOps {
  constructor(private readonly ctx: OpsContext) {}

  onu(portId: number, onuId: number, mac?: string): Onu {
    this.ctx.pon.setting(portId);
    if (!Number.isInteger(onuId) || onuId < ONU_ID.min || onuId > ONU_ID.max)
      refuse(`onu_id must be ${ONU_ID.min}–${ONU_ID.max}`);
    const onu = this.ctx.store.get(portId, onuId);
    if (!onu) refuse(wordsText(REFUSAL_WORDS.onuMissing, { onu: onuLabel(portId, onuId) }));
    if (mac !== undefined && mac !== '' && mac.toLowerCase() !== onu.mac)
      refuse(`${label(onu)} has MAC ${onu.mac}, not ${mac}`);
    return onu;
  }

  /** ONU-06: only an ONU on the fibre can be authorised or de-authorised (spec §4). */
  setAuth(portId: number, onuId: number, authState: number, mac?: string): void {
    const onu = this.onu(portId, onuId, mac);
    if (authState !== 0 && authState !== 1) refuse('auth_state must be 0 or 1');
    if (!isReachable(onu.status)) refuse(wordsText(REFUSAL_WORDS.onuCannotAuthorise, { onu: label(onu) }));
    if (onu.authState === authState)
      refuse(`${label(onu)} is already ${authState === 1 ? 'authorised' : 'unauthorised'}`);
    // on a LOID PON the LOID list decides, not the allow list (admission.ts)
    const verdict = this.ctx.pon.admit({ portId, authState: authState === 1 ? 1 : 0, hw: onu.hw });
    if (authState === 1 && !verdict.admitted) refuse(`${label(onu)} cannot be authorised here: ${verdict.reason}`);
    const now = this.ctx.now();
    onu.authState = authState;
    onu.learned = false;
    if (authState === 1 && onu.status !== 'Register' && onu.status !== 'Online') {
      onu.status = 'Online';
      onu.registerMs = now;
    } else if (authState === 0 && onu.status === 'Online') onu.status = 'Unauth';
    this.touched(onu);
    this.ctx.alarms.log(
      wordsText(authState === 1 ? ALARM_WORDS.onuAuthorised : ALARM_WORDS.onuDeauthorised, {
        onu: label(onu),
        mac: onu.mac,
      }),
    );
    this.ctx.marks.onu(onu);
  }

  /** ONU-05: answers the ONU id given. */
  add(portId: number, spec: OnuAdd): number {
    const { store, deny, pon } = this.ctx;
    pon.setting(portId);
    if (!Number.isInteger(spec.onu_id) || spec.onu_id < 0 || spec.onu_id > ONU_ID.max)
      refuse(`onu_id must be 0–${ONU_ID.max} (0 = automatic)`);
    const mac = checkOnuMac(spec.macaddr);
    if (spec.auth_state !== 0 && spec.auth_state !== 1) refuse('auth_state must be 0 or 1');
    const desc = spec.onu_desc ?? '';
    checkText(desc, 'onu_desc', ONU_DESC_MAX_CHARS);
    const present = store.byMac(mac);
    if (present) refuse(`MAC ${mac} is already ${label(present)}`);
    const denied = deny.byMac(mac);
    if (denied) refuse(`MAC ${mac} is in the deny list of PON${String(denied.portId).padStart(2, '0')}`);
    let onuId = spec.onu_id;
    if (onuId === 0) {
      onuId = store.freeId(portId, ONU_ID.max) ?? refuse(`PON${String(portId).padStart(2, '0')} has no free ONU id`);
    } else if (store.get(portId, onuId)) refuse(wordsText(REFUSAL_WORDS.onuExists, { onu: onuLabel(portId, onuId) }));
    const onu = makeOnu({ portId, onuId, mac, authState: spec.auth_state, desc, status: 'Initial', manual: true });
    store.add(onu);
    // the box may be installed already, or only later, or not yet at all
    if (this.ctx.rng.chance(0.5)) this.ctx.life.scheduleArrive(onu, this.ctx.now() + this.ctx.rng.int(30_000, 300_000));
    this.ctx.changes.onu(onu);
    this.ctx.alarms.log(wordsText(ALARM_WORDS.onuAdded, { onu: label(onu), mac }));
    this.ctx.marks.onu(onu);
    return onuId;
  }

  /** ONU-07/09: all listed ONUs go, or none. A box still on the fibre registers again later as a new ONU. */
  remove(portId: number, onuIds: readonly number[], mac?: string): void {
    const onus = this.several(portId, onuIds, mac);
    const now = this.ctx.now();
    for (const onu of onus) {
      const wasUp = isReachable(onu.status) || onu.status === 'Register';
      this.drop(onu);
      if (wasUp) this.ctx.life.scheduleRejoin(portId, onu.mac, now + this.ctx.rng.int(30_000, 120_000));
      this.ctx.alarms.log(wordsText(ALARM_WORDS.onuDeleted, { onu: label(onu), mac: onu.mac }));
    }
  }

  /** ONU-08/10: the ONUs move to their PON's deny list (api.md §4.3). */
  reject(portId: number, onuIds: readonly number[], mac?: string, reason = 'rejected by the operator'): void {
    const onus = this.several(portId, onuIds, mac);
    if (this.ctx.deny.count(portId) + onus.length > DENY_MAX_PER_PON)
      refuse(`the deny list of a PON holds at most ${DENY_MAX_PER_PON} entries`);
    this.denyOnus(onus, reason);
  }

  /** Moves ONUs to the deny list without the operator's checks (the receive-power limit of PON-07 does this too). */
  denyOnus(onus: readonly Onu[], reason: string, now = this.ctx.now()): void {
    for (const onu of onus) {
      const slot = this.ctx.deny.freeSlot(onu.portId);
      if (slot === undefined) return;
      const wasUp = isReachable(onu.status) || onu.status === 'Register';
      this.drop(onu);
      const entry = this.ctx.deny.add({
        portId: onu.portId,
        slot,
        mac: onu.mac,
        name: onu.name,
        reason,
        retry: 0,
        attempting: wasUp,
      });
      this.ctx.marks.deny(entry);
      if (wasUp) this.ctx.life.scheduleDenyAttempt(entry, now + this.ctx.rng.int(20_000, 90_000));
      const what = wordsText(ALARM_WORDS.onuDenied, { onu: label(onu), mac: onu.mac, denyWhy: reason });
      this.ctx.alarms.log(what, LEVEL.info, now);
    }
  }

  /** ONU-11: the new display order must list exactly the PON's ONU ids. */
  sort(portId: number, onuIds: readonly number[]): void {
    const { store, pon } = this.ctx;
    pon.setting(portId);
    const present = store.ids(portId);
    const wanted = [...onuIds].sort((a, b) => a - b);
    if (new Set(onuIds).size !== onuIds.length) refuse('onulist names an ONU twice');
    if (wanted.length !== present.length || wanted.some((id, i) => id !== present[i])) {
      refuse('onulist must list exactly the ONU ids of the PON');
    }
    store.setOrder(portId, onuIds);
    for (const onu of store.onPon(portId)) this.ctx.marks.onu(onu);
  }

  /** ONU-21: rename, FEC, and one action (reboot, deregister, transmitter off) per request. */
  configure(portId: number, onuId: number, cfg: OnuConfigure): void {
    const onu = this.onu(portId, onuId);
    const flags = cfg.flags;
    if (!Number.isInteger(flags) || flags <= 0 || (flags & ~KNOWN_ONU_FLAGS) !== 0)
      refuse('flags names no known ONU action');
    const actions = flags & ACTION_FLAGS;
    if (actions & (actions - 1)) refuse('flags may ask for one of reboot, deregister and transmitter off at a time');
    if (flags & ONU_FLAG.reboot && onu.status !== 'Online')
      refuse(wordsText(REFUSAL_WORDS.onuCannotRestart, { onu: label(onu) }));
    if (flags & ONU_FLAG.deregister && !isReachable(onu.status))
      refuse(wordsText(REFUSAL_WORDS.onuCannotDeregister, { onu: label(onu) }));
    if (flags & ONU_FLAG.fec && cfg.fec_mode !== 0 && cfg.fec_mode !== 1) refuse('fec_mode must be 0 or 1');
    if (flags & ONU_FLAG.nameDesc) {
      if (typeof cfg.onu_name !== 'string' || typeof cfg.onu_desc !== 'string')
        refuse('onu_name and onu_desc are needed');
      checkOnuName(cfg.onu_name);
      checkText(cfg.onu_desc, 'onu_desc', ONU_DESC_MAX_CHARS);
    }
    const seconds = cfg.txsupply_time;
    if (flags & ONU_FLAG.txOff) {
      if (seconds === undefined || !Number.isInteger(seconds) || seconds < 0 || seconds > TXSUPPLY_SECONDS.max) {
        refuse(`txsupply_time must be 0–${TXSUPPLY_SECONDS.max} seconds`);
      }
      if (seconds > 0 && !isReachable(onu.status)) refuse(wordsText(REFUSAL_WORDS.onuCannotTxOff, { onu: label(onu) }));
    }

    const now = this.ctx.now();
    const { life, alarms } = this.ctx;
    if (flags & ONU_FLAG.nameDesc) {
      onu.name = cfg.onu_name === '' || cfg.onu_name === undefined ? label(onu) : cfg.onu_name;
      onu.desc = cfg.onu_desc ?? '';
      this.touched(onu);
    }
    if (flags & ONU_FLAG.fec) onu.fecMode = cfg.fec_mode === 1 ? 1 : 0;
    if (flags & (ONU_FLAG.nameDesc | ONU_FLAG.fec)) {
      // an ONU the operator configured is kept in the list even while it is away
      onu.learned = false;
      this.ctx.marks.onu(onu);
    }
    if (flags & ONU_FLAG.reboot) {
      alarms.log(wordsText(ALARM_WORDS.onuRestartedByOperator, { onu: label(onu) }));
      life.down(onu, 'Reboot', now, life.outageFor('Reboot'));
    }
    if (flags & ONU_FLAG.deregister) {
      alarms.log(wordsText(ALARM_WORDS.onuDeregisteredByOperator, { onu: label(onu) }));
      life.down(onu, 'Deregister', now, this.ctx.rng.int(1_000, 3_000));
    }
    if (flags & ONU_FLAG.txOff && seconds !== undefined) {
      if (seconds > 0) {
        alarms.log(wordsText(ALARM_WORDS.onuTxOff, { onu: label(onu), seconds }));
        life.down(onu, 'Laser out', now, seconds * 1000);
      } else if (onu.status === 'Offline' && onu.lastDownReason === 'Laser out' && onu.alive) {
        // 0 switches a transmitter that is off back on
        onu.epoch++;
        life.arrive(onu, now);
      }
    }
  }

  /** ONU-13. */
  addDeny(portId: number, macaddr: string, reason: string): void {
    const { deny, store, pon } = this.ctx;
    pon.setting(portId);
    const mac = checkOnuMac(macaddr);
    checkText(reason, 'reason', DENY_REASON_MAX_CHARS);
    const listed = store.byMac(mac);
    if (listed) refuse(`MAC ${mac} is ${label(listed)} in the allow list; reject it there`);
    const denied = deny.byMac(mac);
    if (denied) refuse(`MAC ${mac} is already in the deny list of PON${String(denied.portId).padStart(2, '0')}`);
    const slot = deny.freeSlot(portId) ?? refuse(`the deny list of a PON holds at most ${DENY_MAX_PER_PON} entries`);
    this.ctx.marks.deny(deny.add({ portId, slot, mac, name: '', reason, retry: 0, attempting: false }));
    this.ctx.alarms.log(wordsText(ALARM_WORDS.denyListAdded, { mac, pon: `PON${String(portId).padStart(2, '0')}` }));
  }

  /** ONU-14/15: the entries go; a box that kept trying registers soon after (api.md §4.3). */
  removeDeny(portId: number, slots: readonly number[], mac?: string): void {
    const { deny, pon } = this.ctx;
    pon.setting(portId);
    if (slots.length === 0) refuse('onu_id must name at least one entry');
    if (new Set(slots).size !== slots.length) refuse('onu_id names an entry twice');
    const entries: DenyEntry[] = slots.map(
      (slot) => deny.get(portId, slot) ?? refuse(`deny entry ${slot} does not exist on this PON`),
    );
    if (mac !== undefined && mac !== '' && entries[0] && entries[0].mac !== mac.toLowerCase())
      refuse(`deny entry ${entries[0].slot} is not ${mac}`);
    const now = this.ctx.now();
    for (const entry of entries) {
      deny.remove(entry);
      this.ctx.marks.deny(entry);
      if (entry.attempting) this.ctx.life.scheduleRejoin(portId, entry.mac, now + this.ctx.rng.int(5_000, 30_000));
      this.ctx.alarms.log(
        wordsText(ALARM_WORDS.denyListRemoved, { mac: entry.mac, pon: `PON${String(portId).padStart(2, '0')}` }),
        LEVEL.info,
      );
    }
  }

  private several(portId: number, onuIds: readonly number[], mac?: string): Onu[] {
    if (onuIds.length === 0) refuse('onu_id must name at least one ONU');
    if (new Set(onuIds).size !== onuIds.length) refuse('onu_id names an ONU twice');
    return onuIds.map((id) => this.onu(portId, id, onuIds.length === 1 ? mac : undefined));
  }

  private drop(onu: Onu): void {
    this.ctx.changes.gone(onu, keyOf(onu));
    this.ctx.store.remove(onu);
    this.ctx.marks.onu(onu);
  }

  private touched(onu: Onu): void {
    this.ctx.store.touch(onu);
    this.ctx.changes.onu(onu);
  }
}
