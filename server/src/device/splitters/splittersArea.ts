import { z } from 'zod';
import type { Splitter } from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { OnusArea } from '../onus/onusArea.ts';
import type { PonArea } from '../pon/ponArea.ts';
import { Splitters, checkSplitterTree, type SplitterText } from './splitterTrees.ts';
import { ALARM_WORDS, wordsText } from '@olt/protocol';

const int = z.number().int();
/** A splitter and the ONUs bound to it (PON-16). */
const SplitterConfig = z.strictObject({
  port_id: int,
  splitter_id: int,
  name: z.string(),
  description: z.string(),
  parent: int,
  onus: z.array(int),
});
type SplitterConfig = z.output<typeof SplitterConfig>;
const splitterSections = sections({ splitters: { schema: z.array(SplitterConfig) } });
type SplittersConfig = { splitters: SplitterConfig[]; onus: readonly { port_id: number; onu_id: number }[] };

/** Splitters under each PON's first-level splitter out of the box; each serves up to 16 ONUs. */
const FACTORY_BRANCHES = ['A', 'B', 'C', 'D'];
const ONUS_PER_BRANCH = 16;

const two = (portId: number): string => String(portId).padStart(2, '0');

/** The splitter trees of every PON (PON-12…16) and which ONU hangs on which splitter. */
export class SplittersArea implements Area<SplittersConfig> {
  readonly name = 'splitters';
  readonly sections = splitterSections;
  private readonly trees: Splitters;

  constructor(
    private readonly k: Kernel,
    private readonly pon: PonArea,
    private readonly onus: OnusArea,
  ) {
    this.trees = new Splitters(pon.ids);
    for (const portId of pon.ids) this.plant(portId);
  }

  /** PON-12. */
  list(portId: number): Splitter[] {
    return this.trees.list(portId);
  }

  /** PON-13: answers the new splitter's id. */
  add(portId: number, text: SplitterText, parent: number): number {
    return this.k.write(() => {
      const id = this.trees.add(portId, text, parent);
      this.configured(wordsText(ALARM_WORDS.splitterAdded, { pon: `PON${two(portId)}`, splitter: id }));
      return id;
    });
  }

  /** PON-14: name and description; the parent is not changed. */
  set(portId: number, splitterId: number, text: SplitterText): void {
    this.k.write(() => {
      this.trees.set(portId, splitterId, text);
      this.configured(wordsText(ALARM_WORDS.splitterChanged, { pon: `PON${two(portId)}`, splitter: splitterId }));
    });
  }

  /** PON-15: only a leaf below the first level; its ONUs hang on nothing afterwards. */
  remove(portId: number, splitterId: number): void {
    this.k.write(() => {
      this.trees.remove(portId, splitterId);
      for (const onu of this.onus.onPon(portId)) if (onu.parent === splitterId) this.onus.setParent(onu, 0);
      this.configured(wordsText(ALARM_WORDS.splitterDeleted, { pon: `PON${two(portId)}`, splitter: splitterId }));
    });
  }

  /** PON-16: exactly these ONUs hang on the splitter (each ONU hangs on one splitter at most). */
  bind(portId: number, splitterId: number, onuIds: readonly number[]): void {
    this.k.write(() => {
      if (!this.trees.has(portId, splitterId)) refuse(`splitter ${splitterId} does not exist on this PON`);
      if (new Set(onuIds).size !== onuIds.length) refuse('onulist names an ONU twice');
      const onus = onuIds.map((id) => this.onus.onu(portId, id));
      for (const onu of this.onus.onPon(portId))
        if (onu.parent === splitterId && !onus.includes(onu)) this.onus.setParent(onu, 0);
      for (const onu of onus) this.onus.setParent(onu, splitterId);
      const where = { pon: `PON${two(portId)}`, splitter: splitterId };
      this.configured(wordsText(ALARM_WORDS.splitterServes, { ...where, count: onuIds.length }));
    });
  }

  exportSection(): SplitterConfig[] {
    return this.trees.all().map((s) => ({
      ...s,
      onus: this.onus
        .onPon(s.port_id)
        .filter((o) => o.parent === s.splitter_id && !o.learned)
        .map((o) => o.onuId)
        .sort((a, b) => a - b),
    }));
  }

  check(config: SplittersConfig): void {
    const onuIds = new Set(config.onus.map((o) => `${o.port_id}/${o.onu_id}`));
    const bound = new Set<string>();
    for (const portId of this.pon.ids) checkSplitterTree(config.splitters.filter((s) => s.port_id === portId));
    for (const s of config.splitters) {
      if (!this.pon.has(s.port_id))
        refuse(`splitter ${s.splitter_id} is on port ${s.port_id}, which is not a PON port`);
      for (const id of s.onus) {
        const key = `${s.port_id}/${id}`;
        if (!onuIds.has(key)) refuse(`splitter ${s.splitter_id} binds ONU ${key}, which is not configured`);
        if (bound.has(key)) refuse(`ONU ${key} is bound to two splitters`);
        bound.add(key);
      }
    }
  }

  /** The ONU area has set each ONU's splitter from this section already (it loads first). */
  load(config: SplittersConfig): void {
    for (const portId of this.pon.ids)
      this.trees.replace(
        portId,
        config.splitters.filter((s) => s.port_id === portId),
      );
  }

  private configured(what: string): void {
    this.k.journal.section('splitters');
    this.k.alarms.log(what);
  }

  /** A first-level splitter in a street cabinet and four 1:16 branches, the authorised ONUs spread over them. */
  private plant(portId: number): void {
    const root = this.trees.add(portId, { name: `PON${two(portId)}-L1`, description: 'street cabinet, 1:4' }, 0);
    const branches = FACTORY_BRANCHES.map((b) =>
      this.trees.add(portId, { name: `PON${two(portId)}-${b}`, description: `branch ${b}, 1:16` }, root),
    );
    const bound = this.onus.onPon(portId).filter((o) => !o.learned);
    bound.forEach((onu, i) => {
      onu.parent = branches[Math.min(branches.length - 1, Math.floor(i / ONUS_PER_BRANCH))] ?? 0;
    });
  }
}
