import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { blankOr, wireInt } from '../core/wireValues.ts';
import { ONU_UNI_PORTS_MAX, OnuRef } from './ref.ts';
import { onumgmt } from './routes.ts';

/** ONU-54/57 `status`: the device's own coding, 2 on and 1 off. */
export const PERF_STATUS = { disabled: 1, enabled: 2 } as const;
/** The monitoring interval: "current" counts since it began, "history" is the one before (api.md §4 item 29). */
export const PERF_PERIOD_SECONDS = { min: 60, max: 86_400 } as const;
/** The period of a port nobody configured, and the one `period` 0 (the console's empty field) asks for. */
export const PERF_PERIOD_DEFAULT_SECONDS = 900;
/** Alarm lines kept per ONU (ONU-23). */
export const ONU_ALARMS_KEPT = 64;

/** ONU-55/56 counter names, downstream (ds) and upstream (us) pairs, then `statusChangeTimes` (api.md OnuPerf). */
export const ONU_PERF_COUNTERS = [
  'dsDropEvents',
  'usDropEvents',
  'dsOctets',
  'usOctets',
  'dsFrames',
  'usFrames',
  'dsBroadcastFrames',
  'usBroadcastFrames',
  'dsMulticastFrames',
  'usMulticastFrames',
  'dsCrcErrorFrames',
  'usCrcErrorFrames',
  'dsUndersizeFrames',
  'usUndersizeFrames',
  'dsOversizeFrames',
  'usOversizeFrames',
  'dsFragmentFrames',
  'usFragmentFrames',
  'dsJabberFrames',
  'usJabberFrames',
  'dsFrames64Octets',
  'usFrames64Octets',
  'dsFrames65to127Octets',
  'usFrames65to127Octets',
  'dsFrames128to255Octets',
  'usFrames128to255Octets',
  'dsFrames256to511Octets',
  'usFrames256to511Octets',
  'dsFrames512to1023Octets',
  'usFrames512to1023Octets',
  'dsFrames1024to1518Octets',
  'usFrames1024to1518Octets',
  'dsDiscardFrames',
  'usDiscardFrames',
  'dsErrorFrames',
  'usErrorFrames',
  'statusChangeTimes',
] as const;
export type OnuPerfCounter = (typeof ONU_PERF_COUNTERS)[number];
/** ONU-55/56: whole counters of one interval. */
export const OnuPerf = z.object(
  Object.fromEntries(ONU_PERF_COUNTERS.map((name) => [name, z.number().int()])) as Record<OnuPerfCounter, z.ZodNumber>,
);
export type OnuPerf = z.infer<typeof OnuPerf>;

export const onuAlarmLines = endpoint({
  id: 'ONU-23',
  description: 'The alarms of one ONU as pre-formatted lines, newest first (at most 64).',
  method: 'GET',
  ...onumgmt('alarm-info'),
  query: OnuRef,
  data: z.array(z.string()),
});
export const clearOnuAlarms = endpoint({
  id: 'ONU-24',
  description: 'Empties the alarm list of one ONU (the device alarm list keeps its lines).',
  method: 'POST',
  ...onumgmt('alarm'),
  verb: 'clear',
  param: OnuRef,
});

/** `op_id` 0 = the ONU's PON interface, 1… its UNI ports. */
const PerfPort = OnuRef.extend({ op_id: wireInt(0, ONU_UNI_PORTS_MAX) });
export const OnuPerfStatus = z.object({ status: z.number().int(), period: z.number().int() });
export const onuPerfStatus = endpoint({
  id: 'ONU-54',
  description: 'Whether performance monitoring of one ONU port is on (2) or off (1), and its period in seconds.',
  method: 'GET',
  ...onumgmt('perf_status'),
  query: PerfPort,
  data: OnuPerfStatus,
});
export const onuPerfCurrent = endpoint({
  id: 'ONU-55',
  description: 'The counters of one ONU port in the current monitoring interval (they grow with its traffic).',
  method: 'GET',
  ...onumgmt('perf_current'),
  query: PerfPort,
  data: OnuPerf,
});
export const onuPerfHistory = endpoint({
  id: 'ONU-56',
  description: 'The counters of one ONU port in the previous monitoring interval (zeros before the first ends).',
  method: 'GET',
  ...onumgmt('perf_history'),
  query: PerfPort,
  data: OnuPerf,
});
export const setOnuPerf = endpoint({
  id: 'ONU-57',
  description: 'Turns performance monitoring of one ONU port on (2) or off (1), with its period (0 = 900 s).',
  method: 'POST',
  ...onumgmt('performance'),
  param: PerfPort.extend({ status: wireInt(1, 2), period: blankOr(wireInt(0, PERF_PERIOD_SECONDS.max)) }),
});
export const clearOnuPerf = endpoint({
  id: 'ONU-58',
  description: 'Zeroes the current and previous counters of one ONU port; the interval starts again.',
  method: 'POST',
  ...onumgmt('performance'),
  verb: 'clear',
  param: PerfPort,
});
