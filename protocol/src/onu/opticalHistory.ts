import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { wireInt } from '../core/wireValues.ts';
import { OnuRef, PonRef } from './ref.ts';
import { onumgmt } from './routes.ts';

/**
 * Optical history and drift alerts: our additions. The server samples every
 * ONU's optics on a fixed period, keeps them for a retention (server options), and compares each reading with the
 * ONU's own baseline: the median receive power of its last day.
 */
/** The most points one history read answers; longer ranges are averaged into buckets. */
const OPTICAL_HISTORY_POINTS = { min: 10, max: 2_000, default: 500 } as const;
/** The longest range one read covers, and the default one (ending now). */
export const OPTICAL_HISTORY_RANGE_SECONDS = { max: 31 * 86_400, default: 86_400 } as const;
/** Drops that start within this time of each other on one PON count as one event (a shared fibre or splitter). */
export const DRIFT_TOGETHER_SECONDS = 15 * 60;
/** alarm_id of the /ws alarm raised when an ONU starts drifting, and of the one when it recovers. */
export const ALARM_ID_OPTICAL_DRIFT = 0x2008;
export const ALARM_ID_OPTICAL_RECOVERED = 0x2009;
/** Time as epoch seconds on the wire (the 10-digit limit of wire integers rules out milliseconds). */
const EpochSeconds = wireInt(0, 4_102_444_800);

/** One point of a history: the averages of its bucket, and the lowest receive power in it (dips stay visible). */
export const OpticalPoint = z.object({
  /** bucket start, epoch seconds */
  time: z.number().int(),
  rx_dbm: z.number(),
  rx_min_dbm: z.number(),
  tx_dbm: z.number(),
  temp_c: z.number(),
  bias_ma: z.number(),
});
export type OpticalPoint = z.infer<typeof OpticalPoint>;

export const OpticalHistory = z.object({
  port_id: z.number().int(),
  onu_id: z.number().int(),
  macaddr: z.string(),
  from: z.number().int(),
  to: z.number().int(),
  /** the sampling period, and the span one point averages (≥ the period) */
  period_seconds: z.number().int(),
  bucket_seconds: z.number().int(),
  /** the median receive power of the ONU's last day of samples; null before it has enough of them */
  baseline_dbm: z.number().nullable(),
  /** a drop of more than this below the baseline raises the drift alarm */
  threshold_db: z.number(),
  /** below this receive power the ONU drifts whatever its baseline */
  weak_dbm: z.number(),
  drifting: z.union([z.literal(0), z.literal(1)]),
  /** when the current drift began, epoch seconds; 0 when not drifting */
  drift_since: z.number().int(),
  points: z.array(OpticalPoint),
});
export type OpticalHistory = z.infer<typeof OpticalHistory>;

const Range = z.object({ from: EpochSeconds.optional(), to: EpochSeconds.optional() });
export const onuOpticalHistory = endpoint({
  id: 'ONU-X2',
  addition: true,
  description:
    "Our addition: one ONU's sampled optics over [from, to] (epoch s, default the last day), at most `points` points.",
  method: 'GET',
  ...onumgmt('optical-history'),
  query: OnuRef.extend({
    ...Range.shape,
    points: wireInt(OPTICAL_HISTORY_POINTS.min, OPTICAL_HISTORY_POINTS.max).default(OPTICAL_HISTORY_POINTS.default),
  }),
  data: OpticalHistory,
});

/** One drift of one ONU: when it began and ended (0 = still drifting), and its deepest drop below the baseline. */
export const DriftEvent = z.object({
  onu_id: z.number().int(),
  onu_name: z.string(),
  macaddr: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  drop_db: z.number(),
  /** the lowest receive power while it lasted */
  min_rx_dbm: z.number(),
  /** the group of ONUs whose drops began together (see `groups`) */
  group: z.number().int(),
});
export type DriftEvent = z.infer<typeof DriftEvent>;
/**
 * ONUs whose drops began within DRIFT_TOGETHER_SECONDS of each other: `shared` 1 when several did (a feeder fibre or
 * splitter problem), with the splitter they all hang on (0 = none in common), 0 when one ONU dropped alone.
 */
export const DriftGroup = z.object({
  group: z.number().int(),
  start: z.number().int(),
  onu_ids: z.array(z.number().int()),
  shared: z.union([z.literal(0), z.literal(1)]),
  splitter_id: z.number().int(),
});
export type DriftGroup = z.infer<typeof DriftGroup>;
export const PonDrift = z.object({
  port_id: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
  threshold_db: z.number(),
  events: z.array(DriftEvent),
  groups: z.array(DriftGroup),
});
export type PonDrift = z.infer<typeof PonDrift>;
export const ponOpticalDrift = endpoint({
  id: 'PON-X1',
  addition: true,
  description:
    'Our addition: the optical drifts of the ONUs of one PON over [from, to], grouped into shared and lone drops.',
  method: 'GET',
  path: '/ponmgmt',
  select: { form: 'optical-drift' },
  query: PonRef.extend(Range.shape),
  data: PonDrift,
});
