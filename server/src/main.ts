import { buildApp } from './app.ts';
import { readConfig, type Config } from './config.ts';
import { ZodError } from 'zod';
import { FACTORY_ACCOUNT } from '@olt/protocol';
import { loadTls } from './http/certificate.ts';
import { serveHttpsToo } from './http/https.ts';
import { buildForwardApp } from './forward/forwardApp.ts';
import { buildReplayApp } from './forward/replayDevice.ts';

const config = readOrExit();
// a line per request belongs to debugging, not to the terminal of `npm start`
const logRequests = config.logLevel === 'debug' || config.logLevel === 'trace';
// `--olt`: the console in front of a device of the family, instead of the simulation
const app = config.olt
  ? await buildForwardApp({
      olt: config.olt,
      dataDir: config.dataDir,
      webRoot: config.webRoot,
      concurrency: config.oltConcurrency,
      queueMax: config.oltQueue,
      timeoutMs: config.oltTimeoutSeconds * 1000,
      service:
        config.oltUser !== undefined && config.oltPassword !== undefined
          ? { name: config.oltUser, password: config.oltPassword }
          : undefined,
      hstsMaxAgeSeconds: config.hstsMaxAgeSeconds,
      logger: { level: config.logLevel },
      logRequests,
    }).catch((err: unknown) => exitWith(err))
  : config.replay
    ? await buildReplayApp({ dir: config.replay, logger: { level: config.logLevel } }).catch(exitWith)
    : await buildSimulatedApp();

function buildSimulatedApp() {
  return buildApp({
    dataDir: config.dataDir,
    ponPorts: config.ponPorts,
    seed: config.seed,
    simSpeed: config.simSpeed,
    upstreamHosts: config.upstreamHosts,
    optics: {
      sampleMinutes: config.opticsSampleMinutes,
      retentionDays: config.opticsRetentionDays,
      maxMb: config.opticsHistoryMaxMb,
      driftThresholdDb: config.driftThresholdDb,
      backfillDays: config.opticsBackfillDays,
    },
    simulate: true,
    sessionIdleMinutes: config.sessionIdleMinutes,
    webRoot: config.webRoot,
    logger: { level: config.logLevel },
    logRequests,
    requirePasswordChange: config.requirePasswordChange,
    maxSessionsUnlimited: config.maxSessionsUnlimited,
    auditMaxRows: config.auditMaxRows,
    auditMaxAgeDays: config.auditMaxAgeDays,
    ignoreAccessList: config.ignoreAccessList,
    hstsMaxAgeSeconds: config.hstsMaxAgeSeconds,
    ...(config.vendorApiOnly
      ? {
          vendor: {
            sessionLimit: config.vendorSessionLimit,
            delayMs: config.vendorDelayMs,
            concurrency: config.vendorConcurrency,
          },
        }
      : {}),
  }).catch((err: unknown) => exitWith(err));
}
// a device of the family answers plain HTTP only
const tls =
  config.httpsPort > 0 && !config.vendorApiOnly && !config.replay
    ? await loadTls({ dataDir: config.dataDir, certFile: config.tlsCert, keyFile: config.tlsKey }).catch(exitWith)
    : undefined;
const https = tls ? serveHttpsToo(app, tls) : undefined;

let closing = false;
if (config.stopWithParent) {
  process.stdin.on('close', () => process.kill(process.pid, 'SIGTERM'));
  process.stdin.resume();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host }).catch((err: unknown) => {
  return exitWith(`--port: ${err instanceof Error ? err.message : String(err)}`);
});
const httpsPort = await https?.listen(config.httpsPort, config.host).catch((err: unknown) => {
  return exitWith(`--https-port: ${err instanceof Error ? err.message : String(err)}`);
});
const bound = app.server.address();
const boundPort = bound && typeof bound === 'object' ? bound.port : config.port;
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const shown = `http://${shownHost}:${boundPort}`;
const what = config.olt
  ? `in front of the OLT at ${config.olt}`
  : config.replay
    ? `recorded answers of a real OLT, from ${config.replay}`
    : config.vendorApiOnly
      ? `simulated OLT in vendor mode: the family API only, ${config.ponPorts} PON ports`
      : `simulated OLT, ${config.ponPorts} PON ports`;
// the console's own address first: scripts and tests take the first address the line names
console.log(`\nEPON OLT console at ${shown} (${what})`);
if (tls && httpsPort !== undefined) {
  console.log(`HTTPS at https://${shownHost}:${httpsPort} (certificate ${tls.certPath}, SHA-256 ${tls.fingerprint})`);
}
if (config.olt)
  console.log(`Sign in with the device's own accounts. What this server keeps is in ${config.dataDir}.\n`);
else
  console.log(
    `Sign in as ${FACTORY_ACCOUNT.name} / ${FACTORY_ACCOUNT.password}${config.requirePasswordChange ? ' (then choose a new password)' : ''}. Data is kept in ${config.dataDir}.${config.ignoreAccessList ? ' The management access list is ignored.' : ''}\n`,
  );

function readOrExit(): Config {
  try {
    return readConfig();
  } catch (err) {
    return exitWith(err);
  }
}

/** Start-up problems are the operator's to fix: say what is wrong in one line, without a stack trace. */
function exitWith(err: unknown): never {
  const text =
    err instanceof ZodError
      ? err.issues
          .map((i) => `--${String(i.path[0] ?? '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${i.message}`)
          .join('; ')
      : err instanceof Error
        ? err.message
        : String(err);
  console.error(`Cannot start: ${text}`);
  process.exit(1);
}
