import {
  AUDIT_CSV_ROWS_MAX,
  CODE,
  ONU_STATUS_GROUP,
  THEME_DEFAULT,
  addOnuCounts,
  alarmRecent,
  auditCsv,
  auditList,
  boardCapabilities,
  boardCpu,
  boardPon,
  boardSummary,
  firstReadUrls,
  getSystemTheme,
  noOnuCounts,
  onuAllowPrepare,
  onuSearch,
  onuTable,
  pageReads,
  permissionsOf,
  saveState,
  setSystemTheme,
  userSession,
  type Capabilities,
  type Endpoint,
  type Envelope,
  type OnuGroup,
  type OnuTableRow,
  type PonCounts,
  type PonSummary,
} from '@olt/protocol';
import { ENDPOINTS } from '@olt/protocol/reference';
import type { z } from 'zod';
import type { DeviceLink } from './deviceLink.ts';
import type { DeviceStore } from './deviceStore.ts';
import { isOk, readEndpoint } from './deviceReads.ts';
import type { DeviceSession } from './sessionLevels.ts';
import type { AuditLog } from '../store/auditLog.ts';
import { auditCsvText } from '../store/auditCsv.ts';

export interface AdditionInput {
  token: string;
  /** validated with the endpoint's schemas */
  query: unknown;
  param: unknown;
  /** the device's word on the token; null for a public addition */
  session: DeviceSession | null;
}
/** A file instead of the envelope (the audit's CSV). */
export interface FileReply {
  file: Buffer;
  type: string;
  filename: string;
}
export type AdditionAnswer = Envelope<unknown> | FileReply;
export type AdditionHandler = (input: AdditionInput) => Promise<AdditionAnswer> | AdditionAnswer;

export interface AdditionDeps {
  link: DeviceLink;
  store: DeviceStore;
  /** answers a GET as this server answers it (forwarded or computed), the envelope's text */
  readHere: (url: string, token: string) => Promise<{ statusCode: number; contentType: string; payload: string }>;
  /** the device's alarm feed is heard (a service account was given) */
  hasAlarmFeed: boolean;
  /** what passed through this server (auditThrough.ts) */
  audit: AuditLog;
}

const ok = (data?: unknown): Envelope<unknown> => ({
  code: CODE.ok,
  message: 'success',
  ...(data === undefined ? {} : { data }),
});

/** A read failed on the device: its answer goes back as it is (a session that ended, a refusal). */
class DeviceRefused extends Error {
  constructor(readonly envelope: Envelope<unknown>) {
    super(envelope.message);
  }
}

/**
 * Our additions computed by this server from the device's own answers, read with the session's own token (so the
 * device's permissions hold), and those kept in its own store. An addition not here is unavailable on a device
 * that lacks it; the capabilities answer (SYS-X3) says which is which.
 */
export function computedAdditions(deps: AdditionDeps): Map<string, AdditionHandler> {
  const { link, store } = deps;
  const read = async <E extends Endpoint>(ep: E, token: string, query: Record<string, unknown> = {}) => {
    const envelope = await readEndpoint(link, ep, token, query);
    if (!isOk(envelope)) throw new DeviceRefused(envelope);
    return envelope.data as z.output<E['data']>;
  };
  /** every ONU: the prepare step and the table, as the family reads it (api.md §1.8) */
  const allOnus = async (token: string): Promise<OnuTableRow[]> => {
    await read(onuAllowPrepare, token);
    return read(onuTable, token);
  };
  const handlers = new Map<string, AdditionHandler>();
  const add = <E extends Endpoint>(ep: E, handler: AdditionHandler) => handlers.set(ep.id, guarded(handler));

  add(userSession, ({ session }) => {
    const level = session?.level ?? 5;
    const { read: readable, write } = permissionsOf(level);
    return ok({
      name: session?.name ?? '',
      level,
      must_change_password: 0,
      password_change_reason: '',
      auth: 'local',
      read: readable,
      write,
    });
  });
  add(boardSummary, async ({ token }) => {
    const [pons, onus, cpu] = await Promise.all([read(boardPon, token), allOnus(token), read(boardCpu, token)]);
    const counted = countByPon(pons, onus);
    return ok({ onus: addOnuCounts(counted), pons: counted, cpu });
  });
  add(onuSearch, async ({ token, query }) =>
    ok(searchOnus(await allOnus(token), query as z.output<typeof onuSearch.query>)),
  );
  add(pageReads, async ({ token, query }) => {
    const { page } = query as z.output<typeof pageReads.query>;
    const reads = await Promise.all(
      firstReadUrls(page).map(async (url) => {
        const answer = await deps.readHere(url, token).catch(() => null);
        const isEnvelope = answer?.statusCode === 200 && answer.contentType.startsWith('application/json');
        return { url, answer: isEnvelope ? (JSON.parse(answer.payload) as unknown) : null };
      }),
    );
    return ok({ reads });
  });
  add(saveState, () => ok({ unsaved: store.get<number>('unsaved', 0) }));
  add(getSystemTheme, () => ok({ theme: store.get<number>('theme', THEME_DEFAULT) }));
  add(setSystemTheme, ({ param }) => {
    store.set('theme', (param as z.output<typeof setSystemTheme.param>).theme);
    return ok();
  });
  add(auditList, ({ query }) => {
    const { page, page_size, ...filter } = query as z.output<typeof auditList.query>;
    return ok({ ...deps.audit.page(filter, page, page_size), page, page_size });
  });
  add(auditCsv, ({ query }) => ({
    file: auditCsvText(deps.audit.entries(query as z.output<typeof auditCsv.query>, AUDIT_CSV_ROWS_MAX)),
    type: 'text/csv; charset=utf-8',
    filename: `audit-${new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '')}.csv`,
  }));
  if (deps.hasAlarmFeed) {
    add(alarmRecent, ({ query }) => ok(store.alarms((query as z.output<typeof alarmRecent.query>).limit)));
  }
  const capabilities: Capabilities = {
    device: 'forwarded',
    additions: Object.fromEntries(
      ENDPOINTS.filter((ep) => ep.isAddition).map((ep) => [
        ep.id,
        handlers.has(ep.id) || ep.id === boardCapabilities.id ? 'computed' : 'unavailable',
      ]),
    ),
  };
  add(boardCapabilities, () => ok(capabilities));
  return handlers;
}

function guarded(handler: AdditionHandler): AdditionHandler {
  return async (input) => {
    try {
      return await handler(input);
    } catch (err) {
      if (err instanceof DeviceRefused) return err.envelope;
      throw err;
    }
  };
}

/** Each PON's counts by the one definition (protocol onuCounts.ts); a status the protocol does not know is other. */
function countByPon(pons: readonly PonSummary[], onus: readonly OnuTableRow[]): PonCounts[] {
  const byPort = new Map(pons.map((p) => [p.port_id, { port_id: p.port_id, status: p.status, ...noOnuCounts() }]));
  for (const onu of onus) {
    const counts = byPort.get(onu.port_id);
    if (!counts) continue;
    counts.registered++;
    const group = (ONU_STATUS_GROUP as Partial<Record<string, OnuGroup>>)[onu.status] ?? 'other';
    counts[group]++;
  }
  return [...byPort.values()];
}

/** The search as the simulated OLT does it (server device/onus), over the rows the device answers. */
export function searchOnus(rows: readonly OnuTableRow[], query: z.output<typeof onuSearch.query>) {
  const text = (query.text ?? '').trim().toLowerCase();
  const matches = rows.filter((row) => {
    if (query.status === 'online' && row.status !== 'Online') return false;
    if (query.status === 'offline' && row.status === 'Online') return false;
    if (query.status && query.status !== 'online' && query.status !== 'offline' && row.status !== query.status) {
      return false;
    }
    if (query.port_id !== undefined && row.port_id !== query.port_id) return false;
    if (query.dev_type && row.dev_type !== query.dev_type) return false;
    if (query.drift !== undefined && (row.optical_drift ?? 0) !== query.drift) return false;
    if (!text) return true;
    const haystack = [row.macaddr, row.macaddr.replaceAll(':', ''), row.onu_name, row.onu_type].join('\n');
    return haystack.toLowerCase().includes(text);
  });
  return { total: matches.length, rows: matches.slice(query.offset, query.offset + query.limit) };
}
