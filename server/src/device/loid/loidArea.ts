import { z } from 'zod';
import {
  AUTH_MODES,
  LOIDS_PER_PON_MAX,
  LOID_CHARS,
  LOID_PASSWORD_PATTERN,
  LOID_PATTERN,
  type LoidEntry,
  ALARM_WORDS,
  wordsText,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { LoidBook, LoidEntryView } from '../pon/admission.ts';
import type { PonArea } from '../pon/ponArea.ts';
import type { OnusArea } from '../onus/onusArea.ts';

const LoidConfig = z.strictObject({ port_id: z.number().int(), loid: z.string(), password: z.string() });
type LoidConfig = z.output<typeof LoidConfig>;
const loidKey = (portId: number, loid: string): string => `${portId}/${loid}`;

/** The LOID lists, one stored row per LOID. */
const loidSections = sections({
  loids: {
    schema: z.array(LoidConfig),
    keyed: {
      keyOf: (e: LoidConfig) => loidKey(e.port_id, e.loid),
      order: (a: LoidConfig, b: LoidConfig) =>
        a.port_id - b.port_id || (a.loid < b.loid ? -1 : a.loid > b.loid ? 1 : 0),
    },
  },
});
type LoidsConfig = { loids: LoidConfig[] };

const two = (portId: number): string => String(portId).padStart(2, '0');
const usesLoids = (authMode: number): boolean => authMode !== AUTH_MODES.mac;

/**
 * The LOID allow list of every PON (PON-09…11): on a PON authenticating by LOID (or hybrid) a registering ONU is let in
 * only when its LOID is listed (admission.ts). Out of the box, each LOID PON lists the LOIDs of its authorised ONUs.
 */
export class LoidArea implements Area<LoidsConfig>, LoidBook {
  readonly name = 'loid';
  readonly sections = loidSections;
  /** per PON, LOID → entry */
  private readonly lists = new Map<number, Map<string, LoidEntryView>>();
  private onus: OnusArea | null = null;

  constructor(
    private readonly k: Kernel,
    private readonly pon: PonArea,
  ) {
    for (const id of pon.ids) this.lists.set(id, new Map());
  }

  /** The ONU area, built after this one: it reads LOIDs at registration, this area shows who uses them. */
  attach(onus: OnusArea): void {
    this.onus = onus;
    for (const portId of this.pon.ids) {
      if (!usesLoids(this.pon.setting(portId).auth_mode)) continue;
      for (const onu of onus.onPon(portId))
        if (onu.authState === 1) this.listOf(portId).set(onu.hw.loid, { loid: onu.hw.loid, password: onu.hw.password });
    }
  }

  entry(portId: number, loid: string): LoidEntryView | undefined {
    return this.lists.get(portId)?.get(loid);
  }

  /** PON-09, in LOID order; `used` when an online ONU of the PON has the LOID. */
  list(portId: number): LoidEntry[] {
    const users = new Map<string, string>();
    for (const onu of this.onus?.onPon(portId) ?? []) if (onu.status === 'Online') users.set(onu.hw.loid, onu.mac);
    return [...this.listOf(portId).values()]
      .sort((a, b) => (a.loid < b.loid ? -1 : 1))
      .map((e) => ({
        loid: e.loid,
        password: e.password,
        used: users.has(e.loid) ? 1 : 0,
        mac: users.get(e.loid) ?? '',
      }));
  }

  /** PON-10: `count` > 1 adds `<loid>01`…; all or none. ONUs waiting with one of them register again. */
  add(portId: number, loid: string, password: string, count: number): void {
    const list = this.listOf(portId);
    if (!LOID_PATTERN.test(loid)) refuse(`loid must be ${LOID_CHARS.min}–${LOID_CHARS.max} letters, digits or _`);
    if (!LOID_PASSWORD_PATTERN.test(password)) refuse('password must be empty or up to 12 letters, digits or _');
    if (!Number.isInteger(count) || count < 0 || count > LOIDS_PER_PON_MAX) refuse('count must be 0–64');
    const names =
      count <= 1 ? [loid] : Array.from({ length: count }, (_, i) => `${loid}${String(i + 1).padStart(2, '0')}`);
    const tooLong = names.find((name) => name.length > LOID_CHARS.max);
    if (tooLong) refuse(`${tooLong} is longer than ${LOID_CHARS.max} characters`);
    const taken = names.find((name) => list.has(name));
    if (taken) refuse(`LOID ${taken} is already in the list of PON${two(portId)}`);
    if (list.size + names.length > LOIDS_PER_PON_MAX)
      refuse(`PON${two(portId)} holds at most ${LOIDS_PER_PON_MAX} LOIDs (${list.size} now)`);
    this.k.write(() => {
      for (const name of names) {
        list.set(name, { loid: name, password });
        this.k.journal.record('loids', loidKey(portId, name));
      }
      const added = names.length > 1 ? ALARM_WORDS.loidsAdded : ALARM_WORDS.loidAdded;
      this.k.alarms.log(wordsText(added, { pon: `PON${two(portId)}`, loids: names.join(', ') }));
      this.reassess(portId);
    });
  }

  /** PON-11: all or none; an ONU admitted by a removed LOID is deregistered. */
  remove(portId: number, loids: readonly string[]): void {
    const list = this.listOf(portId);
    if (new Set(loids).size !== loids.length) refuse('loid names a LOID twice');
    const missing = loids.find((loid) => !list.has(loid));
    if (missing !== undefined) refuse(`LOID ${missing} is not in the list of PON${two(portId)}`);
    this.k.write(() => {
      for (const loid of loids) {
        list.delete(loid);
        this.k.journal.record('loids', loidKey(portId, loid));
      }
      const removed = loids.length > 1 ? ALARM_WORDS.loidsRemoved : ALARM_WORDS.loidRemoved;
      this.k.alarms.log(wordsText(removed, { pon: `PON${two(portId)}`, loids: loids.join(', ') }));
      this.reassess(portId);
    });
  }

  exportSection(): LoidConfig[] {
    return [...this.lists].flatMap(([portId, list]) =>
      [...list.values()].map((e) => ({ port_id: portId, loid: e.loid, password: e.password })),
    );
  }

  exportRecord(_name: string, key: string): LoidConfig | undefined {
    const slash = key.indexOf('/');
    const portId = Number(key.slice(0, slash));
    const entry = this.entry(portId, key.slice(slash + 1));
    return entry && { port_id: portId, loid: entry.loid, password: entry.password };
  }

  check(config: LoidsConfig): void {
    const seen = new Set<string>();
    const perPon = new Map<number, number>();
    for (const e of config.loids) {
      if (!this.pon.has(e.port_id)) refuse(`LOID ${e.loid} is on port ${e.port_id}, which is not a PON port`);
      if (!LOID_PATTERN.test(e.loid) || !LOID_PASSWORD_PATTERN.test(e.password)) refuse(`LOID ${e.loid} is malformed`);
      const key = loidKey(e.port_id, e.loid);
      if (seen.has(key)) refuse(`LOID ${key} appears twice`);
      seen.add(key);
      perPon.set(e.port_id, (perPon.get(e.port_id) ?? 0) + 1);
      if ((perPon.get(e.port_id) ?? 0) > LOIDS_PER_PON_MAX) refuse(`PON${two(e.port_id)} has more than 64 LOIDs`);
    }
  }

  load(config: LoidsConfig): void {
    for (const list of this.lists.values()) list.clear();
    for (const e of config.loids) this.listOf(e.port_id).set(e.loid, { loid: e.loid, password: e.password });
  }

  private reassess(portId: number): void {
    if (usesLoids(this.pon.setting(portId).auth_mode)) this.onus?.control.reassess(portId);
  }

  private listOf(portId: number): Map<string, LoidEntryView> {
    this.pon.setting(portId);
    return this.lists.get(portId) as Map<string, LoidEntryView>;
  }
}
