import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LOGO_MAX_BYTES, TOKEN_HEADER } from '@olt/protocol';
import { DB_FILE, openDb } from './store/db.ts';
import { openHistoryDb } from './store/opticalHistoryStore.ts';
import { Durability } from './store/durability.ts';
import { buildServices, type OpticsServiceOptions, type Services } from './services.ts';
import { registerRoutes, type Gate } from './http/dispatch.ts';
import { addSecurityHeaders } from './http/securityHeaders.ts';
import { answerClientError, HEADERS_MAX_BYTES, limitRequestSize } from './http/requestSize.ts';
import { enforceAccessList } from './http/accessGate.ts';
import { auditChanges } from './http/auditTrail.ts';
import { logChanges } from './http/deviceLogHook.ts';
import { moduleOfPath } from './device/deviceLog/logModules.ts';
import { refusalFor } from './auth/authorize.ts';
import { startSyslog } from './syslog/syslogSender.ts';
import { installErrorHandling } from './http/errorHandler.ts';
import { compressJsonAnswers } from './http/compression.ts';
import { serveConsoleFiles } from './http/consoleFiles.ts';
import { allRoutes, registerExtraRoutes } from './api/routes.ts';
import type { ReadAs } from './api/console/pageReads.ts';
import { consolePage, loadLoginRenderer, loadPageRenderer, pageFacts } from './api/console/consolePage.ts';
import { PageRenders, pageRenderFor } from './api/console/pageRenders.ts';
import { behaveLikeFirmware, type VendorMode } from './http/vendorMode.ts';

export interface AppOptions {
  /** a directory for the SQLite store, or `:memory:` */
  dataDir: string;
  ponPorts?: number;
  seed?: number;
  /** simulated seconds per real second (`--sim-speed`) */
  simSpeed?: number;
  /** hosts of a layer-2 network beyond the uplinks, learnt in the switch MAC table (`--upstream-hosts`) */
  upstreamHosts?: number;
  /**
   * Runs the simulation on a 1 s timer (main.ts). Off by default so that API tests stay deterministic; they move
   * the device with `services.device.simulation.tick()` or `advance()` on their fake clock.
   */
  simulate?: boolean;
  sessionIdleMinutes?: number;
  /** the built console to serve at `/`; left out, only the API is served */
  webRoot?: string | undefined;
  /** the clock; tests pass a fake one */
  now?: () => number;
  /** how long a reboot keeps the device unavailable (3 s); tests pass 0 */
  bootDelayMs?: number;
  /** the optical history's period, retention, size bound, drift threshold and fast-forward (config.ts) */
  optics?: Partial<OpticsServiceOptions>;
  logger?: FastifyServerOptions['logger'];
  /** a log line per request and answer (Fastify's): for `--log-level debug`, not the terminal of `npm start` */
  logRequests?: boolean;
  /** hears every route as Fastify registers it (the route-table test) */
  onRoute?: (route: RouteOptions) => void;
  /** a factory account on its factory password is led to a password change in the console (default on) */
  requirePasswordChange?: boolean;
  /** sessions kept per account without a fixed login limit (root, RADIUS users); 10,000 unless told */
  maxSessionsUnlimited?: number;
  /** the audit trail's retention: entries kept, and their age in days */
  auditMaxRows?: number;
  auditMaxAgeDays?: number;
  /** the management access list refuses nobody (`--ignore-access-list`, recovery) */
  ignoreAccessList?: boolean;
  /** Strict-Transport-Security max-age on HTTPS answers; 0 or left out sends none */
  hstsMaxAgeSeconds?: number;
  /** plays a device of the family (`--vendor-api-only`): only the family's API, the firmware's limits and pace */
  vendor?: VendorMode;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** JSON bodies of the device API are small; anything larger is refused in the envelope. */
const JSON_BODY_LIMIT_BYTES = 64 * 1024;
/** How often the simulation catches up with the clock; it moves in whole simulated seconds whatever the pace. */
const SIMULATION_TIMER_MS = 1_000;

/** Builds the device server without listening: tests inject requests into it, main.ts listens. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: options.logRequests !== true }),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: false,
    http: { maxHeaderSize: HEADERS_MAX_BYTES },
    clientErrorHandler: answerClientError,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const now = options.now ?? Date.now;
  const db = openDb(options.dataDir);
  let historyDb: ReturnType<typeof openHistoryDb> | undefined;
  let services: Services;
  try {
    historyDb = openHistoryDb(options.dataDir);
    services = buildServices(
      db,
      historyDb,
      {
        ponPorts: options.ponPorts ?? 8,
        seed: options.seed ?? 1,
        simSpeed: options.simSpeed,
        upstreamHosts: options.upstreamHosts,
        sessionIdleMinutes: options.sessionIdleMinutes ?? 15,
        bootDelayMs: options.bootDelayMs,
        optics: options.optics,
        unlimitedSessions: options.maxSessionsUnlimited ?? 10_000,
        requirePasswordChange: options.requirePasswordChange ?? true,
        audit: { maxRows: options.auditMaxRows ?? 100_000, maxAgeDays: options.auditMaxAgeDays ?? 180 },
        ignoreAccessList: options.ignoreAccessList ?? false,
        dataDir: options.dataDir === ':memory:' ? null : options.dataDir,
        sessionLimit: options.vendor?.sessionLimit ?? 0,
      },
      now,
      app.log,
    );
  } catch (err) {
    historyDb?.close();
    db.close();
    throw err;
  }
  const openedHistory = historyDb;
  app.decorate('services', services);
  const durability = new Durability(
    db,
    options.dataDir === ':memory:' ? null : join(options.dataDir, `${DB_FILE}-wal`),
  );
  const simulation = options.simulate ? startSimulation(services) : undefined;
  const syslog = startSyslog(services);
  app.addHook('onClose', async () => {
    clearInterval(simulation);
    services.lifecycle.dispose();
    services.deviceConfig.dispose();
    services.sessions.endAll();
    services.audit.close();
    syslog.close();
    await durability.close();
    services.device.optics.keepHistoryIn(null);
    openedHistory.close();
    db.close();
  });
  // no answer leaves before what its request wrote is on disk; one that wrote nothing does not wait for others' syncs
  const changesAtArrival = new WeakMap<object, number>();
  app.addHook('onRequest', (req, _reply, done) => {
    changesAtArrival.set(req, durability.mark());
    done();
  });
  app.addHook('onSend', async (req) => {
    await durability.flushedSince(changesAtArrival.get(req) ?? 0);
  });

  // a device of the family sends none of our headers, and is slow: the forwarding server is tested against that
  if (options.vendor) behaveLikeFirmware(app, options.vendor);
  else addSecurityHeaders(app, { hstsMaxAgeSeconds: options.hstsMaxAgeSeconds ?? 0 });
  limitRequestSize(app);
  const { accessList } = services.device;
  enforceAccessList(app, {
    isIgnored: services.ignoreAccessList,
    permits: (address) => accessList.permitsWeb(address),
  });
  // a device of the family serves its own pages, never this console
  const webRoot = options.webRoot && !options.vendor ? resolve(options.webRoot) : undefined;
  // the console's routes (and `/`) get index.html with the login page's facts in it (api/console/consolePage.ts)
  const loginRenderer = webRoot ? await loadLoginRenderer(webRoot) : null;
  const pageRenderer = webRoot ? await loadPageRenderer(webRoot) : null;
  // a page the device renders, and a page's first reads asked together, read through the device's own routes as the
  // console would, with the session's token; the reads asked together as the client that asked them
  const readAs: ReadAs = async (url, token, client) => {
    const res = await app.inject({ method: 'GET', url, headers: { [TOKEN_HEADER]: token }, remoteAddress: client });
    return { statusCode: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), payload: res.payload };
  };
  const readAsSession = async (url: string, token: string): Promise<string> => (await readAs(url, token)).payload;
  const renders = pageRenderer && new PageRenders(pageRenderer, services.log);
  installErrorHandling(app, {
    consoleHtml: webRoot
      ? consolePage(webRoot, services, loginRenderer, renders && { renders, read: readAsSession })
      : undefined,
  });
  compressJsonAnswers(app);
  await app.register(fastifyMultipart, { limits: { fileSize: LOGO_MAX_BYTES + 1, files: 1, fields: 4, parts: 5 } });
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });

  const audit = auditChanges(services.audit, services.now);
  const logChange = logChanges(services.device.deviceLog);
  const gate: Gate = {
    checkToken: (token) => services.sessions.check(token),
    authorize: (route, session) => refusalFor(session, route),
    onChange: (attempt) => {
      try {
        logChange(attempt);
      } finally {
        audit(attempt);
      }
    },
    // the lines a request's handler writes belong to the module of its path
    runIn: (ep, run) => services.device.kernel.withLogSource(moduleOfPath(ep.path), run),
  };
  // the page a sign-in goes to, rendered with its first reads for the console to show at once (api/console/pageReads.ts)
  const renderPage = renders && pageRenderFor(renders, services, () => pageFacts(services), readAsSession);
  const routes = allRoutes(services, readAs, renderPage);
  registerRoutes(app, options.vendor ? routes.filter((def) => !def.ep.isAddition) : routes, gate);
  registerExtraRoutes(app, services, gate, { withApiReference: !options.vendor });

  if (webRoot && existsSync(join(webRoot, 'index.html'))) serveConsoleFiles(app, webRoot);
  return app;
}

function startSimulation(services: Services): NodeJS.Timeout {
  const timer = setInterval(() => {
    try {
      services.device.simulation.advance();
    } catch (err) {
      // a failed step (e.g. the disk refusing a configuration write) must not take the server down
      services.log.error({ err }, 'simulation step failed');
    }
  }, SIMULATION_TIMER_MS);
  timer.unref();
  return timer;
}
