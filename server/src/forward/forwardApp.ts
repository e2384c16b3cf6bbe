import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  CAPTCHA_IMAGE_DIR,
  CODE,
  TOKEN_HEADER,
  loginRoute,
  logoutRoute,
  mayRead,
  mayWrite,
  type Endpoint,
  type Envelope,
} from '@olt/protocol';
import { addSecurityHeaders } from '../http/securityHeaders.ts';
import { installErrorHandling } from '../http/errorHandler.ts';
import { serveConsoleFiles } from '../http/consoleFiles.ts';
import { describe } from '../http/dispatch.ts';
import { LoginGuard } from '../auth/loginGuard.ts';
import { DeviceLink } from './deviceLink.ts';
import { DeviceStore } from './deviceStore.ts';
import { SessionLevels } from './sessionLevels.ts';
import { computedAdditions, type AdditionAnswer, type AdditionHandler } from './additions.ts';
import { RAW_FILES, RAW_UPLOADS, ROUTE_KEYS, matchRequest } from './familyTable.ts';
import { envelopeError, envelopeOf, forwardRequest } from './forwardRequest.ts';
import { AuditThrough } from './auditThrough.ts';
import { bridgeWebSocket } from './wsBridge.ts';
import { ServiceSession } from './serviceSession.ts';
import { AlarmFeed } from './alarmFeed.ts';

export interface ForwardAppOptions {
  /** the device, `http://address[:port]` */
  olt: string;
  /** where this server keeps what it stores about the device (its own SQLite file per device), or `:memory:` */
  dataDir: string;
  webRoot?: string | undefined;
  /** requests open to the device at once, and how many more may wait */
  concurrency?: number;
  queueMax?: number;
  /** how long the device may take over one request; uploads get ten times as long */
  timeoutMs?: number;
  /** an account on the device for this server's own polling (the alarm feed); without it that polling is off */
  service?: { name: string; password: string } | undefined;
  hstsMaxAgeSeconds?: number;
  logger?: FastifyServerOptions['logger'];
  /** a log line per request and answer: for `--log-level debug` */
  logRequests?: boolean;
  now?: () => number;
}

/** The save and the reboot (after which the device runs its saved configuration), GET and POST. */
const SAVES = new Set(['BAK-07', 'BAK-07-POST', 'BAK-04', 'BAK-04-POST']);
/** Bodies of the API are small; uploads (logos, ONU images) are bounded by the largest the family takes. */
const JSON_BODY_LIMIT_BYTES = 64 * 1024;
const UPLOAD_LIMIT_BYTES = 64 * 1024 * 1024;
/** The largest answer taken from the device: an ONU table of 16 × 64 rows is well under it, a download too. */
const ANSWER_LIMIT_BYTES = 32 * 1024 * 1024;

/**
 * The forwarding server (`--olt`): serves the console and passes the family's API to a real device (every path,
 * form and verb the protocol defines as the family's, the uploads, files and /ws), answering what the device
 * answers; computes the additions it can from the device's answers and declares the rest unavailable. It brings the
 * console's HTTPS, security headers and sign-in lock-out to a device that has none.
 */
export async function buildForwardApp(options: ForwardAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: options.logRequests !== true }),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: false,
  });
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const link = new DeviceLink(new URL(options.olt), {
    concurrency: options.concurrency ?? 4,
    queueMax: options.queueMax ?? 64,
    timeoutMs,
    maxAnswerBytes: ANSWER_LIMIT_BYTES,
  });
  const store = new DeviceStore(options.dataDir, link.address);
  const levels = new SessionLevels(link, now);
  const loginGuard = new LoginGuard(now);
  const service = options.service ? new ServiceSession(link, options.service.name, options.service.password) : null;
  const alarms = service ? new AlarmFeed(link, service, store, app.log) : null;
  const audit = new AuditThrough(store, now, (err) => app.log.error({ err }, 'audit entries not stored yet'));
  app.addHook('onClose', async () => {
    alarms?.stop();
    await service?.close();
    link.close();
    audit.close();
    store.close();
  });

  addSecurityHeaders(app, { hstsMaxAgeSeconds: options.hstsMaxAgeSeconds ?? 0 });
  const webRoot = options.webRoot ? resolve(options.webRoot) : undefined;
  const indexFile = webRoot && join(webRoot, 'index.html');
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  installErrorHandling(app, { consoleHtml: indexHtml === undefined ? undefined : () => indexHtml });
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });

  const readHere = async (url: string, token: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { [TOKEN_HEADER]: token } });
    return { statusCode: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), payload: res.payload };
  };
  const additions = computedAdditions({ link, store, readHere, audit: audit.log, hasAlarmFeed: alarms !== null });

  void app.register((scope, _options, done) => {
    // bodies go to the device as they came: read as bytes, never re-encoded
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: JSON_BODY_LIMIT_BYTES }, (_req, body, next) =>
      next(null, body),
    );
    for (const [method, url] of ROUTE_KEYS) {
      scope.route({
        method,
        url,
        handler: (req, reply) => answerApi(req, reply),
      });
    }
    done();
  });
  void app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT_BYTES }, (_req, body, next) =>
      next(null, body),
    );
    for (const url of RAW_UPLOADS) {
      scope.post(url, (req, reply) =>
        forwardRequest(link, req, reply, {
          body: bodyOf(req),
          isEnvelope: true,
          isRepeatable: false,
          timeoutMs: timeoutMs * 10,
        }),
      );
    }
    done();
  });
  for (const url of [...RAW_FILES, `${CAPTCHA_IMAGE_DIR}/:file`]) {
    app.get(url, (req, reply) => forwardRequest(link, req, reply, { isEnvelope: false, isRepeatable: true }));
  }
  bridgeWebSocket(app, link);
  if (webRoot && indexHtml !== undefined) serveConsoleFiles(app, webRoot);
  alarms?.start();
  return app;

  async function answerApi(req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const [path = '/', search = ''] = req.url.split('?');
    const query = new URLSearchParams(search);
    const body = bodyOf(req);
    const json = req.method === 'POST' ? jsonOf(body) : undefined;
    const verb = json && typeof json === 'object' ? (json as { method?: unknown }).method : undefined;
    const match = matchRequest(req.method, path, query, verb);
    if (match.kind === 'refused') return envelopeError(match.message);
    const token = tokenOf(req);
    if (match.kind === 'addition') {
      const handler = additions.get(match.ep.id);
      if (!handler) {
        return envelopeError(
          `error: ${match.ep.id} is an addition of this console, which the device at ${link.address} does not have`,
        );
      }
      const answer = await answerAddition(match.ep, handler, req, query, json, token);
      if (!('file' in answer)) return answer;
      return reply
        .type(answer.type)
        .header('Content-Disposition', `attachment; filename="${answer.filename}"`)
        .send(answer.file);
    }
    const { ep } = match;
    if (ep.id === loginRoute.id) return login(req, reply, body, json);
    const isChange = ep.changes && req.method !== 'HEAD';
    // who the session is, asked beside the change (a sign-out would end it first): the audit names the user
    const who = isChange && token ? levels.of(token).catch(() => null) : Promise.resolve(null);
    const result = await forwardRequest(link, req, reply, {
      body,
      isEnvelope: true,
      // a read may be asked again when a kept connection was found closed; a write never
      isRepeatable: !ep.changes && req.method !== 'POST',
    });
    if (isChange) {
      const envelope = envelopeOf(result, link.address) ?? envelopeError('error: the device answered no envelope');
      noteChange(ep, envelope, token);
      void who.then((session) => audit.change(req, ep, json, envelope, session));
    }
    return reply;
  }

  /**
   * The save state as far as this server sees: a change of configuration it passed on is unsaved until a save or a
   * reboot. Actions (clearing counters, restarting ONUs) and sessions change no configuration.
   */
  function noteChange(ep: Endpoint, envelope: Envelope<unknown>, token: string | undefined): void {
    if (ep.id === logoutRoute.id && token) levels.forget(token);
    if (envelope.code !== CODE.ok) return;
    if (SAVES.has(ep.id)) store.set('unsaved', 0);
    else if (!ep.isAction && ep.verb !== 'reboot' && ep.area !== 'session' && !ep.isPublic) store.set('unsaved', 1);
  }

  /** Sign-in goes to the device; this server adds its lock-out in front, by name and address. */
  async function login(req: FastifyRequest, reply: FastifyReply, body: Buffer | undefined, json: unknown) {
    const param = json && typeof json === 'object' ? (json as { param?: { name?: unknown } }).param : undefined;
    const name = typeof param?.name === 'string' ? param.name : '';
    const lockedMs = loginGuard.lockedForMs(name, req.ip);
    if (lockedMs > 0) {
      const refusal = envelopeError(`error: too many failed sign-ins, try again in ${Math.ceil(lockedMs / 1000)} s`);
      audit.signIn(req, name, json, refusal, 'lockout');
      return refusal;
    }
    const result = await forwardRequest(link, req, reply, { body, isEnvelope: true, isRepeatable: false });
    const envelope = envelopeOf(result, link.address);
    if (envelope) audit.signIn(req, name, json, envelope, 'login');
    const code = envelope?.code;
    if (code === CODE.ok) loginGuard.recordSuccess(name, req.ip);
    else if (code === CODE.illegal) loginGuard.recordFailure(name, req.ip);
    return reply;
  }

  async function answerAddition(
    ep: Endpoint,
    handler: AdditionHandler,
    req: FastifyRequest,
    query: URLSearchParams,
    json: unknown,
    token: string | undefined,
  ): Promise<AdditionAnswer> {
    let session = null;
    if (!ep.isPublic) {
      if (!token) return { code: CODE.illegal, message: 'error: sign in first' };
      const lookup = await levels
        .of(token)
        .catch((err: unknown) => ({ ok: false as const, envelope: envelopeError(String((err as Error).message)) }));
      if (!lookup.ok) return lookup.envelope;
      session = lookup.session;
      const may = ep.changes ? mayWrite : mayRead;
      if (!may(session.level, ep.area)) return envelopeError(`error: permission denied: ${ep.area}`);
    }
    const queryIn = Object.fromEntries([...query].filter(([k]) => !(k in ep.select)));
    const parsedQuery = ep.query.safeParse(queryIn);
    if (!parsedQuery.success) return envelopeError(describe('query', parsedQuery.error));
    let param: unknown = {};
    if (req.method === 'POST') {
      const parsedParam = ep.param.safeParse((json as { param?: unknown } | undefined)?.param ?? {});
      if (!parsedParam.success) return envelopeError(describe('param', parsedParam.error));
      param = parsedParam.data;
    }
    return handler({ token: token ?? '', query: parsedQuery.data, param, session });
  }
}

function bodyOf(req: FastifyRequest): Buffer | undefined {
  return Buffer.isBuffer(req.body) && req.body.length > 0 ? req.body : undefined;
}

function jsonOf(body: Buffer | undefined): unknown {
  if (!body) return undefined;
  try {
    return JSON.parse(body.toString('utf8').replace(/^\uFEFF/, '')) as unknown;
  } catch {
    return undefined;
  }
}

function tokenOf(req: FastifyRequest): string | undefined {
  const value = req.headers['x-token'];
  const token = Array.isArray(value) ? value[0] : value;
  return token && token !== 'null' && token !== 'undefined' ? token : undefined;
}
