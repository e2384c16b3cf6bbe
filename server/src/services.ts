import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './store/db.ts';
import { SettingsStore } from './store/settingsStore.ts';
import { UserStore } from './store/userStore.ts';
import { FileStore } from './store/fileStore.ts';
import { SessionManager } from './http/session.ts';
import { CaptchaService } from './auth/captcha.ts';
import { LoginGuard } from './auth/loginGuard.ts';
import { Olt } from './device/Olt.ts';
import { DeviceEvents } from './device/events.ts';
import { Lifecycle } from './device/lifecycle.ts';

export interface ServiceOptions {
  ponPorts: number;
  seed: number;
  sessionIdleMinutes: number;
  /** how long a reboot keeps the device unavailable; tests pass 0 */
  bootDelayMs?: number;
}

/** Everything the routes use, built once per app. Tests reach it through `app.services`. */
export interface Services {
  db: Db;
  settings: SettingsStore;
  users: UserStore;
  files: FileStore;
  sessions: SessionManager;
  captcha: CaptchaService;
  loginGuard: LoginGuard;
  olt: Olt;
  events: DeviceEvents;
  lifecycle: Lifecycle;
  now: () => number;
  log: FastifyBaseLogger;
}

export function buildServices(db: Db, options: ServiceOptions, now: () => number, log: FastifyBaseLogger): Services {
  const sessions = new SessionManager(options.sessionIdleMinutes * 60_000, now);
  const events = new DeviceEvents();
  const olt = new Olt({ ponPorts: options.ponPorts, seed: options.seed, now, events });
  const lifecycle = new Lifecycle({
    events,
    endSessions: () => sessions.endAll(),
    restart: () => olt.reboot(),
    bootDelayMs: options.bootDelayMs,
  });
  return {
    db,
    settings: new SettingsStore(db),
    users: new UserStore(db),
    files: new FileStore(db, now),
    sessions,
    captcha: new CaptchaService(now),
    loginGuard: new LoginGuard(now),
    olt,
    events,
    lifecycle,
    now,
    log,
  };
}
