import type { z } from 'zod';

/**
 * A section stored one row per record (the ONU allow lists, the deny lists, the VLANs): a change to one ONU writes
 * one small row. `keyOf` names a record; `order` gives the section's array its order back when read from rows.
 */
export interface Keyed<T> {
  keyOf(item: T): string;
  order(a: T, b: T): number;
  /** the records of a list stored whole (by an older server), when they need more than the list's items */
  fromList?(items: T[]): T[];
}

type ItemOf<S extends z.ZodType> = z.output<S> extends readonly (infer I)[] ? I : never;

/** One configuration section an area owns: its stored shape, and how it is split into rows when it is a list. */
export interface SectionSpec<S extends z.ZodType = z.ZodType> {
  schema: S;
  keyed?: Keyed<ItemOf<S>>;
}

export type SectionSpecs = Record<string, { schema: z.ZodType; keyed?: object }>;

/** The configuration values of a set of section specs. */
export type SectionValues<S extends SectionSpecs> = { [K in keyof S]: z.output<S[K]['schema']> };

/** Declares an area's sections, checking each keyed section's functions against its item type. */
export const sections = <S extends { [K in keyof S]: SectionSpec<SchemaOf<S[K]>> }>(specs: S): S => specs;
type SchemaOf<T> = T extends { schema: infer Z extends z.ZodType } ? Z : z.ZodType;

/**
 * One area of the device (chassis, ports, PON, ONUs, splitters, VLAN, alarms, …): it owns its state and its rules,
 * its part of the running and startup configuration, and its reactions to the simulation clock. Areas are built once,
 * in device.ts, in the order their configuration loads. `C` is the whole configuration, so an area can check its
 * sections against the others (a splitter names ONUs of the ONU section).
 */
export interface Area<C = unknown> {
  /** what the area is called in logs and errors */
  readonly name: string;
  /** the configuration sections this area owns; none for an area without configuration */
  readonly sections?: SectionSpecs;
  /** the current value of one of its sections */
  exportSection?(name: string): unknown;
  /** one record of a keyed section, or undefined when it is gone */
  exportRecord?(name: string, key: string): unknown;
  /** refuses (DeviceError) a candidate configuration that breaks its rules; the sections are already well formed */
  check?(config: C): void;
  /** replaces its configured state with the (checked) configuration's sections */
  load?(config: C): void;
  /** after every area has loaded: reactions to what changed (a PON that went dark) */
  afterLoad?(): void;
  /** one simulated second; `step` counts them */
  step?(atMs: number, step: number): void;
  /** the device restarted: counters and uptime begin again */
  reboot?(atMs: number): void;
}
