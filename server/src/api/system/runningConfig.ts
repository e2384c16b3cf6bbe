import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { RUNNING_CONFIG_FILE, areaOf, systemRunningConfig } from '@olt/protocol';
import { route, type Gate, type RouteDef } from '../../http/dispatch.ts';
import { headerToken } from '../../http/dispatch.ts';
import { guardRequest } from '../../http/guard.ts';
import { formatDeviceTime } from '../../device/kernel/simClock.ts';
import type { Services } from '../../services.ts';
import { renderRunningConfig } from './runningConfigText.ts';

/** How long the file stays after GET /system_running_config. */
export const RUNNING_CONFIG_FILE_TTL_MS = 60_000;
/** Files kept at most (one per session that asked lately); the oldest go first. */
const FILES_KEPT_MAX = 100;

interface RenderedFile {
  text: string;
  expiresAtMs: number;
  /** the one-time ticket of the download link, for a plain link that cannot send the session token */
  ticket: string;
}

/** The files of one app by the session token that asked, and the live tickets by their value. */
interface Files {
  byToken: Map<string, RenderedFile>;
  /** ticket → the token of its file; a ticket leaves this map when used, so it can never match twice */
  byTicket: Map<string, string>;
}

/** The files of each app (tests build many apps in one process). */
const filesOf = new WeakMap<Services, Files>();
/** A ticket is 128 random bits in hex; anything else (an empty value included) is not looked up at all. */
const TICKET_PATTERN = /^[0-9a-f]{32}$/;

function forget(files: Files, token: string): void {
  const file = files.byToken.get(token);
  if (file) files.byTicket.delete(file.ticket);
  files.byToken.delete(token);
}

/**
 * BAK-06: writes the running configuration as text for the session that asked, and answers its download link
 * (RUNNING_CONFIG_FILE with a one-time ticket). The file is served only to that session: with its X-Token, or once
 * through the link.
 */
export function runningConfigRoutes(svc: Services): RouteDef[] {
  const files: Files = { byToken: new Map(), byTicket: new Map() };
  filesOf.set(svc, files);
  return [
    route(systemRunningConfig, ({ token }) => {
      const { chassis, config } = svc.device;
      const info = chassis.systemInfo();
      const text = renderRunningConfig({
        config: config.export(),
        hostname: chassis.hostname(),
        counts: chassis.counts,
        product: `${info.product_name} ${info.sys_ver}`,
        generatedAt: formatDeviceTime(svc.now()),
      });
      const ticket = randomBytes(16).toString('hex');
      forget(files, token);
      files.byToken.set(token, { text, expiresAtMs: svc.now() + RUNNING_CONFIG_FILE_TTL_MS, ticket });
      files.byTicket.set(ticket, token);
      while (files.byToken.size > FILES_KEPT_MAX) forget(files, files.byToken.keys().next().value as string);
      return { filename: `${RUNNING_CONFIG_FILE}?ticket=${ticket}` };
    }),
  ];
}

/**
 * GET /oltconfigtmp.txt: the asking session's text while it is fresh, found by its X-Token or by the link's one-time
 * ticket (used up by a GET, not by a HEAD); anything else is 404, as for a file that is not there. A request that
 * carries a token is judged by it: an invalid one is refused as on every other route, never served as anonymous.
 */
export function registerRunningConfigFile(app: FastifyInstance, svc: Services, gate: Gate): void {
  const area = areaOf(RUNNING_CONFIG_FILE);
  app.get(RUNNING_CONFIG_FILE, (req, reply) => {
    const files: Files = filesOf.get(svc) ?? { byToken: new Map(), byTicket: new Map() };
    const { ticket } = (req.query ?? {}) as { ticket?: unknown };
    const token = headerToken(req);
    let owner: string | undefined;
    let isByTicket = false;
    if (token !== undefined) {
      const guard = guardRequest(gate, req, { area, changes: false });
      if (!guard.ok) return reply.send(guard.envelope);
      if (files.byToken.has(token)) owner = token;
    }
    if (owner === undefined && typeof ticket === 'string' && TICKET_PATTERN.test(ticket)) {
      owner = files.byTicket.get(ticket);
      isByTicket = owner !== undefined;
      // the ticket stands for its session: a session that ended takes its file with it
      if (owner !== undefined && svc.sessions.peek(owner) === null) owner = undefined;
    }
    const file = owner === undefined ? undefined : files.byToken.get(owner);
    if (!owner || !file || svc.now() > file.expiresAtMs) return reply.callNotFound();
    if (isByTicket && req.method === 'GET') files.byTicket.delete(file.ticket);
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', 'attachment; filename="oltconfigtmp.txt"')
      .send(file.text);
  });
}
