import {
  deviceMacs,
  macAdd,
  macAge,
  macDelete,
  macFlush,
  macMoves,
  macTablePrepare,
  macWhere,
  ponMacAge,
  ponMacFlush,
  ponMacPage,
  ponMacPrepare,
  ponMacTable,
  setMacAge,
  setPonMacAge,
  swMacPage,
  swMacTable,
} from '@olt/protocol';
import { route, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';

/** A field the form leaves unused arrives as "" or not at all. */
const given = <T>(value: T | '' | undefined): T | undefined => (value === '' ? undefined : value);

/** The switch and PON MAC tables, the device's own MACs, MAC moves and "where is this MAC" (MAC-01…15, MAC-X1…X5). */
export function macRoutes(svc: Services): RouteDef[] {
  const { mac } = svc.device;
  return [
    route(macAge, () => ({ age: mac.ageTime() })),
    // a GET that writes, as on the device (api.md §2.8)
    route(setMacAge, ({ query }) => {
      mac.setAge(query.value);
    }),
    route(macTablePrepare, () => undefined),
    route(swMacTable, () => mac.switchRows()),
    route(swMacPage, ({ query }) => mac.switchPage(query)),
    route(macAdd, ({ param }) => {
      mac.add(param);
    }),
    route(macDelete, ({ param }) => {
      mac.remove(param);
    }),
    route(macFlush, ({ param }) => {
      mac.flush(param.flags, param.mac_type, given(param.vlan_id), given(param.port_list));
    }),
    route(ponMacAge, () => ({ age_time: mac.ponAgeTime() })),
    route(setPonMacAge, ({ param }) => {
      mac.setPonAge(param.age_time);
    }),
    route(ponMacPrepare, () => undefined),
    route(ponMacTable, () => mac.ponRows()),
    route(ponMacPage, ({ query }) => mac.ponPage(query)),
    route(ponMacFlush, ({ param }) => {
      mac.flushPon(param.flush_type, given(param.vlan_id), given(param.port_id), given(param.onu_id));
    }),
    route(macWhere, ({ query }) => mac.where(query.mac)),
    route(deviceMacs, () => mac.deviceMacs()),
    route(macMoves, () => mac.moveList()),
  ];
}
