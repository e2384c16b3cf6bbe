import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CODE,
  TOKEN_HEADER,
  WS_ACTION,
  WS_PATH,
  WS_TYPE,
  loginRoute,
  logoutRoute,
  userLevel,
  type Endpoint,
} from '@olt/protocol';
import { ROUTE_KEYS, matchRequest } from './familyTable.ts';

/**
 * The recorded answers of a real device (api.md §5, `reference/sample-data/`) by the endpoint each answers. Where
 * two endpoints share a path and form, the one the file answers is told by the query the request carries.
 */
export const RECORDED: Readonly<Record<string, string>> = {
  'SYS-01': 'systemInfo.json',
  'SYS-02': 'systemInfo.json',
  'SYS-03': 'menu.json',
  'SYS-04': 'custom.json',
  'SYS-05': 'get_lang.json',
  'SYS-12': 'cpuInfo.json',
  'SYS-13': 'ponInfo.json',
  'MGMT-01': 'outbound.json',
  'MGMT-02': 'inbound.json',
  'PORT-00': 'geInfo.json',
  'PORT-01': 'portInfo.json',
  'PORT-03': 'swich_port_info.json',
  'PORT-04': 'perf_list.json',
  'PORT-05': 'perfInfo.json',
  'PON-01': 'ponSetting.json',
  'ONU-01': 'onuallow.json',
  'ONU-03': 'onuAllowAll.json',
  'ONU-04': 'onu_resource.json',
  'ONU-12': 'onu_deny_list.json',
  'ONU-16': 'onuBandwidth.json',
  'ONU-17': 'onu-band-width.json',
  'ONU-19': 'onu_basic_info.json',
  'ONU-20': 'onu_fec_mode.json',
  'ONU-44': 'mc_eth_config.json',
  'OUP-09': 'onu_base_info.json',
  'VLAN-01': 'vlan.json',
  'VLAN-02': 'vlan_list.json',
  'USER-01': 'user-info.json',
  'TIME-01': 'time.json',
};

/** Endpoints of one path and form told apart by a query key the request carries (ONU-17 names one ONU). */
const TOLD_BY: readonly { without: string; with: string; key: string }[] = [
  { without: 'ONU-16', with: 'ONU-17', key: 'onu_id' },
  { without: 'OUP-09', with: 'ONU-19', key: 'onu_id' },
  { without: 'ONU-02', with: 'ONU-01', key: 'port_id' },
];

export interface ReplayOptions {
  /** the folder of recorded answers (`reference/sample-data/`), read at start */
  dir: string;
  logger?: FastifyServerOptions['logger'];
}

/**
 * A device that answers what a real one answered: each endpoint it has a recording of gets that file, byte for
 * byte; sign-in takes any account (the recordings are of an administrator's session); everything else is refused in
 * the envelope, and nothing changes. The forwarding server is run against it so that the console is checked on a
 * real device's field values and shapes, not only on the simulation's.
 */
export async function buildReplayApp(options: ReplayOptions): Promise<FastifyInstance> {
  const recorded = new Map<string, Buffer>();
  for (const [id, file] of Object.entries(RECORDED)) {
    const path = join(options.dir, file);
    if (existsSync(path)) recorded.set(id, readFileSync(path));
  }
  if (recorded.size === 0) throw new Error(`--replay: no recorded answers in ${options.dir}`);
  const app = Fastify({ logger: options.logger ?? false });
  const sessions = new Map<string, string>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  const idOf = (ep: Endpoint, query: URLSearchParams): string => {
    const pair = TOLD_BY.find((p) => p.with === ep.id || p.without === ep.id);
    if (!pair) return ep.id;
    return query.get(pair.key) !== null ? pair.with : pair.without;
  };
  const envelope = (code: number, message: string, data?: unknown) =>
    JSON.stringify({ code, message, ...(data === undefined ? {} : { data }) });

  // the family's /ws: a recording has no live events to push, but the console's heartbeat is answered, as a device
  // answers it, so the console does not take the device for lost
  await app.register(fastifyWebsocket);
  app.get(WS_PATH, { websocket: true }, (socket) => {
    socket.on('message', (data, isBinary) => {
      if (isBinary || !Buffer.isBuffer(data)) return;
      let frame: { action?: unknown };
      try {
        frame = JSON.parse(data.toString('utf8')) as { action?: unknown };
      } catch {
        return;
      }
      if (frame.action === WS_ACTION.heartbeat)
        socket.send(JSON.stringify({ type: WS_TYPE.message, action: WS_ACTION.heartbeat }));
    });
  });

  for (const [method, url] of ROUTE_KEYS) {
    app.route({
      method,
      url,
      handler: (req, reply) => {
        const [path = '/', search = ''] = req.url.split('?');
        const query = new URLSearchParams(search);
        let body: { method?: unknown; param?: { name?: unknown } } = {};
        try {
          body = typeof req.body === 'string' && req.body ? (JSON.parse(req.body) as typeof body) : {};
        } catch {
          body = {};
        }
        const match = matchRequest(req.method, path, query, body.method);
        void reply.type('application/json; charset=utf-8');
        if (match.kind !== 'family') return envelope(CODE.error, `error: unknown request ${path}`);
        const { ep } = match;
        if (ep.id === loginRoute.id) {
          const token = randomBytes(16).toString('hex');
          sessions.set(token, typeof body.param?.name === 'string' ? body.param.name : 'root');
          reply.raw.setHeader(TOKEN_HEADER, token);
          return envelope(CODE.ok, 'success');
        }
        const token = req.headers['x-token'];
        const user = typeof token === 'string' ? sessions.get(token) : undefined;
        if (!ep.isPublic && user === undefined) return envelope(CODE.illegal, 'error: token check failed');
        if (ep.id === logoutRoute.id) {
          sessions.delete(token as string);
          return envelope(CODE.ok, 'success');
        }
        // the recordings are an administrator's: the session's level follows
        if (ep.id === userLevel.id) return envelope(CODE.ok, 'success', { level: 0, name: user });
        const id = idOf(ep, query);
        if (id === 'ONU-02') return envelope(CODE.ok, 'success');
        const answer = ep.method === 'GET' && !ep.changes ? recorded.get(id) : undefined;
        if (answer) return reply.send(answer);
        return envelope(
          CODE.error,
          ep.changes ? 'error: the recorded device changes nothing' : `error: no recording of ${ep.id}`,
        );
      },
    });
  }
  return app;
}
