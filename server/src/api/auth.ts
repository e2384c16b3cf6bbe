import type { FastifyInstance } from 'fastify';
import { CODE, PAGE_COOKIE, TOKEN_HEADER, login, logout, systemCaptcha } from '@olt/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { route, type RouteDef } from '../http/dispatch.ts';
import { DeviceError, refuse } from '../device/kernel/errors.ts';
import { writeDeviceHeader } from '../http/deviceHeader.ts';
import { attemptLogin } from '../auth/login.ts';
import { auditSignIn } from '../http/auditTrail.ts';
import type { Services } from '../services.ts';
import { whenWritten, type StartedReads } from './console/pageReads.ts';

/**
 * The page cookie (protocol deviceRender.ts): the session's token for the device's own render of console pages,
 * which no script can read (HttpOnly) and no other site can make the browser send (SameSite=Strict). API routes go
 * on reading the `X-Token` header only.
 */
function setPageCookie(req: FastifyRequest, reply: FastifyReply, token: string | null): void {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  const value = token ? `${token}` : '; Max-Age=0';
  void reply.header('Set-Cookie', `${PAGE_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict${secure}`);
}

export function authRoutes(svc: Services, startedReads: StartedReads): RouteDef[] {
  return [
    route(login, async ({ query, param, req, reply }) => {
      // the token travels only in this header (api.md §1.6); a cross-origin console could not read it unless exposed
      writeDeviceHeader(reply, 'Access-Control-Expose-Headers', TOKEN_HEADER);
      const outcome = await attemptLogin(
        {
          ...svc,
          aaa: () => svc.device.aaa.config,
          nasIdentifier: () => svc.device.chassis.hostname(),
        },
        param,
        req.ip,
      );
      const answer = outcome.ok ? { code: CODE.ok, message: 'success' } : outcome;
      const { event } = outcome;
      const base = { req, user: param.name, level: event.level, answer };
      auditSignIn(svc.audit, svc.now, { ...base, kind: 'login', result: event.result });
      if (event.lockedOut) {
        const message = `error: ${param.name} locked out${event.lockedOut === 'name' ? ' from every address' : ''}`;
        auditSignIn(svc.audit, svc.now, { ...base, kind: 'lockout', result: 'denied', answer: { code: 2, message } });
      }
      if (!outcome.ok) throw new DeviceError(outcome.code, outcome.message);
      writeDeviceHeader(reply, TOKEN_HEADER, outcome.token);
      setPageCookie(req, reply, outcome.token);
      // the console's sign-in names the page it shows next: its reads start now (api/console/pageReads.ts)
      if (query.reads) startedReads.start(query.reads, outcome.token, req.ip, whenWritten(reply));
      return undefined;
    }),
    route(logout, ({ token, req, reply }) => {
      svc.sessions.end(token);
      setPageCookie(req, reply, null);
      return undefined;
    }),
    route(systemCaptcha, ({ req }) => {
      const issued = svc.captcha.create(req.ip);
      if (!issued.ok) refuse(`too many captcha requests, try again in ${Math.ceil(issued.retryAfterMs / 1000)} s`);
      return { filename: issued.filename };
    }),
  ];
}

/** Captcha images, outside the envelope: `GET /captcha/<id>.png`, for the client the captcha was issued to. */
export function registerAuthExtras(app: FastifyInstance, svc: Services): void {
  app.get<{ Params: { file: string } }>(
    '/captcha/:file',
    { schema: { params: { type: 'object', properties: { file: { type: 'string', maxLength: 64 } } } } },
    (req, reply) => {
      const image = svc.captcha.image(req.params.file, req.ip);
      if (!image) return reply.code(404).send({ code: CODE.error, message: 'error: no such captcha' });
      return reply.type('image/png').header('Cache-Control', 'no-store').send(image);
    },
  );
}
