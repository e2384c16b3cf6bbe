import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { FACTORY_ACCOUNT } from '@olt/protocol';

const config = readConfig();
const app = await buildApp({
  dataDir: config.dataDir,
  ponPorts: config.ponPorts,
  seed: config.seed,
  sessionIdleMinutes: config.sessionIdleMinutes,
  webRoot: config.webRoot,
  logger: { level: config.logLevel },
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

const address = await app.listen({ port: config.port, host: config.host });
const shown = config.host === '0.0.0.0' || config.host === '::' ? `http://localhost:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.port}` : address;
console.log(`\nEPON OLT console (simulated OLT, ${config.ponPorts} PON ports) at ${shown}`);
console.log(`Sign in as ${FACTORY_ACCOUNT.name} / ${FACTORY_ACCOUNT.password}. Data is kept in ${config.dataDir}.\n`);
