import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { isIPv4 } from '../core/validators.ts';
import { wireInt } from '../core/wireValues.ts';

/**
 * AAA for management sign-ins (screens.md §18 `aaa_mgmt`; spec names `GET /system_security?form=aaa`). The fields are
 * our design: the original console has no screen for it.
 */

export const AAA_MODE = { local: 0, radius: 1 } as const;
/** When a RADIUS sign-in may fall back to the local accounts. */
export const RADIUS_FALLBACK = {
  /** never: RADIUS alone decides */
  never: 0,
  /** when no RADIUS server answers (timeout after the retries) */
  unreachable: 1,
  /** also when the RADIUS server rejects the user */
  rejected: 2,
} as const;
export const RADIUS_PORT_DEFAULT = 1812;
export const RADIUS_TIMEOUT_SECONDS = { min: 1, max: 30, default: 3 } as const;
export const RADIUS_RETRIES = { min: 0, max: 5, default: 2 } as const;
const RADIUS_SECRET_CHARS = { min: 1, max: 64 } as const;
const RADIUS_SERVER_MAX_CHARS = 128;
/** Levels a RADIUS reply may grant; the manufacturer and diagnosis levels stay local. */
export const RADIUS_LEVEL = { min: 2, max: 5 } as const;
/** Levels a RADIUS user may get when the reply names none: admin at most. */
export const RADIUS_DEFAULT_LEVEL = { min: 3, max: 5, default: 5 } as const;
/**
 * The reply attribute that carries the level: `Filter-Id` with the text `N` or `olt-level=N`. Without it the
 * user gets `radius_default_level`.
 */
export const RADIUS_LEVEL_ATTRIBUTE = 'Filter-Id';

/** An IPv4 address or a DNS host name. */
const HOST_PATTERN =
  /^(?=.{1,128}$)[A-Za-z0-9]([A-Za-z0-9-]{0,62}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*$/;
const isRadiusServer = (text: string): boolean => (/^[\d.]+$/.test(text) ? isIPv4(text) : HOST_PATTERN.test(text));

/** The AAA settings as read: the shared secret is never answered, only whether one is stored. */
export const AaaSettings = z.object({
  auth_mode: z.number().int(),
  radius_fallback: z.number().int(),
  radius_server: z.string(),
  radius_port: z.number().int(),
  /** 1 = a shared secret is stored */
  radius_secret_set: z.number().int(),
  radius_timeout: z.number().int(),
  radius_retries: z.number().int(),
  radius_default_level: z.number().int(),
});
export type AaaSettings = z.infer<typeof AaaSettings>;

export const getAaa = endpoint({
  id: 'AAA-01',
  description: 'AAA settings: local or RADIUS authentication of management sign-ins; the secret is never answered',
  method: 'GET',
  path: '/system_security',
  select: { form: 'aaa' },
  data: AaaSettings,
});

export const setAaa = endpoint({
  id: 'AAA-02',
  description: 'Sets AAA: RADIUS server, port, shared secret (omitted or "" keeps the stored one), timeout, retries',
  method: 'POST',
  path: '/system_security',
  select: { form: 'aaa' },
  param: z.object({
    auth_mode: wireInt(AAA_MODE.local, AAA_MODE.radius),
    radius_fallback: wireInt(RADIUS_FALLBACK.never, RADIUS_FALLBACK.rejected).default(RADIUS_FALLBACK.unreachable),
    radius_server: z
      .string()
      .max(RADIUS_SERVER_MAX_CHARS)
      .refine((s) => s === '' || isRadiusServer(s), 'an IPv4 address or a host name')
      .default(''),
    radius_port: wireInt(1, 65535).default(RADIUS_PORT_DEFAULT),
    radius_secret: z
      .string()
      .max(RADIUS_SECRET_CHARS.max)
      .regex(/^[\x21-\x7e]*$/, 'printable ASCII without spaces')
      .optional(),
    radius_timeout: wireInt(RADIUS_TIMEOUT_SECONDS.min, RADIUS_TIMEOUT_SECONDS.max).default(
      RADIUS_TIMEOUT_SECONDS.default,
    ),
    radius_retries: wireInt(RADIUS_RETRIES.min, RADIUS_RETRIES.max).default(RADIUS_RETRIES.default),
    radius_default_level: wireInt(RADIUS_DEFAULT_LEVEL.min, RADIUS_DEFAULT_LEVEL.max).default(
      RADIUS_DEFAULT_LEVEL.default,
    ),
  }),
});
