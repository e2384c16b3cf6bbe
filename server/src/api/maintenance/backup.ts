import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BACKUP_FILE,
  CONFIG_FILE_MAX_BYTES,
  SYSTEM_RESTORE_PATH,
  areaOf,
  systemBackup,
  systemDefConfig,
  type Envelope,
} from '@olt/protocol';
import { route, type Gate, type RouteDef } from '../../http/dispatch.ts';
import { guardRequest } from '../../http/guard.ts';
import { DeviceError } from '../../device/kernel/errors.ts';
import { backupText, readBackup } from '../../device/maintenance/configBackup.ts';
import { fail, ok } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';
import { readFilePart } from '../board/upload.ts';
import { SessionDownloads } from './downloads.ts';

const downloadsOf = new WeakMap<Services, SessionDownloads>();

function downloads(svc: Services): SessionDownloads {
  let d = downloadsOf.get(svc);
  if (!d) downloadsOf.set(svc, (d = new SessionDownloads(svc, BACKUP_FILE, 'olt_config.cfg')));
  return d;
}

/** BAK-01 and BAK-03: the backup file of the running configuration, and the factory configuration as startup. */
export function backupRoutes(svc: Services): RouteDef[] {
  return [
    route(systemBackup, ({ token }) => ({ filename: downloads(svc).write(token, backupText(svc.device)) })),
    route(systemDefConfig, ({ user, req }) => {
      svc.configHistory.replaceStartup(svc.device.config.factory(), 'factory', { user, address: req.ip });
    }),
  ];
}

/**
 * BAK-02 (multipart, outside the dispatcher) and the backup file. A restored file is checked whole (model,
 * checksum, every value by the device's rules) before it becomes the startup configuration; a refusal changes
 * nothing, and the running configuration stays until the reboot the console offers.
 */
export function registerBackupFiles(app: FastifyInstance, svc: Services, gate: Gate): void {
  downloads(svc).register(app, gate);
  app.post(SYSTEM_RESTORE_PATH, async (req): Promise<Envelope<never>> => {
    const area = areaOf(SYSTEM_RESTORE_PATH);
    const guard = guardRequest(gate, req, { area, changes: true });
    if (!guard.ok) return guard.envelope;
    const answer = await restore(svc, req, guard.session.user);
    gate.onChange?.({ req, session: guard.session, ep: null, area, params: req.query, answer, isDenied: false });
    return answer;
  });
}

async function restore(svc: Services, req: FastifyRequest, user: string): Promise<Envelope<never>> {
  try {
    const body = await readFilePart(req, CONFIG_FILE_MAX_BYTES, 'a configuration file is at most 8 MiB');
    const config = readBackup(svc.device, body.toString('utf8'));
    svc.configHistory.replaceStartup(config, 'restore', { user, address: req.ip });
    return ok();
  } catch (err) {
    if (err instanceof DeviceError) return fail(err.message, err.code);
    throw err;
  }
}
