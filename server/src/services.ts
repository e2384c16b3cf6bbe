import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './store/db.ts';
import { SettingsStore } from './store/settingsStore.ts';
import { UserStore } from './store/userStore.ts';
import { FileStore } from './store/fileStore.ts';
import { SessionManager } from './auth/sessions.ts';
import { CaptchaService } from './auth/captcha.ts';
import { LoginGuard } from './auth/loginGuard.ts';
import { buildDevice, type Device } from './device/device.ts';
import { Lifecycle } from './device/lifecycle.ts';
import { carryOutTimedTasks } from './timedTasks.ts';
import { ConfigStore } from './store/configStore.ts';
import { DeviceConfig } from './store/deviceConfig.ts';
import { ConfigHistory } from './store/configHistory.ts';
import { OpticalHistoryDb } from './store/opticalHistoryStore.ts';
import { SavedAlarmDb } from './store/savedAlarmDb.ts';
import { LICENCE_SETTING } from './device/chassis/licence.ts';
import { CLOCK_SETTING } from './device/chassis/deviceClock.ts';

/** The optical history options (config.ts). */
export interface OpticsServiceOptions {
  sampleMinutes: number;
  retentionDays: number;
  maxMb: number;
  driftThresholdDb: number;
  /** days fast-forwarded at start into an empty history */
  backfillDays: number;
}
const OPTICS_SERVICE_DEFAULTS: OpticsServiceOptions = {
  sampleMinutes: 5,
  retentionDays: 30,
  maxMb: 512,
  driftThresholdDb: 3,
  backfillDays: 0,
};
import { AuditLog, type AuditRetention } from './store/auditLog.ts';

interface ServiceOptions {
  ponPorts: number;
  seed: number;
  /** simulated seconds per real second */
  simSpeed?: number;
  /** hosts of a layer-2 network beyond the uplinks (`--upstream-hosts`) */
  upstreamHosts?: number;
  sessionIdleMinutes: number;
  /** how long a reboot keeps the device unavailable; tests pass 0 */
  bootDelayMs?: number;
  optics?: Partial<OpticsServiceOptions>;
  /** sessions an account without a fixed login limit (root, RADIUS users) keeps; the oldest idle ones make room */
  unlimitedSessions: number;
  /** a factory account still on its factory password must change it in the console first */
  requirePasswordChange: boolean;
  audit: AuditRetention;
  /** where timed backups are written; null for a server kept in memory */
  dataDir?: string | null;
  /** `--ignore-access-list`: the management access list refuses nobody */
  ignoreAccessList?: boolean;
  /** sessions the whole device admits at once (vendor mode, as the firmware); 0: no such bound */
  sessionLimit?: number;
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
  /** the audit trail: changes, refusals, sign-ins (store/auditLog.ts) */
  audit: AuditLog;
  requirePasswordChange: boolean;
  ignoreAccessList: boolean;
  /** sessions the whole device admits at once; 0: no such bound */
  sessionLimit: number;
  /** the simulated OLT: route handlers call its areas (`device.onus`, `device.vlan`, …) */
  device: Device;
  /** the running and startup configuration as stored */
  configStore: ConfigStore;
  /** the device's stored configuration: boot, save, and what a reboot loads */
  deviceConfig: DeviceConfig;
  /** the kept configuration versions; saves, restores and factory resets go through it to be kept */
  configHistory: ConfigHistory;
  /** the optical history (its own SQLite file) */
  history: OpticalHistoryDb;
  lifecycle: Lifecycle;
  now: () => number;
  log: FastifyBaseLogger;
}

/** The settings key of the versions an upgrade installed. */
const VERSIONS_KEY = 'installed_versions';

export function buildServices(
  db: Db,
  historyDb: Db,
  options: ServiceOptions,
  now: () => number,
  log: FastifyBaseLogger,
): Services {
  const sessions = new SessionManager(options.sessionIdleMinutes * 60_000, now, options.unlimitedSessions);
  const optics = { ...OPTICS_SERVICE_DEFAULTS, ...options.optics };
  const device = buildDevice({
    ponPorts: options.ponPorts,
    seed: options.seed,
    simSpeed: options.simSpeed,
    upstreamHosts: options.upstreamHosts,
    now,
    optics: { sampleMs: optics.sampleMinutes * 60_000, driftThresholdDb: optics.driftThresholdDb },
  });
  device.events.onListenerError = (err) => log.error({ err }, 'a listener of a device event failed');
  const history = new OpticalHistoryDb(historyDb, {
    retentionDays: optics.retentionDays,
    maxBytes: optics.maxMb * 1024 * 1024,
  });
  const settings = new SettingsStore(db);
  const configStore = new ConfigStore(db);
  const deviceConfig = new DeviceConfig(device, configStore, log);
  // servers before the configuration store kept the host name among the settings
  deviceConfig.boot(settings.get<string | undefined>('hostname', undefined));
  // the installed versions are on the device's flash: they outlive a restart of the server
  const configHistory = new ConfigHistory(db, device, deviceConfig, settings, now);
  configHistory.begin();
  device.chassis.restoreVersions(settings.get(VERSIONS_KEY, device.chassis.versions()));
  // so is the licence, whose trial period starts at the device's first start
  device.chassis.restoreLicence(settings.get(LICENCE_SETTING, device.chassis.licence()));
  settings.set(LICENCE_SETTING, device.chassis.licence());
  device.chassis.clock.restore(settings.get(CLOCK_SETTING, device.chassis.clock.settings()));
  device.optics.keepHistoryIn(history);
  device.alarms.keepSavedIn(new SavedAlarmDb(db, (err) => log.error({ err }, 'a saved alarm was not stored')));
  if (optics.backfillDays > 0 && history.isEmpty()) device.optics.backfill(optics.backfillDays, device.kernel.now());
  const lifecycle = new Lifecycle({
    events: device.events,
    endSessions: () => sessions.endAll(),
    restart: () => {
      device.simulation.reboot();
      settings.set(VERSIONS_KEY, device.chassis.versions());
      deviceConfig.loadStartup();
    },
    onRestartError: (err) => log.error({ err }, 'the device could not load its startup configuration'),
    bootDelayMs: options.bootDelayMs,
  });
  carryOutTimedTasks(device, configHistory, lifecycle, options.dataDir ?? null);
  return {
    db,
    settings,
    users: new UserStore(db, now),
    files: new FileStore(db, now),
    sessions,
    captcha: new CaptchaService(now),
    loginGuard: new LoginGuard(now),
    audit: new AuditLog(db, options.audit, now, (err) => log.error({ err }, 'audit entries not stored yet')),
    requirePasswordChange: options.requirePasswordChange,
    ignoreAccessList: options.ignoreAccessList ?? false,
    sessionLimit: options.sessionLimit ?? 0,
    device,
    configStore,
    deviceConfig,
    configHistory,
    history,
    lifecycle,
    now,
    log,
  };
}
