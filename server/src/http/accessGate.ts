import type { FastifyInstance } from 'fastify';
import { CODE } from '@olt/protocol';

interface AccessGateOptions {
  /** `--ignore-access-list`: the list is kept and shown but refuses nobody (recovery) */
  isIgnored: boolean;
  /** whether the management access list lets `address` reach the web service */
  permits: (address: string) => boolean;
}

/**
 * The management access list on the device's own web service (api.md §2.31): a request from an address the list
 * refuses is answered 403 before anything else runs, sign-in, static files and the websocket included. The answer
 * is the device's envelope, so scripts see why.
 */
export function enforceAccessList(app: FastifyInstance, options: AccessGateOptions): void {
  if (options.isIgnored) return;
  app.addHook('onRequest', async (req, reply) => {
    if (options.permits(req.ip)) return;
    await reply
      .code(403)
      .type('application/json; charset=utf-8')
      .send({ code: CODE.error, message: `error: the management access list does not permit ${req.ip}` });
  });
}
