import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LOGO_MAX_BYTES } from '@olt/protocol';
import { DB_FILE, openDb } from './store/db.ts';
import { Durability } from './store/durability.ts';
import { buildServices, type Services } from './services.ts';
import { registerRoutes } from './http/dispatch.ts';
import { installErrorHandling } from './http/errorHandler.ts';
import { compressJsonAnswers } from './http/compression.ts';
import { allRoutes, registerExtraRoutes } from './api/routes.ts';
import { consolePage } from './api/consolePage.ts';

export interface AppOptions {
  /** a directory for the SQLite store, or `:memory:` */
  dataDir: string;
  ponPorts?: number;
  seed?: number;
  /** simulated seconds per real second (`--sim-speed`) */
  simSpeed?: number;
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
  logger?: FastifyServerOptions['logger'];
  /** hears every route as Fastify registers it (the route-table test) */
  onRoute?: (route: RouteOptions) => void;
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
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: JSON_BODY_LIMIT_BYTES, trustProxy: false });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const now = options.now ?? Date.now;
  const db = openDb(options.dataDir);
  let services: Services;
  try {
    services = buildServices(
      db,
      {
        ponPorts: options.ponPorts ?? 8,
        seed: options.seed ?? 1,
        simSpeed: options.simSpeed,
        sessionIdleMinutes: options.sessionIdleMinutes ?? 15,
        bootDelayMs: options.bootDelayMs,
      },
      now,
      app.log,
    );
  } catch (err) {
    db.close();
    throw err;
  }
  app.decorate('services', services);
  const durability = new Durability(
    db,
    options.dataDir === ':memory:' ? null : join(options.dataDir, `${DB_FILE}-wal`),
  );
  const simulation = options.simulate ? startSimulation(services) : undefined;
  app.addHook('onClose', async () => {
    clearInterval(simulation);
    services.lifecycle.dispose();
    services.deviceConfig.dispose();
    services.sessions.endAll();
    await durability.close();
    db.close();
  });
  // no answer leaves before what its request wrote is on disk
  app.addHook('onSend', async () => {
    await durability.flushed();
  });

  const webRoot = options.webRoot ? resolve(options.webRoot) : undefined;
  // the console's routes (and `/`) get index.html with the login page's facts in it (api/consolePage.ts)
  installErrorHandling(app, { consoleHtml: webRoot ? consolePage(webRoot, services) : undefined });
  compressJsonAnswers(app);
  await app.register(fastifyMultipart, { limits: { fileSize: LOGO_MAX_BYTES + 1, files: 1, fields: 4, parts: 5 } });
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });

  registerRoutes(app, allRoutes(services), (token) => services.sessions.check(token));
  registerExtraRoutes(app, services);

  if (webRoot && existsSync(join(webRoot, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      // index.html is never served as a file: it carries the page facts (consolePage.ts)
      index: false,
      allowedPath: (path) => path !== '/index.html',
      preCompressed: true,
      cacheControl: false,
      // hashed assets never change; index.html must be re-read so a new console version is picked up
      setHeaders: (res, path) => {
        void res.setHeader(
          'Cache-Control',
          /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
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
