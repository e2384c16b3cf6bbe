import type { FastifyInstance } from 'fastify';
import { RUNNING_CONFIG_FILE, systemRunningConfig } from '@olt/protocol';
import { route, type RouteDef } from '../http/dispatch.ts';
import { formatDeviceTime } from '../device/kernel/simClock.ts';
import type { Services } from '../services.ts';
import { renderRunningConfig } from './runningConfigText.ts';

/**
 * How long the file stays after GET /system_running_config. The console fetches it through a plain link, which
 * sends no session token, so the file is public; it is served only briefly after a signed-in user asked for it.
 */
export const RUNNING_CONFIG_FILE_TTL_MS = 60_000;

interface RenderedFile {
  text: string;
  expiresAtMs: number;
}

/** The file of each app (tests build many apps in one process). */
const files = new WeakMap<Services, RenderedFile>();

/** BAK-06: writes the running configuration as text to RUNNING_CONFIG_FILE, as the device writes it to its web root. */
export function runningConfigRoutes(svc: Services): RouteDef[] {
  return [
    route(systemRunningConfig, () => {
      const { chassis, config } = svc.device;
      const info = chassis.systemInfo();
      const text = renderRunningConfig({
        config: config.export(),
        hostname: chassis.hostname(),
        counts: chassis.counts,
        product: `${info.product_name} ${info.sys_ver}`,
        generatedAt: formatDeviceTime(svc.now()),
      });
      files.set(svc, { text, expiresAtMs: svc.now() + RUNNING_CONFIG_FILE_TTL_MS });
    }),
  ];
}

/** GET /oltconfigtmp.txt: the text while it is fresh, else 404 as for any file that is not there. */
export function registerRunningConfigFile(app: FastifyInstance, svc: Services): void {
  app.get(RUNNING_CONFIG_FILE, (_req, reply) => {
    const file = files.get(svc);
    if (!file || svc.now() > file.expiresAtMs) return reply.callNotFound();
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', 'attachment; filename="oltconfigtmp.txt"')
      .send(file.text);
  });
}
