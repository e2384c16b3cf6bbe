import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { DEVICE_RENDER_CHECK } from '@olt/protocol';

/** The one inline script the console's pages carry (protocol deviceRender.ts), allowed by its hash. */
const DEVICE_RENDER_CHECK_HASH = `'sha256-${createHash('sha256').update(DEVICE_RENDER_CHECK).digest('base64')}'`;

/**
 * The console's Content-Security-Policy: its scripts, styles, images, fonts and API (the websocket included) all come
 * from the device itself. Ant Design writes its styles at run time (style elements and attributes), hence
 * 'unsafe-inline' for styles only; the only inline script is the fixed check of a page the device rendered. Pictures may be data: and blob: URLs (icons, downloads).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${DEVICE_RENDER_CHECK_HASH}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

interface SecurityHeaderOptions {
  /** Strict-Transport-Security max-age on HTTPS answers; 0 sends none (`--hsts-max-age-seconds`) */
  hstsMaxAgeSeconds: number;
}

/**
 * Security headers on every answer: the CSP above, framing refused twice over (CSP and X-Frame-Options, for older
 * browsers), no content-type sniffing, no referrer leaving the device, and HSTS when the request came over HTTPS and
 * the option asks for it.
 */
export function addSecurityHeaders(app: FastifyInstance, { hstsMaxAgeSeconds }: SecurityHeaderOptions): void {
  app.addHook('onRequest', async (req, reply) => {
    void reply.headers({
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    if (hstsMaxAgeSeconds > 0 && req.protocol === 'https') {
      void reply.header('Strict-Transport-Security', `max-age=${hstsMaxAgeSeconds}; includeSubDomains`);
    }
  });
}
