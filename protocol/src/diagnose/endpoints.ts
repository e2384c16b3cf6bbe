import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { freeText, wireInt } from '../core/wireValues.ts';
import { PING_COUNT, PING_SIZE, PingResult } from './records.ts';

/** Diagnostics (DIAG-01/02, api.md §2.28): a ping from the device, out of one of its interfaces. */

export const pingStart = endpoint({
  id: 'DIAG-01',
  description: 'Starts a ping from the device to ipaddr out of a management interface (outbound or vlanif-<n>)',
  method: 'POST',
  path: '/diagnose',
  select: { form: 'ping' },
  verb: 'start',
  param: z.object({
    ipaddr: z
      .string()
      .min(2, 'ipaddr: at least 2 characters')
      .max(64)
      .regex(/^[0-9A-Za-z.:%-]+$/, 'ipaddr: an IPv4 or IPv6 address'),
    interface: freeText().min(1).max(32),
    count: wireInt(PING_COUNT.min, PING_COUNT.max).default(PING_COUNT.default),
    pktsize: wireInt(PING_SIZE.min, PING_SIZE.max).default(PING_SIZE.default),
  }),
});

export const pingRead = endpoint({
  id: 'DIAG-02',
  description: 'The running or last ping’s output so far; finish 1 once it has ended',
  method: 'GET',
  path: '/diagnose',
  select: { form: 'ping' },
  data: PingResult,
});
