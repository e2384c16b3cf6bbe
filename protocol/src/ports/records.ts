import { z } from 'zod';
import { wireInt } from '../core/wireValues.ts';
import { ModuleDetail, ModuleSummary } from '../pon/index.ts';

/** One switch port as PORT-01 lists it (api.md PortInfo). */
export const PortInfo = z.object({
  port_id: z.number().int(),
  admin_status: z.number().int(),
  link_status: z.number().int(),
  auto_neg: z.number().int(),
  speed: z.string(),
  duplex: z.number().int(),
  flow_ctrl: z.number().int(),
  mtu: z.number().int(),
  media: z.enum(['fiber', 'copper']),
  pvid: z.number().int(),
  port_desc: z.string(),
  erate: z.number().int(),
  irate: z.number().int(),
  /** LAG id, 0 = none */
  link_aggregation: z.number().int(),
});

export type PortInfo = z.infer<typeof PortInfo>;

export const PORT_MTU = { min: 128, max: 2000 } as const;

export const PORT_DESC_MAX_CHARS = 64;

/** Rate limits in kbps; 0 = no limit. */
export const PORT_RATE_KBPS = { min: 64, max: 1_024_000 } as const;

/** A port rate limit: 0 (none) or PORT_RATE_KBPS. */
export const RateKbps = wireInt(0, PORT_RATE_KBPS.max).refine(
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

/** One point of a port's traffic chart; rates in bits per second (our addition for the status home). */
export const TrafficSample = z.object({ time_ms: z.number(), inbound_bps: z.number(), outbound_bps: z.number() });

export type TrafficSample = z.infer<typeof TrafficSample>;

export const PortTraffic = z.object({ port_id: z.number().int(), samples: z.array(TrafficSample) });

/** OPT-05: the optical module of one uplink port; `mstate` 0 (a copper port, an empty cage) reads "" everywhere. */
export const UplinkModuleSummary = ModuleSummary.extend({ receive_power: z.string() });

export type UplinkModuleSummary = z.infer<typeof UplinkModuleSummary>;

/** OPT-06: the summary with static data and the module's alarm and warning thresholds. */
export const UplinkModuleDetail = ModuleDetail.extend({ receive_power: z.string() });

export type UplinkModuleDetail = z.infer<typeof UplinkModuleDetail>;
