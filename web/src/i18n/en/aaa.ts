import type { aaa as zh } from '../zh/aaa.ts';

export const aaa = {
  intro:
    'How management sign-ins are checked: the local accounts, or a RADIUS server with the local accounts to fall back on. RADIUS works on this simulated device too.',
  field: {
    auth_mode: 'Authentication',
    radius_server: 'RADIUS server',
    radius_port: 'Port',
    radius_secret: 'Shared secret',
    radius_timeout: 'Timeout (s)',
    radius_retries: 'Retries',
    radius_fallback: 'Fall back to local accounts',
    radius_default_level: 'Default user rights',
  },
  mode: { local: 'Local', radius: 'RADIUS (local fallback)' },
  fallback: { never: 'Never', unreachable: 'When no server answers', rejected: 'When no answer or rejected' },
  hint: {
    server: 'An IPv4 address or a host name',
    secret: 'The device never shows the stored secret. Leave empty to keep it.',
    secretKept: 'Stored (leave empty to keep)',
    secretNone: 'Not set yet',
    level: 'Used when the RADIUS reply names no level.',
  },
  loadFailed: 'Could not read the AAA settings',
  savedLocal: 'Sign-ins are now checked against the local accounts',
  savedRadius: 'Sign-ins are now checked by the RADIUS server {{server}}:{{port}}',
} satisfies typeof zh;
