import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { VLAN_ID } from '../core/limits.ts';
import { freeText, wireInt } from '../core/wireValues.ts';
import {
  PORT_FLAGS,
  PORT_DESC_MAX_CHARS,
  PORT_MTU,
  PortCounterRow,
  PortCounters,
  PortInfo,
  PortTraffic,
  RateKbps,
  UplinkModuleDetail,
  UplinkModuleSummary,
} from './records.ts';
import { portlistRoute } from './routes.ts';

export const portlistInfo = endpoint({
  ...portlistRoute,
  description: 'Every switch port (PONs, then GE, then XGE uplinks) with its link and settings.',
  data: z.array(PortInfo),
});

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
  description:
    'Changes the settings of one switch port that flags names; the other fields are ignored. Without `flags`, the fields sent that differ from what its read answers are changed.',
  flagFields: {
    admin_status: PORT_FLAGS.adminStatus,
    auto_neg: PORT_FLAGS.autoNeg,
    duplex: PORT_FLAGS.duplex,
    flow_ctrl: PORT_FLAGS.flowCtrl,
    speed: PORT_FLAGS.speed,
    mtu: PORT_FLAGS.mtu,
    erate: PORT_FLAGS.erate,
    irate: PORT_FLAGS.irate,
    pvid: PORT_FLAGS.pvid,
    port_desc: PORT_FLAGS.portDesc,
  },
  param: z.object({
    port_id: wireInt(1, 256),
    flags: wireInt(1, 0xfff).optional(),
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

export const portCounterTable = endpoint({
  id: 'PORT-04',
  method: 'GET',
  path: '/switch_port',
  select: { form: 'statistictab' },
  description: 'The main traffic counters of every switch port.',
  data: z.array(PortCounterRow),
});

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

export const trafficMonitorAll = endpoint({
  id: 'MON-01',
  method: 'GET',
  path: '/switch_port',
  select: { form: 'statistic_monitor_all' },
  description: 'Recent inbound and outbound rates of the switch ports, for the traffic charts.',
  addition: true,
  data: z.array(PortTraffic),
});

export const trafficMonitor = endpoint({
  id: 'MON-02',
  method: 'GET',
  path: '/switch_port',
  select: { form: 'statistic_monitor' },
  description: 'Recent inbound and outbound rates of one switch port (uplink or PON), for its traffic chart.',
  addition: true,
  query: z.object({ port_id: wireInt(1, 256) }),
  data: PortTraffic,
});

export const uplinkModules = endpoint({
  id: 'OPT-05',
  method: 'GET',
  path: '/switch_port',
  select: { form: 'optical_uplinkinfo' },
  description:
    'The optical module of every uplink port: state, temperature, voltage, bias, transmit and receive power.',
  data: z.array(UplinkModuleSummary),
});

export const uplinkModule = endpoint({
  id: 'OPT-06',
  method: 'GET',
  path: '/switch_port',
  select: { form: 'optical_uplinkinfo' },
  description: 'The optical module of one uplink port in detail, with its alarm and warning thresholds.',
  query: z.object({ port_id: wireInt(1, 256) }),
  data: UplinkModuleDetail,
});
