import {
  SPLITTER_DEPTH_MAX as SPLITTER_MAX_DEPTH,
  SPLITTER_DESC_MAX_CHARS,
  SPLITTER_NAME_CHARS,
  type Splitter,
  REFUSAL_WORDS,
  wordsText,
} from '@olt/protocol';
import { refuse } from '../kernel/errors.ts';
import { checkText } from '../kernel/text.ts';

const SPLITTERS_MAX_PER_PON = 64;

export interface SplitterText {
  name: string;
  description: string;
}

interface Entry extends SplitterText {
  id: number;
  parent: number;
}

/** The splitter trees of every PON (PON-12…15). Which ONU hangs where is kept on the ONU (`Onu.parent`). */
export class Splitters {
  private readonly pons = new Map<number, Map<number, Entry>>();

  constructor(ponIds: readonly number[]) {
    for (const id of ponIds) this.pons.set(id, new Map());
  }

  list(portId: number): Splitter[] {
    return [...this.pon(portId).values()]
      .sort((a, b) => a.id - b.id)
      .map((e) => ({ port_id: portId, splitter_id: e.id, name: e.name, description: e.description, parent: e.parent }));
  }

  all(): Splitter[] {
    return [...this.pons.keys()].flatMap((id) => this.list(id));
  }

  has(portId: number, id: number): boolean {
    return this.pons.get(portId)?.has(id) ?? false;
  }

  /** 1 for a first-level splitter. */
  depth(portId: number, id: number): number {
    const pon = this.pon(portId);
    let depth = 0;
    for (let e = pon.get(id); e; e = e.parent === 0 ? undefined : pon.get(e.parent)) depth++;
    return depth;
  }

  /** PON-13: answers the new splitter's id. */
  add(portId: number, text: SplitterText, parent: number): number {
    const pon = this.pon(portId);
    checkSplitterText(text);
    if (!Number.isInteger(parent) || parent < 0) refuse('parent must be 0 or a splitter id');
    if (parent !== 0) {
      if (!pon.has(parent)) refuse(`splitter ${parent} does not exist on this PON`);
      if (this.depth(portId, parent) >= SPLITTER_MAX_DEPTH)
        refuse(`splitters nest at most ${SPLITTER_MAX_DEPTH} levels deep`);
    }
    if (pon.size >= SPLITTERS_MAX_PER_PON) refuse(`a PON holds at most ${SPLITTERS_MAX_PER_PON} splitters`);
    const id = Math.max(0, ...pon.keys()) + 1;
    pon.set(id, { id, name: text.name, description: text.description, parent });
    return id;
  }

  /** PON-14: renames; `parent` is not taken from the request (the console sends the splitter's own id, api.md §6.6). */
  set(portId: number, id: number, text: SplitterText): void {
    const entry = this.entry(portId, id);
    checkSplitterText(text);
    entry.name = text.name;
    entry.description = text.description;
  }

  /** PON-15: only a leaf below the first level can go; the caller unbinds its ONUs. */
  remove(portId: number, id: number): void {
    const entry = this.entry(portId, id);
    if (entry.parent === 0) refuse('a first-level splitter cannot be deleted');
    const pon = this.pon(portId);
    if ([...pon.values()].some((e) => e.parent === id))
      refuse(`splitter ${id} has splitters below it; delete those first`);
    pon.delete(id);
  }

  /** Replaces a PON's splitters (configuration import); the caller has validated the tree. */
  replace(portId: number, list: readonly Splitter[]): void {
    const pon = this.pon(portId);
    pon.clear();
    for (const s of list)
      pon.set(s.splitter_id, { id: s.splitter_id, name: s.name, description: s.description, parent: s.parent });
  }

  private entry(portId: number, id: number): Entry {
    const entry = this.pon(portId).get(id);
    if (!entry) refuse(`splitter ${id} does not exist on this PON`);
    return entry;
  }

  private pon(portId: number): Map<number, Entry> {
    const pon = this.pons.get(portId);
    if (!pon) refuse(wordsText(REFUSAL_WORDS.notPonPort, { port: portId }));
    return pon;
  }
}

function checkSplitterText(text: SplitterText): void {
  if (text.name.trim() === '')
    refuse(`the splitter name must be ${SPLITTER_NAME_CHARS.min}–${SPLITTER_NAME_CHARS.max} characters`);
  checkText(text.name, 'the splitter name', SPLITTER_NAME_CHARS.max, SPLITTER_NAME_CHARS.min);
  checkText(text.description, 'the splitter description', SPLITTER_DESC_MAX_CHARS);
}

/** Checks a whole PON's tree: unique ids, parents on the same PON, no loops, depth within the limit. */
export function checkSplitterTree(list: readonly Splitter[]): void {
  const byId = new Map<number, Splitter>();
  for (const s of list) {
    if (byId.has(s.splitter_id)) refuse(`splitter ${s.splitter_id} appears twice`);
    byId.set(s.splitter_id, s);
  }
  if (byId.size > SPLITTERS_MAX_PER_PON) refuse(`a PON holds at most ${SPLITTERS_MAX_PER_PON} splitters`);
  for (const s of list) {
    checkSplitterText(s);
    let depth = 0;
    for (let e: Splitter | undefined = s; e; e = e.parent === 0 ? undefined : byId.get(e.parent)) {
      if (e.parent !== 0 && !byId.has(e.parent))
        refuse(`splitter ${e.splitter_id} hangs on a missing splitter ${e.parent}`);
      if (++depth > SPLITTER_MAX_DEPTH)
        refuse(`splitter ${s.splitter_id} is nested deeper than ${SPLITTER_MAX_DEPTH} levels`);
    }
  }
}
