import { z } from 'zod';
import { freeText, wireInt } from '../core/wireValues.ts';
import { OnuCounts, OpticalReading } from '../onu/index.ts';

export const SPLITTER_NAME_CHARS = { min: 1, max: 32 } as const;

export const SPLITTER_DESC_MAX_CHARS = 64;

export const SPLITTER_DEPTH_MAX = 3;

/** SYS-12. Values of 70 % and more are drawn as a problem. */
export const CpuUsage = z.object({
  cpu_usage: z.number().int().min(0).max(100),
  memory_usage: z.number().int().min(0).max(100),
  /** board temperature in °C (our addition; scripts reading the two usages are unaffected) */
  temperature: z.number().optional(),
});

export type CpuUsage = z.infer<typeof CpuUsage>;

/** PON-01: one PON port's authorisation and protection settings (api.md §2.5). */
export const PonSetting = z.object({
  port_id: z.number().int(),
  /** 0 automatic, 1 manual authorisation */
  auth_type: z.number().int(),
  /** 0 MAC, 1 LOID, 2 LOID+password, 3 hybrid */
  auth_mode: z.number().int(),
  p2p_flag: z.number().int(),
  /** rogue-ONU detection: 0 off, 1 auto, 2 manual */
  rogue_mode: z.number().int(),
  add_deny_flag: z.number().int(),
  lb_onu_mode: z.number().int(),
  /** receive-power lower limit in dBm, 0 = unset */
  opt_min: z.number(),
  opt_min_action: z.number().int(),
  opt_max: z.number(),
  opt_max_action: z.number().int(),
  /** 1 = the PON's optical module transmits */
  optstate: z.number().int(),
});

export type PonSetting = z.infer<typeof PonSetting>;

/** SYS-13: one PON port's state and ONU counts. */
export const PonSummary = z.object({
  port_id: z.number().int(),
  /** 1 = the port is enabled (PORT-02 `admin_status`; api.md §8.9) */
  admin_status: z.union([z.literal(0), z.literal(1)]),
  /** 1 = up (transmitting, with ONUs online) */
  status: z.union([z.literal(0), z.literal(1)]),
  online: z.number().int(),
  offline: z.number().int(),
});

export type PonSummary = z.infer<typeof PonSummary>;

/** One PON's link state (as SYS-13) and its ONU counts by group (onuCounts.ts). */
export const PonCounts = z.object({
  port_id: z.number().int(),
  status: PonSummary.shape.status,
  ...OnuCounts.shape,
});

export type PonCounts = z.infer<typeof PonCounts>;

/** What the status home polls: the ONU counts of the device and of each PON, and CPU and memory use. */
export const StatusSummary = z.object({
  onus: OnuCounts,
  pons: z.array(PonCounts),
  cpu: CpuUsage,
});

export type StatusSummary = z.infer<typeof StatusSummary>;

/** PON-12. `parent` 0 = first level, directly under the PON. */
export const Splitter = z.object({
  port_id: z.number().int(),
  splitter_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  parent: z.number().int(),
});

export type Splitter = z.infer<typeof Splitter>;

/** Splitter ids are handed out by the device; the bound only keeps absurd numbers out. */
const SPLITTER_ID_MAX = 1_000_000;

export const SplitterId = wireInt(1, SPLITTER_ID_MAX);

export const ParentId = wireInt(0, SPLITTER_ID_MAX);

export const SplitterName = freeText().min(SPLITTER_NAME_CHARS.min).max(SPLITTER_NAME_CHARS.max);

export const SplitterDesc = freeText().max(SPLITTER_DESC_MAX_CHARS);

export const splitterPath = { path: '/ponmgmt', select: { form: 'splitter' } } as const;

/** OPT-01: one PON transceiver. */
export const ModuleSummary = z.object({
  port_id: z.number().int(),
  portstate: z.number().int(),
  mstate: z.number().int(),
  work_temprature: z.string(),
  work_voltage: z.string(),
  transmit_bias: z.string(),
  transmit_power: z.string(),
});

export type ModuleSummary = z.infer<typeof ModuleSummary>;

const THRESHOLD_READINGS = ['temp', 'vol', 'bias', 'txpwr', 'rxpwr'] as const;

/** A module threshold name, e.g. `temp_high_alarm`, `rxpwr_low_warning`. */
export type ThresholdName = `${(typeof THRESHOLD_READINGS)[number]}_${'high' | 'low'}_${'alarm' | 'warning'}`;

export const THRESHOLD_NAMES: readonly ThresholdName[] = THRESHOLD_READINGS.flatMap((r) =>
  (['high', 'low'] as const).flatMap((side) =>
    (['alarm', 'warning'] as const).map((kind) => `${r}_${side}_${kind}` as const),
  ),
);

/** The thresholds are numbers: the console calls `toFixed(2)` on them (api.md §2.23). */
const thresholdShape = Object.fromEntries(THRESHOLD_NAMES.map((name) => [name, z.number()])) as Record<
  ThresholdName,
  z.ZodNumber
>;

/** OPT-02: the summary plus static data and numeric thresholds (`temp_high_alarm` …). */
export const ModuleDetail = ModuleSummary.extend({
  mtype: z.number().int(),
  vendor_name: z.string(),
  vendor_oui: z.string(),
  vendor_rev: z.string(),
  vendor_pn: z.string(),
  vendor_sn: z.string(),
  date_code: z.string(),
  vendor_specific: z.array(z.number().int()),
  module_type: z.string(),
  fiber_type: z.string(),
  identifier: z.string(),
  connector: z.string(),
  encoding: z.string(),
  max_distance: z.number(),
  wave_length: z.number(),
  /** a checksum: a number here, text on some devices */
  cc_base: z.union([z.number(), z.string()]),
  ...thresholdShape,
});

export type ModuleDetail = z.infer<typeof ModuleDetail>;

/** OPT-04: every ONU of a PON with its own reading. */
export const OnuOpticsRow = OpticalReading.extend({
  port_id: z.number().int(),
  onu_id: z.number().int(),
  onu_name: z.string(),
  macaddr: z.string(),
});

export type OnuOpticsRow = z.infer<typeof OnuOpticsRow>;
