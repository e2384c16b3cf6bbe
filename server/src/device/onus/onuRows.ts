import type { OnuRow, OnuTableRow } from '@olt/protocol';
import { formatDeviceTime } from '../kernel/simClock.ts';
import { isReachable, type Onu } from './onuModel.ts';

/** How an ONU is written in the allow lists (ONU-01, ONU-03), its details and the search. */
/** Round-trip time in time quanta of 16 ns: light covers a kilometre of fibre and back in 10 µs. */
const RTT_QUANTA_PER_METRE = 0.625;

/** Fibre length and round trip as ONU rows and details write them: known once ranged, the round trip only while up. */
export function rangingOf(onu: Onu): { rtt: string; distance: string } {
  const ranged = onu.registerMs !== null;
  return {
    rtt: isReachable(onu.status) ? String(Math.round(onu.hw.distanceM * RTT_QUANTA_PER_METRE)) : '0',
    distance: ranged ? String(onu.hw.distanceM) : '0',
  };
}

/** The software the ONU runs: what an upgrade installed, else what it came with. */
export const softwareOf = (onu: Onu): string => onu.softwareVer ?? onu.hw.software_ver;

const timeText = (ms: number | null): string => (ms === null ? '' : formatDeviceTime(ms));

export function rowOf(onu: Onu): OnuRow {
  onu.row ??= {
    port_id: onu.portId,
    onu_id: onu.onuId,
    onu_name: onu.name,
    macaddr: onu.mac,
    status: onu.status,
    auth_state: onu.authState,
    register_time: timeText(onu.registerMs),
    last_down_time: timeText(onu.lastDownMs),
    last_down_reason: onu.lastDownReason,
    dev_type: onu.hw.dev_type,
    receive_power: onu.optics.rxDbm.toFixed(2),
    onu_type: onu.registerMs === null ? '' : onu.hw.onu_type,
    ...rangingOf(onu),
    optical_drift: onu.drifting ? 1 : 0,
  };
  return onu.row;
}

export function tableRowOf(onu: Onu): OnuTableRow {
  onu.tableRow ??= { ...rowOf(onu), parent: onu.parent };
  return onu.tableRow;
}

export function haystackOf(onu: Onu): string {
  onu.haystack ??= [onu.mac, onu.mac.replaceAll(':', ''), onu.name, onu.hw.loid, onu.desc].join('\n').toLowerCase();
  return onu.haystack;
}
