import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ONU_IMAGE_MAX_BYTES,
  ONU_UPLOAD_PATH,
  areaOf,
  addUpgradeType,
  bindUpgradeType,
  deleteUpgradeType,
  onuBaseList,
  onuImages,
  onuUpgradeStatus,
  onuVersions,
  readOnuImageHeader,
  startOnuUpgrade,
  upgradeTypes,
  type Envelope,
  type OnuImageInfo,
} from '@olt/protocol';
import { DeviceError } from '../../device/kernel/errors.ts';
import { fail, ok } from '../../http/envelope.ts';
import { route, type Gate, type RouteDef } from '../../http/dispatch.ts';
import { guardRequest } from '../../http/guard.ts';
import type { Services } from '../../services.ts';
import { readFilePart } from '../board/upload.ts';

/** ONU firmware: upgrade types and bindings, the upgrades and their progress, and the ONUs' versions (OUP-01…11). */
export function firmwareRoutes(svc: Services): RouteDef[] {
  const { firmware } = svc.device;
  return [
    route(upgradeTypes, () => firmware.typeList()),
    route(addUpgradeType, ({ param }) => {
      firmware.addType(param.upgrade_type);
    }),
    route(deleteUpgradeType, ({ param }) => {
      firmware.deleteType(param.upgrade_type);
    }),
    route(bindUpgradeType, ({ param }) => {
      firmware.bind(param.port_id, param.onu_list, param.upgrade_type);
    }),
    route(startOnuUpgrade, ({ param }) => {
      firmware.start(param.port_id, param.onu_id, param.upgrade_type);
    }),
    route(onuBaseList, () => firmware.baseList()),
    route(onuUpgradeStatus, ({ query }) => firmware.status(query.port_id)),
    route(onuVersions, ({ query }) => firmware.versions(query.port_id)),
    route(onuImages, () => firmware.imageList()),
  ];
}

/**
 * OUP-05/06: an ONU image, multipart with one part named `file`, `?type=` naming its upgrade type (none: the image for
 * a single ONU). The header is checked before the device keeps it (onuImage.ts in protocol); a file that is not an
 * ONU image answers code 2, "file header check failed", as the device does (api.md §1.3).
 */
export function registerOnuUploadRoute(app: FastifyInstance, svc: Services, gate: Gate): void {
  app.post(ONU_UPLOAD_PATH, async (req): Promise<Envelope<OnuImageInfo>> => {
    const area = areaOf(ONU_UPLOAD_PATH, {});
    const guard = guardRequest(gate, req, { area, changes: true });
    if (!guard.ok) return guard.envelope;
    const answer = await keepOnuImage(svc, req);
    gate.onChange?.({ req, session: guard.session, ep: null, area, params: req.query, answer, isDenied: false });
    return answer;
  });
}

async function keepOnuImage(svc: Services, req: FastifyRequest): Promise<Envelope<OnuImageInfo>> {
  const { type } = (req.query ?? {}) as Record<string, unknown>;
  if (type !== undefined && typeof type !== 'string') return fail('error: type must be one upgrade type');
  try {
    const body = await readFilePart(req, ONU_IMAGE_MAX_BYTES, 'an ONU image is at most 16 MiB');
    const verdict = readOnuImageHeader(body);
    if (!verdict.ok) return fail(verdict.message);
    return ok(svc.device.firmware.keepImage(type ?? '', verdict.header));
  } catch (err) {
    if (err instanceof DeviceError) return { code: err.code, message: err.message };
    throw err;
  }
}
