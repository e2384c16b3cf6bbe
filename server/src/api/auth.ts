import type { FastifyInstance } from 'fastify';
import { CODE, TOKEN_HEADER, login, logout, systemCaptcha } from '@olt/protocol';
import { route, type RouteDef } from '../http/dispatch.ts';
import { DeviceError } from '../device/kernel/errors.ts';
import { writeDeviceHeader } from '../http/deviceHeader.ts';
import { attemptLogin } from '../auth/login.ts';
import type { Services } from '../services.ts';

export function authRoutes(svc: Services): RouteDef[] {
  return [
    route(login, async ({ param, req, reply }) => {
      // the token travels only in this header (api.md §1.6); a cross-origin console could not read it unless exposed
      writeDeviceHeader(reply, 'Access-Control-Expose-Headers', TOKEN_HEADER);
      const outcome = await attemptLogin(svc, param, req.ip);
      if (!outcome.ok) throw new DeviceError(outcome.code, outcome.message);
      writeDeviceHeader(reply, TOKEN_HEADER, outcome.token);
      return undefined;
    }),
    route(logout, ({ token }) => {
      svc.sessions.end(token);
      return undefined;
    }),
    route(systemCaptcha, () => svc.captcha.create()),
  ];
}

/** Captcha images, outside the envelope: `GET /captcha/<id>.png`. */
export function registerAuthExtras(app: FastifyInstance, svc: Services): void {
  app.get<{ Params: { file: string } }>(
    '/captcha/:file',
    { schema: { params: { type: 'object', properties: { file: { type: 'string', maxLength: 64 } } } } },
    (req, reply) => {
      const image = svc.captcha.image(req.params.file);
      if (!image) return reply.code(404).send({ code: CODE.error, message: 'error: no such captcha' });
      return reply.type('image/png').header('Cache-Control', 'no-store').send(image);
    },
  );
}
