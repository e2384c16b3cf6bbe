import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { areaOf } from '@olt/protocol';
import { headerToken, type Gate } from '../../http/dispatch.ts';
import { guardRequest } from '../../http/guard.ts';
import type { Services } from '../../services.ts';

/** How long a written file stays fetchable. */
export const DOWNLOAD_TTL_MS = 60_000;
/** Files kept at most per path (one per session that asked lately); the oldest go first. */
const FILES_KEPT_MAX = 100;

interface Written {
  text: string;
  expiresAtMs: number;
  /** the one-time ticket of the download link, for a plain link that cannot send the session token */
  ticket: string;
}

/**
 * A file the device writes into its web root for the session that asked (a backup, a log): served only to that
 * session, with its X-Token or once through the link's ticket, and only while fresh; anything else is 404.
 */
export class SessionDownloads {
  private readonly files = new Map<string, Written>();

  constructor(
    private readonly svc: Services,
    /** the file's path in the web root, e.g. `/olt_config.cfg` */
    readonly path: string,
    private readonly attachmentName: string,
    private readonly type = 'text/plain; charset=utf-8',
  ) {}

  /** Keeps `text` for the session and answers the link (path and ticket). */
  write(token: string, text: string): string {
    const ticket = randomBytes(16).toString('hex');
    this.files.delete(token);
    this.files.set(token, { text, expiresAtMs: this.svc.now() + DOWNLOAD_TTL_MS, ticket });
    while (this.files.size > FILES_KEPT_MAX) this.files.delete(this.files.keys().next().value as string);
    return `${this.path.slice(1)}?ticket=${ticket}`;
  }

  register(app: FastifyInstance, gate: Gate): void {
    const area = areaOf(this.path);
    app.get(this.path, (req, reply) => {
      const { ticket } = (req.query ?? {}) as { ticket?: unknown };
      const token = headerToken(req);
      let owner: string | undefined;
      if (token !== undefined && this.files.has(token)) {
        const guard = guardRequest(gate, req, { area, changes: false });
        if (!guard.ok) return reply.send(guard.envelope);
        owner = token;
      } else if (typeof ticket === 'string' && ticket !== '') {
        owner = [...this.files].find(([, f]) => f.ticket === ticket)?.[0];
        // the ticket stands for its session: a session that ended takes its file with it
        if (owner !== undefined && this.svc.sessions.peek(owner) === null) owner = undefined;
      }
      const file = owner === undefined ? undefined : this.files.get(owner);
      if (!owner || !file || this.svc.now() > file.expiresAtMs) return reply.callNotFound();
      if (token === undefined && req.method === 'GET') file.ticket = '';
      return reply
        .type(this.type)
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${this.attachmentName}"`)
        .send(file.text);
    });
  }
}
