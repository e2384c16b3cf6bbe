import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PON_PORT_COUNTS, SESSION_IDLE_MINUTES_DEFAULT } from '@olt/protocol';

/** A switch given as 0 or 1. */
function flag(fallback: boolean) {
  return z
    .enum(['0', '1'])
    .transform((v) => v === '1')
    .default(fallback);
}

/** The server's options. This file is the only reader of process.env and argv. */
const ConfigSchema = z
  .object({
    port: z.coerce.number().int().min(0).max(65535).default(8080),
    /** HTTPS beside HTTP (api.md §8.10); 0 turns it off */
    httpsPort: z.coerce.number().int().min(0).max(65535).default(8443),
    /** a PEM certificate and key to serve HTTPS with; without them a self-signed pair is kept in the data directory */
    tlsCert: z.string().min(1).optional(),
    tlsKey: z.string().min(1).optional(),
    host: z.string().min(1).default('0.0.0.0'),
    dataDir: z.string().min(1).default('./data'),
    ponPorts: z.coerce
      .number()
      .int()
      .refine(
        (n) => (PON_PORT_COUNTS as readonly number[]).includes(n),
        `pon-ports must be ${PON_PORT_COUNTS.join(', ')}`,
      )
      .default(8),
    seed: z.coerce.number().int().min(0).default(1),
    sessionIdleMinutes: z.coerce
      .number()
      .positive()
      .max(24 * 60)
      .default(SESSION_IDLE_MINUTES_DEFAULT),
    simSpeed: z.coerce.number().positive().max(1000).default(1),
    /** hosts of a flat layer-2 network beyond the uplinks, learnt in the switch MAC table (the 32K bench) */
    upstreamHosts: z.coerce.number().int().min(0).max(100_000).default(0),
    /** the optical history: sampling period in simulated minutes, retention, size bound, drift threshold */
    opticsSampleMinutes: z.coerce.number().int().min(1).max(60).default(5),
    opticsRetentionDays: z.coerce.number().int().min(1).max(366).default(30),
    opticsHistoryMaxMb: z.coerce.number().int().min(16).max(65_536).default(512),
    driftThresholdDb: z.coerce.number().min(0.5).max(20).default(3),
    /** fast-forwards this many days of optical history at start when the history is empty (bench, demonstrations) */
    opticsBackfillDays: z.coerce.number().int().min(0).max(31).default(0),
    logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    webRoot: z.string().optional(),
    /** 1: a factory account on its factory password is led to a password change in the console (0 for test rigs) */
    requirePasswordChange: flag(true),
    /** sessions kept per account without a fixed login limit (root, RADIUS users); the oldest idle ones make room */
    maxSessionsUnlimited: z.coerce.number().int().min(100).max(1_000_000).default(10_000),
    auditMaxRows: z.coerce.number().int().min(1_000).max(10_000_000).default(100_000),
    auditMaxAgeDays: z.coerce.number().int().min(1).max(3_650).default(180),
    /** 1: the management access list is kept and shown but refuses nobody (recovery from a lock-out) */
    ignoreAccessList: flag(false),
    /** Strict-Transport-Security max-age on HTTPS answers; 0 = none */
    hstsMaxAgeSeconds: z.coerce.number().int().min(0).max(63_072_000).default(0),
    /** test runners start the server with a stdin pipe and STOP_WITH_PARENT=1: when the runner dies, so does the server */
    stopWithParent: flag(false),
    /** 1: the simulated OLT plays a device of the family: its API only, plain HTTP, the firmware's limits and pace */
    vendorApiOnly: flag(false),
    /** in vendor mode: sessions admitted at once, ms taken over every request, requests worked on at once */
    vendorSessionLimit: z.coerce.number().int().min(1).max(10_000).default(4),
    vendorDelayMs: z.coerce.number().int().min(0).max(60_000).default(0),
    vendorConcurrency: z.coerce.number().int().min(1).max(64).default(4),
    /** a device of the family to front instead of the simulation: `http://<address>[:port]` */
    olt: z
      .string()
      .url()
      .refine((text) => {
        const url = new URL(text);
        return (
          url.protocol === 'http:' && (url.pathname === '/' || url.pathname === '') && !url.search && !url.username
        );
      }, 'give the device as http://<address>[:port], without path, query or credentials')
      .optional(),
    /** an account on the device for this server's own polling (alarms); without it that polling is off */
    oltUser: z.string().min(1).max(16).optional(),
    oltPassword: z.string().min(1).max(64).optional(),
    /** requests this server has open to the device at once; more wait in a queue of `oltQueue` */
    oltConcurrency: z.coerce.number().int().min(1).max(32).default(4),
    oltQueue: z.coerce.number().int().min(0).max(10_000).default(64),
    /** a folder of a real device's recorded answers (reference/sample-data): this server answers from them */
    replay: z.string().min(1).optional(),
    /** how long the device may take over one request (uploads: ten times as long) */
    oltTimeoutSeconds: z.coerce.number().int().min(1).max(600).default(10),
  })
  .refine((c) => (c.tlsCert === undefined) === (c.tlsKey === undefined), {
    message: 'give both --tls-cert and --tls-key, or neither',
    path: ['tlsCert'],
  })
  .refine((c) => c.httpsPort === 0 || c.httpsPort !== c.port, {
    message: 'must differ from --port',
    path: ['httpsPort'],
  })
  .refine((c) => !(c.vendorApiOnly && c.olt !== undefined), {
    message: 'a server either plays a device (--vendor-api-only) or fronts one (--olt), not both',
    path: ['vendorApiOnly'],
  })
  .refine((c) => !(c.replay !== undefined && (c.vendorApiOnly || c.olt !== undefined)), {
    message: 'a server replays recorded answers on its own, without --vendor-api-only or --olt',
    path: ['replay'],
  })
  .refine((c) => (c.oltUser === undefined) === (c.oltPassword === undefined), {
    message: 'give both --olt-user and --olt-password, or neither',
    path: ['oltUser'],
  });
export type Config = z.infer<typeof ConfigSchema>;

const FLAGS = {
  port: 'PORT',
  'https-port': 'HTTPS_PORT',
  'tls-cert': 'TLS_CERT',
  'tls-key': 'TLS_KEY',
  host: 'HOST',
  'data-dir': 'DATA_DIR',
  'pon-ports': 'PON_PORTS',
  seed: 'SEED',
  'session-idle-minutes': 'SESSION_IDLE_MINUTES',
  'sim-speed': 'SIM_SPEED',
  'upstream-hosts': 'UPSTREAM_HOSTS',
  'optics-sample-minutes': 'OPTICS_SAMPLE_MINUTES',
  'optics-retention-days': 'OPTICS_RETENTION_DAYS',
  'optics-history-max-mb': 'OPTICS_HISTORY_MAX_MB',
  'drift-threshold-db': 'DRIFT_THRESHOLD_DB',
  'optics-backfill-days': 'OPTICS_BACKFILL_DAYS',
  'log-level': 'LOG_LEVEL',
  'web-root': 'WEB_ROOT',
  'stop-with-parent': 'STOP_WITH_PARENT',
  'require-password-change': 'REQUIRE_PASSWORD_CHANGE',
  'max-sessions-unlimited': 'MAX_SESSIONS_UNLIMITED',
  'audit-max-rows': 'AUDIT_MAX_ROWS',
  'audit-max-age-days': 'AUDIT_MAX_AGE_DAYS',
  'ignore-access-list': 'IGNORE_ACCESS_LIST',
  'hsts-max-age-seconds': 'HSTS_MAX_AGE_SECONDS',
  'vendor-api-only': 'VENDOR_API_ONLY',
  'vendor-session-limit': 'VENDOR_SESSION_LIMIT',
  'vendor-delay-ms': 'VENDOR_DELAY_MS',
  'vendor-concurrency': 'VENDOR_CONCURRENCY',
  olt: 'OLT_URL',
  'olt-user': 'OLT_USER',
  'olt-password': 'OLT_PASSWORD',
  'olt-concurrency': 'OLT_CONCURRENCY',
  'olt-queue': 'OLT_QUEUE',
  'olt-timeout-seconds': 'OLT_TIMEOUT_SECONDS',
  replay: 'REPLAY_DIR',
} as const;

const camel = (flag: string): string => flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Flags win over environment variables, which win over defaults. */
export function readConfig(argv: string[] = process.argv.slice(2), env: NodeJS.ProcessEnv = process.env): Config {
  const { values } = parseArgs({
    args: argv,
    options: Object.fromEntries(Object.keys(FLAGS).map((flag) => [flag, { type: 'string' as const }])),
    strict: true,
    allowPositionals: false,
  });
  const raw: Record<string, unknown> = {};
  for (const [flag, envName] of Object.entries(FLAGS)) {
    const value = (values as Record<string, string | undefined>)[flag] ?? env[envName];
    if (value !== undefined && value !== '') raw[camel(flag)] = value;
  }
  return ConfigSchema.parse(raw);
}
