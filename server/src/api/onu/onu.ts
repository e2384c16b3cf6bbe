import type { z } from 'zod';
import {
  ONU_STATUSES,
  denyAdd,
  denyBatchDelete,
  denyDelete,
  formatRangeList,
  onuAdd,
  onuAllowList,
  onuAllowPrepare,
  onuBaseInfo,
  onuBatchDelete,
  onuBatchReboot,
  onuBatchReject,
  onuConfig,
  onuDelete,
  onuDenyList,
  onuOptics,
  onuReject,
  onuResource,
  onuSearch,
  onuSetAuth,
  onuSort,
  onuTable,
  setOnuConfig,
  type OnuStatus,
} from '@olt/protocol';
import { flagged, route, type RouteDef } from '../../http/dispatch.ts';
import { serializedDataCache } from '../../http/serializedData.ts';
import { refuse } from '../../device/kernel/errors.ts';
import type { Services } from '../../services.ts';

/**
 * The search's `online` and `offline` follow the console's count: only `Online` is online, every other status is
 * offline (api.md OnuRow).
 */
function statusFilter(status: OnuStatus | 'online' | 'offline' | undefined): OnuStatus | OnuStatus[] | undefined {
  if (status === 'online') return 'Online';
  if (status === 'offline') return ONU_STATUSES.filter((s) => s !== 'Online');
  return status;
}

/** Whether a search asks for every ONU as it is: no filter, from the first row, with room for all of them. */
function isWholeTable(query: z.output<typeof onuSearch.query>, onuCount: number): boolean {
  const { text, status, dev_type, port_id, drift, offset, limit } = query;
  const unfiltered = !text?.trim() && [status, dev_type, port_id, drift].every((v) => v === undefined);
  return unfiltered && offset === 0 && limit >= onuCount;
}

/** The ONU allow and deny lists, the all-PON table and its search, and one ONU's details, settings and optics. */
export function onuRoutes(svc: Services): RouteDef[] {
  const { onus, firmware } = svc.device;
  const onuTableAnswer = serializedDataCache();
  // the ONU table's first read (startReads.ts) is the search for every ONU: /onutable's text, made once per change,
  // wrapped and compressed once per change too, rather than serialised and compressed again for every read (the
  // device's CPU is what the browser waits for; README › Benchmarks)
  const wholeTableAnswer = serializedDataCache();
  return [
    route(onuAllowList, ({ query }) => onus.list(query.port_id)),
    route(onuResource, ({ query }) => {
      if (!svc.device.pon.has(query.port_id)) refuse(`port ${query.port_id} is not a PON port`);
      return { port_id: query.port_id, resource: formatRangeList(onus.ids(query.port_id)) };
    }),
    // the prepare step of the two-step read (api.md §1.8): the table itself comes from /onutable
    route(onuAllowPrepare, () => undefined),
    route(onuTable, () => onuTableAnswer(onus.tableJson())),
    route(onuSearch, ({ query }) =>
      isWholeTable(query, onus.all().length)
        ? wholeTableAnswer(onus.tableJson(), (rows) => `{"total":${onus.all().length},"rows":${rows}}`)
        : onus.search({
            text: query.text,
            status: statusFilter(query.status),
            devType: query.dev_type,
            portId: query.port_id,
            drift: query.drift === undefined ? undefined : query.drift === 1,
            offset: query.offset,
            limit: query.limit,
          }),
    ),

    route(onuAdd, ({ param }) => {
      onus.add(param.port_id, param);
    }),
    route(onuSetAuth, ({ param }) => {
      onus.setAuth(param.port_id, param.onu_id, param.auth_state, param.macaddr);
    }),
    route(onuDelete, ({ param }) => {
      onus.remove(param.port_id, [param.onu_id], param.macaddr);
    }),
    route(onuReject, ({ param }) => {
      onus.reject(param.port_id, [param.onu_id], param.macaddr);
    }),
    route(onuBatchDelete, ({ param }) => {
      onus.remove(param.port_id, param.onu_id);
    }),
    route(onuBatchReject, ({ param }) => {
      onus.reject(param.port_id, param.onu_id);
    }),
    route(onuBatchReboot, ({ param }) => {
      onus.rebootMany(param.port_id, param.onu_id);
    }),
    route(onuSort, ({ param }) => {
      onus.sort(param.port_id, param.onulist);
    }),

    route(onuDenyList, ({ query }) => onus.denyList(query.port_id)),
    route(denyAdd, ({ param }) => {
      onus.addDeny(param.port_id, param.macaddr, param.reason ?? '');
    }),
    route(denyDelete, ({ param }) => {
      onus.removeDeny(param.port_id, [param.onu_id], param.macaddr);
    }),
    route(denyBatchDelete, ({ param }) => {
      onus.removeDeny(param.port_id, param.onu_id);
    }),

    route(onuBaseInfo, ({ query }) => ({
      ...onus.detail(query.port_id, query.onu_id),
      upgrade_type: firmware.typeOf(onus.onu(query.port_id, query.onu_id)),
    })),
    route(onuConfig, ({ query }) => onus.fec(query.port_id, query.onu_id)),
    route(setOnuConfig, ({ param }) => {
      onus.configure(param.port_id, param.onu_id, flagged(param));
    }),
    route(onuOptics, ({ query }) => onus.optics(query.port_id, query.onu_id)),
  ];
}
