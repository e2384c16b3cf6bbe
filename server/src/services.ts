import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './store/db.ts';
import { SettingsStore } from './store/settingsStore.ts';
import { UserStore } from './store/userStore.ts';
import { FileStore } from './store/fileStore.ts';
import { SessionManager } from './http/session.ts';
import { CaptchaService } from './auth/captcha.ts';
import { LoginGuard } from './auth/loginGuard.ts';
import { Olt } from './device/Olt.ts';

export interface ServiceOptions {
  ponPorts: number;
  seed: number;
  sessionIdleMinutes: number;
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
  now: () => number;
  log: FastifyBaseLogger;
}

export function buildServices(db: Db, options: ServiceOptions, now: () => number, log: FastifyBaseLogger): Services {
  return {
    db,
    settings: new SettingsStore(db),
    users: new UserStore(db),
    files: new FileStore(db, now),
    sessions: new SessionManager(options.sessionIdleMinutes * 60_000, now),
    captcha: new CaptchaService(now),
    loginGuard: new LoginGuard(now),
    olt: new Olt({ ponPorts: options.ponPorts, seed: options.seed, now }),
    now,
    log,
  };
}
