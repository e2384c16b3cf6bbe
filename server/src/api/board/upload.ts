import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  LOGO_FILES,
  LOGO_MAX_BYTES,
  LOGO_UPLOAD_TYPES,
  areaOf,
  type Envelope,
  type LogoUploadType,
} from '@olt/protocol';
import type { Gate } from '../../http/dispatch.ts';
import { guardRequest } from '../../http/guard.ts';
import { DeviceError, refuse } from '../../device/kernel/errors.ts';
import { fail, ok } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';
import { checkLogo, LOGO_TOO_LARGE } from '../../device/chassis/logoImage.ts';
import { requireVendor } from './vendorAccess.ts';
import { isFirmwareKind, uploadFirmware } from '../maintenance/upgrade.ts';

const isLogoType = (type: unknown): type is LogoUploadType =>
  typeof type === 'string' && (LOGO_UPLOAD_TYPES as readonly string[]).includes(type);

/** The stored name of a logo: its URL without the leading slash. */
const logoFileName = (type: LogoUploadType): string => LOGO_FILES[type].slice(1);

/**
 * Logo uploads (UPG-04a/b) and the logo files; the device's own images posted to the same path go to
 * api/maintenance/upgrade.ts. These live outside the JSON dispatcher because the body is
 * multipart and the files are images, but they answer bad input the same way: HTTP 200 and an error envelope.
 */
export function registerUploadRoutes(app: FastifyInstance, svc: Services, gate: Gate): void {
  app.post('/upgrade', async (req): Promise<Envelope<never>> => {
    const { type } = (req.query ?? {}) as Record<string, unknown>;
    const area = areaOf('/upgrade', typeof type === 'string' && isLogoType(type) ? { type } : {});
    const guard = guardRequest(gate, req, { area, changes: true });
    if (!guard.ok) return guard.envelope;
    const answer = isFirmwareKind(type)
      ? await uploadFirmware(svc, req, guard.session.token, type)
      : await uploadLogo(svc, req, guard.session.user, type);
    gate.onChange?.({ req, session: guard.session, ep: null, area, params: req.query, answer, isDenied: false });
    return answer;
  });

  for (const type of LOGO_UPLOAD_TYPES) {
    app.get(LOGO_FILES[type], (_req, reply) => sendLogo(svc, type, reply));
  }
}

async function uploadLogo(svc: Services, req: FastifyRequest, user: string, type: unknown): Promise<Envelope<never>> {
  if (!isLogoType(type)) return fail(`error: unknown upgrade type "${String(type)}"`);
  try {
    requireVendor(user, 'the logos');
    const body = await readFilePart(req, LOGO_MAX_BYTES, LOGO_TOO_LARGE);
    const verdict = checkLogo(type, body);
    if (!verdict.ok) return fail(verdict.message);
    svc.files.put(logoFileName(type), verdict.image.mime, body);
    return ok();
  } catch (err) {
    if (err instanceof DeviceError) return { code: err.code, message: err.message };
    throw err;
  }
}

/**
 * The bytes of the multipart part named `file`; other parts are read and dropped. The multipart limit stops a file
 * one byte past `maxBytes`, so a huge upload is never held in memory.
 */
export async function readFilePart(req: FastifyRequest, maxBytes: number, tooLarge: string): Promise<Buffer> {
  if (!req.isMultipart()) refuse('the upload must be multipart/form-data');
  let body: Buffer | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes + 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname === 'file' && body === undefined) body = await part.toBuffer();
      else part.file.resume();
    }
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') refuse(tooLarge);
    refuse(code === 'FST_FILES_LIMIT' ? 'send one file only' : 'malformed upload');
  }
  if (body === undefined || body.length === 0) refuse('no file');
  return body;
}

/** No caching: a new logo must show on the next page load. Without a stored logo the console shows its title. */
function sendLogo(svc: Services, type: LogoUploadType, reply: FastifyReply): FastifyReply {
  const file = svc.files.get(logoFileName(type));
  reply.header('Cache-Control', 'no-cache');
  if (!file)
    return reply.code(404).send({ code: 2, message: `error: no ${type === 'logo' ? 'logo' : 'login logo'} is stored` });
  return reply.type(file.mime).send(file.body);
}
