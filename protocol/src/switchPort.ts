import { z } from 'zod';
import { alarmRecentRoute } from './startReads.ts';
import { endpoint } from './endpoint.ts';
import { PortInfo } from './port.ts';
import { DeviceTime } from './onu.ts';
import { wireInt, freeText } from './wireValues.ts';
import { VLAN_ID } from './limits.ts';

export const PORT_MTU = { min: 128, max: 2000 } as const;
export const PORT_DESC_MAX_CHARS = 64;
/** Rate limits in kbps; 0 = no limit. */
export const PORT_RATE_KBPS = { min: 64, max: 1_024_000 } as const;
/** A port rate limit: 0 (none) or PORT_RATE_KBPS. */
const RateKbps = wireInt(0, PORT_RATE_KBPS.max).refine(
  (n) => n === 0 || n >= PORT_RATE_KBPS.min,
  `rate: 0 or ${PORT_RATE_KBPS.min}–${PORT_RATE_KBPS.max} kbps`,
);
/** PORT-02 `flags`: which of the sent fields change (api.md §2.4). Flow control is the pair 0x18. */
export const PORT_FLAGS = {
  adminStatus: 0x1,
  autoNeg: 0x2,
  duplex: 0x4,
  flowCtrl: 0x18,
  speed: 0x40,
  mtu: 0x80,
  erate: 0x100,
  irate: 0x200,
  pvid: 0x400,
  portDesc: 0x800,
} as const;

export const uplinkInfo = endpoint({
  id: 'PORT-00',
  method: 'GET',
  path: '/switch_port',
  select: { form: 'info' },
  description: 'The uplink ports only (GE and XGE), in the shape of the port list; a legacy read.',
  data: z.array(PortInfo),
});
export const portInfo = endpoint({
  id: 'PORT-03',
  method: 'GET',
  path: '/switch_port',
  select: { form: 'port_info' },
  description: 'One switch port with its link and settings.',
  query: z.object({ port_id: wireInt(1, 256) }),
  data: PortInfo,
});
/** PORT-02 flags: admin 0x1, auto_neg 0x2, duplex 0x4, flow_ctrl 0x18, speed 0x40, mtu 0x80, erate 0x100, irate 0x200, pvid 0x400, desc 0x800. */
export const setPortInfo = endpoint({
  id: 'PORT-02',
  method: 'POST',
  path: '/switch_port',
  select: { form: 'port_info' },
  description: 'Changes the settings of one switch port that flags names; the other fields are ignored.',
  param: z.object({
    port_id: wireInt(1, 256),
    flags: wireInt(1, 0xfff),
    admin_status: wireInt(0, 1).optional(),
    auto_neg: wireInt(0, 1).optional(),
    /**
     * '10M' | '100M' (GE) | '1000M' | '10000M' (XGE) | 'auto', checked by the device when `flags` has 0x40: the console
     * sends the other fields with the values it read, and an auto-negotiating port without a link reads '0M'
     */
    speed: freeText().max(16).optional(),
    duplex: wireInt(0, 1).optional(),
    flow_ctrl: wireInt(0, 1).optional(),
    mtu: wireInt(PORT_MTU.min, PORT_MTU.max).optional(),
    erate: RateKbps.optional(),
    irate: RateKbps.optional(),
    pvid: wireInt(VLAN_ID.min, VLAN_ID.max).optional(),
    port_desc: freeText().max(PORT_DESC_MAX_CHARS).optional(),
  }),
});

const counter = z.number();
/** PORT-04 row. */
export const PortCounterRow = z.object({
  port_id: z.number().int(),
  rx_octets: counter,
  rx_frame: counter,
  rx_error_frame: counter,
  rx_discard_frame: counter,
  tx_octets: counter,
  tx_frame: counter,
  tx_discard_frame: counter,
  tx_error_frame: counter,
});
export type PortCounterRow = z.infer<typeof PortCounterRow>;
export const portCounterTable = endpoint({
  id: 'PORT-04',
  method: 'GET',
  path: '/switch_port',
  select: { form: 'statistictab' },
  description: 'The main traffic counters of every switch port.',
  data: z.array(PortCounterRow),
});
/** The per-direction counters of PORT-05, without the `rx_`/`tx_` prefix. */
export const COUNTER_NAMES = [
  'octets',
  'frame',
  'unicast_frame',
  'broadcast_frame',
  'multicast_frame',
  'discard_frame',
  'error_frame',
  'oversize_frame',
  'frame_64',
  'frame_127',
  'frame_255',
  'frame_511',
  'frame_1023',
  'frame_1518',
] as const;
export type CounterName = (typeof COUNTER_NAMES)[number];
const counterShape = Object.fromEntries(
  COUNTER_NAMES.flatMap((name) => [
    [`rx_${name}`, counter],
    [`tx_${name}`, counter],
  ]),
) as Record<`rx_${CounterName}` | `tx_${CounterName}`, typeof counter>;
/** PORT-05: `port_id` and every counter for both directions (`rx_octets`, `tx_frame_64`, …). */
export const PortCounters = z.object({ port_id: z.number().int(), ...counterShape });
export type PortCounters = z.infer<typeof PortCounters>;
export const portCounters = endpoint({
  id: 'PORT-05',
  method: 'GET',
  path: '/switch_port',
  select: { form: 'statistic' },
  description: 'Every traffic counter of one switch port, both directions.',
  query: z.object({ port_id: wireInt(1, 256) }),
  data: PortCounters,
});
export const clearPortCounters = endpoint({
  id: 'PORT-06',
  method: 'GET',
  path: '/switch_port',
  select: { form: 'nostatistic' },
  description: 'Clears the traffic counters of one switch port, or of all with port_id 0.',
  action: true,
  query: z.object({ port_id: wireInt(0, 256) }),
});

/** One point of a port's traffic chart; rates in bits per second (our addition for the status home). */
export const TrafficSample = z.object({ time_ms: z.number(), inbound_bps: z.number(), outbound_bps: z.number() });
export type TrafficSample = z.infer<typeof TrafficSample>;
export const PortTraffic = z.object({ port_id: z.number().int(), samples: z.array(TrafficSample) });
export const trafficMonitorAll = endpoint({
  id: 'MON-01',
  method: 'GET',
  path: '/switch_port',
  select: { form: 'statistic_monitor_all' },
  description: 'Recent inbound and outbound rates of the switch ports, for the traffic charts.',
  addition: true,
  data: z.array(PortTraffic),
});

/** ALM-01: alarm lines, newest first; our `alarm?form=recent` adds the structured entries for the status home. */
export const alarmInfo = endpoint({
  id: 'ALM-01',
  method: 'GET',
  path: '/alarm',
  select: { form: 'info' },
  description: 'The alarm log, newest first, one formatted line each.',
  data: z.array(z.string()),
});
/** One alarm: `level` 0 error, 1–2 warning, 3 info (api.md §1.12); `time` as the device writes it. */
export const AlarmEntry = z.object({
  alarm_id: z.number().int(),
  level: z.number().int().min(0).max(3),
  content: z.string(),
  time: DeviceTime,
});
export type AlarmEntry = z.infer<typeof AlarmEntry>;
/** ALM-X1's query: how many of the latest alarms. */
export const AlarmRecentQuery = z.object({ limit: wireInt(1, 200).default(20) });
export const alarmRecent = endpoint({
  ...alarmRecentRoute,
  description: 'The latest alarms as structured entries, newest first.',
  addition: true,
  query: AlarmRecentQuery,
  data: z.array(AlarmEntry),
});
