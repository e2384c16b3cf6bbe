import type { FastifyRequest } from 'fastify';
import {
  FIRMWARE_IMAGE_MAX_BYTES,
  FIRMWARE_KINDS,
  REFUSAL_WORDS,
  upgradeStatus,
  type Envelope,
  type FirmwareKind,
} from '@olt/protocol';
import { EnvelopeAnswer, route, type RouteDef } from '../../http/dispatch.ts';
import { DeviceError } from '../../device/kernel/errors.ts';
import { readFirmwareHeader } from '../../device/maintenance/firmwareImage.ts';
import { fail, ok } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';
import { readFilePart } from '../board/upload.ts';

export const isFirmwareKind = (type: unknown): type is FirmwareKind =>
  typeof type === 'string' && (FIRMWARE_KINDS as readonly string[]).includes(type);

/** UPG-05: code 2 after a refused header (api.md §2.29), else the session's upgrade, or "busy". */
export function upgradeRoutes(svc: Services): RouteDef[] {
  return [
    route(upgradeStatus, ({ token }) => {
      const status = svc.device.maintenance.status(token);
      return 'refusal' in status ? new EnvelopeAnswer(fail(status.refusal)) : status;
    }),
  ];
}

/**
 * UPG-01…03 (multipart; posted to the logo uploads' path, api/board/upload.ts hands them here): the image is checked
 * whole (header, length, checksum) and only then written; a refusal leaves the running version as it is.
 */
export async function uploadFirmware(
  svc: Services,
  req: FastifyRequest,
  token: string,
  kind: FirmwareKind,
): Promise<Envelope<never>> {
  const maintenance = svc.device.maintenance;
  try {
    if (maintenance.isUpgrading()) return fail(`error: ${REFUSAL_WORDS.upgradeBusy}`);
    const body = await readFilePart(req, FIRMWARE_IMAGE_MAX_BYTES, 'an image is at most 64 MiB');
    const verdict = readFirmwareHeader(body, kind, svc.device.chassis.systemInfo().product_name);
    if (!verdict.ok) {
      maintenance.refused(token, verdict.message);
      return fail(verdict.message);
    }
    maintenance.startUpgrade(verdict.header, token);
    return ok();
  } catch (err) {
    if (err instanceof DeviceError) return fail(err.message, err.code);
    throw err;
  }
}
