import { z } from 'zod';
import { REFUSAL_WORDS, wordsText } from '@olt/protocol';
import type { Area, SectionSpec, SectionSpecs, SectionValues } from './area.ts';
import { refuse } from './kernel/errors.ts';
import type { ConfigDirt } from './kernel/journal.ts';
import type { ConfigKeeper, Kernel } from './kernel/kernel.ts';

const CONFIG_VERSION = 1;

const atPath = (path: readonly PropertyKey[]): string => path.map(String).join('.') || 'top';

/** An area as the configuration sees it: its sections and what it does with them. */
type ConfigArea = Area<never>;
type AreasOf = Record<string, ConfigArea>;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The whole configuration of a set of areas: `version` and every section of every area. */
export type ConfigOf<A extends AreasOf> = { version: typeof CONFIG_VERSION } & UnionToIntersection<
  { [K in keyof A]: A[K]['sections'] extends SectionSpecs ? SectionValues<A[K]['sections']> : never }[keyof A]
>;

/** What the configuration changed, in the store's terms. */
export interface ConfigRows {
  /** sections stored as one value each */
  sections: Map<string, unknown>;
  /** keyed sections: changed records by key; undefined = the record went */
  records: Map<string, Map<string, unknown>>;
  /** keyed sections written whole: their records are all in `records`, and stored rows not there go */
  replaced: Set<string>;
}

/** Where the configuration is kept (the server's SQLite store); the device model knows no SQL. */
export interface ConfigSink {
  /** stores the rows of the running configuration in one transaction; throws when the store refuses */
  write(rows: ConfigRows): void;
  /** the named sections of the running configuration as stored: a value, or a keyed section's records in any order */
  read(names: readonly string[]): Record<string, unknown>;
}

interface Owned {
  name: string;
  area: ConfigArea;
  spec: SectionSpec;
}

/**
 * The device's configuration, assembled from its areas' sections (listed once, in device.ts): export, the factory
 * state, checking and loading a whole configuration, and storing exactly what a committed change touched.
 */
export class Configuration<C extends { version: number }> implements ConfigKeeper {
  /** a whole configuration as stored or exported; sections left out of an import keep the factory's */
  readonly schema: z.ZodType<C>;
  private readonly importSchema: z.ZodType<Partial<C> & { version: number }>;
  private readonly owned: Owned[];
  private readonly factoryConfig: C;
  private sink: ConfigSink | null = null;

  constructor(
    private readonly k: Kernel,
    private readonly areas: AreasOf,
  ) {
    this.owned = Object.values(areas).flatMap((area) =>
      Object.entries(area.sections ?? {}).map(([name, spec]) => ({ name, area, spec: spec as SectionSpec })),
    );
    const shape = Object.fromEntries(this.owned.map((o) => [o.name, o.spec.schema]));
    const full = z.strictObject({ version: z.literal(CONFIG_VERSION), ...shape });
    this.schema = full as unknown as z.ZodType<C>;
    this.importSchema = full.partial().extend({ version: z.literal(CONFIG_VERSION) }) as unknown as z.ZodType<
      Partial<C> & { version: number }
    >;
    this.factoryConfig = this.export();
  }

  /** The names of every section, in the order they load. */
  sectionNames(): string[] {
    return this.owned.map((o) => o.name);
  }

  /** Whether a section is stored one row per record, and how a record is named. */
  keyedSpec(name: string): SectionSpec['keyed'] {
    return this.owner(name).spec.keyed;
  }

  /** Everything an operator configured. */
  export(): C {
    const config: Record<string, unknown> = { version: CONFIG_VERSION };
    for (const o of this.owned) config[o.name] = o.area.exportSection?.(o.name);
    return config as C;
  }

  exportSection<K extends keyof C & string>(name: K): C[K] {
    return this.owner(name).area.exportSection?.(name) as C[K];
  }

  /** The configuration the device had when it was made (factory reset). */
  factory(): C {
    return structuredClone(this.factoryConfig);
  }

  /**
   * Checks a configuration (or some of its sections; the others take the factory's) and replaces the device's
   * configuration with it: at start, and after a reboot with the startup configuration. A refusal changes nothing.
   */
  import(input: unknown): void {
    this.apply(this.validate(input));
  }

  /**
   * Checks a configuration as `import` does, without loading it, and answers the whole configuration it stands for.
   * `where` names the place of a malformed value (a restored file names its line).
   */
  validate(input: unknown, where: (path: readonly PropertyKey[]) => string = atPath): C {
    const parsed = this.importSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      refuse(
        wordsText(REFUSAL_WORDS.configMalformed, {
          where: issue ? where(issue.path) : 'top',
          why: issue?.message ?? '',
        }),
      );
    }
    const config = { ...this.factory(), ...parsed.data };
    for (const area of Object.values(this.areas) as Area<C>[]) area.check?.(config);
    return config;
  }

  /** Stores from now on every committed change in `sink`. */
  keepIn(sink: ConfigSink | null): void {
    this.sink = sink;
    this.k.keepConfigIn(sink ? this : null);
  }

  persist(dirt: ConfigDirt): void {
    if (!this.sink) return;
    const rows: ConfigRows = { sections: new Map(), records: new Map(), replaced: new Set() };
    for (const name of dirt.sections) {
      const { area, spec } = this.owner(name);
      const value = area.exportSection?.(name);
      if (!spec.keyed) {
        rows.sections.set(name, value);
        continue;
      }
      const keyed = spec.keyed as NonNullable<SectionSpec['keyed']> & { keyOf(item: unknown): string };
      rows.replaced.add(name);
      rows.records.set(name, new Map((value as unknown[]).map((item) => [keyed.keyOf(item), item])));
    }
    for (const [name, keys] of dirt.records) {
      if (rows.replaced.has(name)) continue;
      const { area } = this.owner(name);
      rows.records.set(name, new Map([...keys].map((key) => [key, area.exportRecord?.(name, key)])));
    }
    this.sink.write(rows);
  }

  /** After the store refused a change: the sections it touched go back to what the store holds. */
  restore(dirt: ConfigDirt): void {
    if (!this.sink) return;
    const names = new Set([...dirt.sections, ...dirt.records.keys()]);
    this.load({ ...this.export(), ...this.assemble(this.sink.read([...names])) });
  }

  /** Stored sections as the configuration holds them: a keyed section's records back in their order. */
  assemble(stored: Record<string, unknown>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(stored)) {
      const keyed = this.owned.find((o) => o.name === name)?.spec.keyed as
        { order(a: unknown, b: unknown): number } | undefined;
      out[name] = keyed && Array.isArray(value) ? [...(value as unknown[])].sort((a, b) => keyed.order(a, b)) : value;
    }
    return out;
  }

  private load(config: C): void {
    this.apply(this.validate(config));
  }

  /** Loads a checked configuration into every area. */
  private apply(config: C): void {
    const areas = Object.values(this.areas) as Area<C>[];
    this.k.load(() => {
      for (const area of areas) area.load?.(config);
      for (const area of areas) area.afterLoad?.();
    });
  }

  private owner(name: string): Owned {
    const owned = this.owned.find((o) => o.name === name);
    if (!owned) throw new RangeError(`no area owns the configuration section ${name}`);
    return owned;
  }
}
