import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { isIPv4 } from '../core/validators.ts';
import { freeText, wireInt } from '../core/wireValues.ts';

/** Management services (api.md §2.26, screens.md §9.8 `service`). */

const HTTP_PORT = { min: 80, max: 50_000 } as const;
export const HTTPS_PORT = { min: 443, max: 50_000 } as const;
/** telnet: 23, or 1000–50000 */
const TELNET_PORT = { standard: 23, min: 1_000, max: 50_000 } as const;
/** Where syslog goes unless told otherwise (RFC 5426). */
export const SYSLOG_PORT_DEFAULT = 514;
export const SNMP_COMMUNITY_CHARS = { min: 1, max: 16 } as const;
export const SNMP_TRAP_PORT_DEFAULT = 162;
export const SSH_KEYS_MAX = 16;
const SSH_KEY_NAME_CHARS = { min: 4, max: 32 } as const;
const SSH_PUBLIC_KEY_MAX_CHARS = 8_192;
/** Key types the device accepts (api.md SVC-10). */
export const SSH_KEY_TYPES = [
  'ssh-rsa',
  'ssh-dss',
  'ssh-ed25519',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
] as const;
const FRPC_LIMITS = {
  serverAddrChars: 128,
  tokenChars: 128,
  // the device names its own client "web": the hint's 1–32, not the form's 4–32 (api.md)
  appnameChars: { min: 1, max: 32 },
  domainChars: 64,
} as const;

const Port = wireInt(1, 65535);

export const ServicePorts = z.object({ http: z.number().int(), https: z.number().int(), telnet: z.number().int() });
export const getServicePorts = endpoint({
  id: 'SVC-01',
  description: 'The ports of the web, secure web and telnet services (stored; take effect on real hardware)',
  method: 'GET',
  path: '/system_service',
  select: { form: 'port' },
  data: ServicePorts,
});
export const setServicePorts = endpoint({
  id: 'SVC-02',
  description: 'Sets the service ports: http 80–50000, https 443–50000, telnet 23 or 1000–50000, all different',
  method: 'POST',
  path: '/system_service',
  select: { form: 'port' },
  param: z
    .object({
      http: wireInt(HTTP_PORT.min, HTTP_PORT.max),
      https: wireInt(HTTPS_PORT.min, HTTPS_PORT.max),
      telnet: wireInt(TELNET_PORT.standard, TELNET_PORT.max).refine(
        (p) => p === TELNET_PORT.standard || p >= TELNET_PORT.min,
        'telnet: 23 or 1000–50000',
      ),
    })
    .refine((p) => new Set([p.http, p.https, p.telnet]).size === 3, 'the three ports must differ'),
});

/** The syslog server; `ipaddr` "" = none. `port` is our addition (514 unless set). */
export const SyslogServer = z.object({ ipaddr: z.string(), port: z.number().int() });
export const getSyslog = endpoint({
  id: 'SVC-03',
  description: 'The syslog server the device sends its log and alarm lines to (RFC 5424 over UDP)',
  method: 'GET',
  path: '/system_service',
  select: { form: 'syslog' },
  data: SyslogServer,
});
export const setSyslog = endpoint({
  id: 'SVC-04',
  description: 'Sets the syslog server (IPv4; "" stops sending); `port` is our addition',
  method: 'POST',
  path: '/system_service',
  select: { form: 'syslog' },
  param: z.object({
    ipaddr: z.union([z.literal(''), z.string().refine(isIPv4, 'an IPv4 address, not 0.0.0.0 or 255.255.255.255')]),
    port: Port.default(SYSLOG_PORT_DEFAULT),
  }),
});

export const getSpec1 = endpoint({
  id: 'SVC-05',
  description: 'Whether “5620” management support is on (stored; takes effect after a reboot of real hardware)',
  method: 'GET',
  path: '/system_service',
  select: { form: 'spec1' },
  data: z.object({ spec1: z.number().int() }),
});
export const setSpec1 = endpoint({
  id: 'SVC-06',
  description: 'Turns “5620” support on (1) or off (0); the console then offers a reboot',
  method: 'POST',
  path: '/system_service',
  select: { form: 'spec1' },
  param: z.object({ spec1: wireInt(0, 1) }),
});

/** The FRP client (api.md Frpc). The token is never answered: `token_set` says whether one is stored. */
export const Frpc = z.object({
  server_addr: z.string(),
  server_port: z.number().int(),
  token: z.literal(''),
  token_set: z.number().int(),
  appname: z.string(),
  type: z.number().int(),
  local_ip: z.string(),
  local_port: z.number().int(),
  remote_port: z.number().int(),
  custom_domains: z.string(),
  subdomain: z.string(),
});
export type Frpc = z.infer<typeof Frpc>;
export const getFrpc = endpoint({
  id: 'SVC-07',
  description: 'The FRP client settings (stored; take effect on real hardware); the token is not answered',
  method: 'GET',
  path: '/system_service',
  select: { form: 'frpc' },
  data: Frpc,
});
export const setFrpc = endpoint({
  id: 'SVC-08',
  description:
    'Sets the FRP client (`server_addr` "" for none, as read before one is set); `token` left out keeps the stored one',
  method: 'POST',
  path: '/system_service',
  select: { form: 'frpc' },
  param: z.object({
    server_addr: z
      .string()
      .max(FRPC_LIMITS.serverAddrChars)
      .regex(/^[\w.:-]*$/, 'an address or a domain'),
    server_port: Port,
    token: freeText().max(FRPC_LIMITS.tokenChars).optional(),
    appname: z
      .string()
      .min(FRPC_LIMITS.appnameChars.min)
      .max(FRPC_LIMITS.appnameChars.max)
      .regex(/^\w+$/, 'letters, digits and _'),
    type: wireInt(0, 0).default(0),
    remote_port: wireInt(0, 65535).default(0),
    custom_domains: freeText().max(FRPC_LIMITS.domainChars).default(''),
    subdomain: freeText().max(FRPC_LIMITS.domainChars).default(''),
  }),
});

export const SshKey = z.object({ keyname: z.string(), publickey: z.string() });
export const getSshKeys = endpoint({
  id: 'SVC-09',
  description: 'The SSH public keys allowed to sign in (stored; used by real hardware’s SSH service)',
  method: 'GET',
  path: '/system_service',
  select: { form: 'sshd' },
  data: z.array(SshKey),
});
/** `type base64 [comment]` with a known type and a base64 body. */
function isSshPublicKey(text: string): boolean {
  const [type = '', body = '', ...rest] = text.trim().split(/\s+/);
  return (
    (SSH_KEY_TYPES as readonly string[]).includes(type) &&
    /^[A-Za-z0-9+/]{16,}={0,2}$/.test(body) &&
    rest.join(' ').length <= 256
  );
}
export const addSshKey = endpoint({
  id: 'SVC-10',
  description: 'Adds an SSH public key under a name',
  method: 'POST',
  path: '/system_service',
  select: { form: 'sshd' },
  verb: 'add',
  param: z.object({
    keyname: freeText()
      .min(SSH_KEY_NAME_CHARS.min)
      .max(SSH_KEY_NAME_CHARS.max)
      .regex(/^[^\s\\/'"?]+$/, 'no white space, \\, /, \', " or ?'),
    publickey: z
      .string()
      .max(SSH_PUBLIC_KEY_MAX_CHARS)
      .transform((s) => s.trim())
      .refine(isSshPublicKey, `a public key: ${SSH_KEY_TYPES.join(', ')}, then its base64 body`),
  }),
});
export const deleteSshKey = endpoint({
  id: 'SVC-11',
  description: 'Deletes an SSH public key',
  method: 'POST',
  path: '/system_service',
  select: { form: 'sshd' },
  verb: 'delete',
  param: z.object({ keyname: freeText().min(1).max(SSH_KEY_NAME_CHARS.max) }),
});

/** A community as the device takes it: white space and non-ASCII characters removed, then 1–16 characters. */
const Community = z
  .string()
  .max(256)
  .transform((s) => s.replace(/[^\x21-\x7e]/g, ''))
  .pipe(freeText().min(SNMP_COMMUNITY_CHARS.min).max(SNMP_COMMUNITY_CHARS.max));

/** Unicast IPv4: first part 1–255, last 1–254 (api.md §3.1). */
const isUnicastIPv4 = (s: string): boolean => {
  if (!isIPv4(s)) return false;
  const parts = s.split('.').map(Number);
  return (parts[0] ?? 0) >= 1 && (parts[3] ?? 0) >= 1 && (parts[3] ?? 0) <= 254;
};

export const SnmpTrap = z.object({ serverip: z.string(), trap_port: z.number().int(), trap_community: z.string() });
export const getSnmpTrap = endpoint({
  id: 'SVC-12',
  description: 'The SNMP trap server and community (stored; traps are sent by real hardware)',
  method: 'GET',
  path: '/snmp_cfg',
  select: { form: 'trap' },
  data: SnmpTrap,
});
export const setSnmpTrap = endpoint({
  id: 'SVC-13',
  description: 'Sets the SNMP trap server (unicast IPv4, or "" for none) and community; trap_port is echoed back',
  method: 'POST',
  path: '/snmp_cfg',
  select: { form: 'trap' },
  param: z.object({
    serverip: z.string().refine((s) => s === '' || isUnicastIPv4(s), 'a unicast IPv4 address, or "" for none'),
    trap_port: Port.default(SNMP_TRAP_PORT_DEFAULT),
    trap_community: Community,
  }),
});

/** The SNMP communities; the write community is a secret and never answered (`write_community_set`). */
export const SnmpCommunity = z.object({
  read_community: z.string(),
  write_community: z.literal(''),
  write_community_set: z.number().int(),
});
export const getSnmpCommunity = endpoint({
  id: 'SVC-14',
  description: 'The SNMP read community, and whether a write community is set (it is never answered)',
  method: 'GET',
  path: '/snmp_cfg',
  select: { form: 'community' },
  data: SnmpCommunity,
});
export const SNMP_COMMUNITY_FLAG = { read: 1, write: 2 } as const;
export const setSnmpCommunity = endpoint({
  id: 'SVC-15',
  description:
    'Sets the read (flags 1) and/or write (flags 2) community, 1–16 characters each. Without `flags`, the fields sent that differ from what its read answers are changed.',
  method: 'POST',
  path: '/snmp_cfg',
  select: { form: 'community' },
  flagFields: { read_community: 1, write_community: 2 },
  param: z
    .object({
      flags: wireInt(1, 3).optional(),
      read_community: freeText().max(256).optional(),
      write_community: freeText().max(256).optional(),
    })
    .superRefine((p, ctx) => {
      for (const [bit, field] of [
        [SNMP_COMMUNITY_FLAG.read, 'read_community'],
        [SNMP_COMMUNITY_FLAG.write, 'write_community'],
      ] as const) {
        // without flags, each community sent is checked (the device changes those that differ); an empty one is the
        // secret as read back (""), which keeps the stored one
        if (p.flags === undefined ? !p[field] : (p.flags & bit) === 0) continue;
        if (!Community.safeParse(p[field] ?? '').success) {
          ctx.addIssue({ code: 'custom', path: [field], message: '1–16 characters after white space is removed' });
        }
      }
    }),
});
