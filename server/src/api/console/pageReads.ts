import type { FastifyReply } from 'fastify';
import { firstReadUrls, pageReads, type PageName } from '@olt/protocol';
import { route, type RouteDef } from '../../http/dispatch.ts';
import { dataAnswer } from '../../http/serializedData.ts';
import type { RenderPage } from './pageRenders.ts';

/** A GET answered by the device's own routes, as if `client` (by default the device itself) had sent it with `token`. */
export type ReadAs = (
  url: string,
  token: string,
  client?: string,
) => Promise<{ statusCode: number; contentType: string; payload: string }>;

/** A page's first reads as the answer's `reads` (JSON text), and the envelope each route answered, by URL. */
interface Reads {
  text: string;
  answers: ReadonlyMap<string, string>;
}

/**
 * A page's first reads (`firstReadUrls`). Each read goes through its own route, session check, permission and
 * validation included, from the client that asked; what a route answered is written in as its text, unparsed. A read
 * that answered no JSON envelope is null, and the console asks it alone.
 */
async function readsTogether(readAs: ReadAs, page: PageName, token: string, client: string): Promise<Reads> {
  const urls = firstReadUrls(page);
  const results = await Promise.all(urls.map((url) => readAs(url, token, client).catch(() => null)));
  const answers = new Map<string, string>();
  const reads = urls.map((url, i) => {
    const result = results[i];
    const isEnvelope = result?.statusCode === 200 && result.contentType.startsWith('application/json');
    if (isEnvelope) answers.set(url, result.payload);
    return `{"url":${JSON.stringify(url)},"answer":${isEnvelope ? result.payload : 'null'}}`;
  });
  return { text: `[${reads.join(',')}]`, answers };
}

/** Settles once `reply`'s answer is written out, or its connection closed first. */
export const whenWritten = (reply: FastifyReply): Promise<void> =>
  new Promise((resolve) => {
    reply.raw.once('finish', resolve);
    reply.raw.once('close', resolve);
  });

/** How long reads started at a sign-in wait for the console to ask for them: it does within a few tens of ms. */
const STARTED_READS_MS = 2_000;
/** Sign-ins whose reads are kept at once, at most; past this a sign-in starts none and the console's request reads. */
const STARTED_READS_MAX = 64;

interface Started {
  page: PageName;
  reads: Promise<Reads>;
  /** the device's render of the page from those reads, where it renders pages */
  render: Promise<string | null> | null;
}

/**
 * A page's first reads started as a session signs in (the login's `reads`, protocol auth.ts), for the console's
 * request of them (SYS-X2) that follows: the device reads while the browser takes the login's answer in, instead of
 * once the request is there (in the middle of a sign-in the device waits for a core the browser holds, so reads
 * begun only on request are answered late; README › Benchmarks). Where the device renders console pages, it
 * renders that page from them too, for a request that asks for the render. Taken once, by the same session, for the
 * same page, and only within `STARTED_READS_MS`; a request that finds none reads (and renders) as it always did.
 */
export class StartedReads {
  private readonly bySession = new Map<string, Started>();

  constructor(
    private readonly readAs: ReadAs,
    private readonly renderPage: RenderPage | null = null,
  ) {}

  /**
   * Starts the reads once `answered` settles: the sign-in's answer written (api/auth.ts). Started in the login's
   * handler, their requests were dispatched ahead of its answer and held it back (a server test).
   */
  start(page: PageName, token: string, client: string, answered: Promise<unknown> = Promise.resolve()): void {
    if (this.bySession.size >= STARTED_READS_MAX) return;
    const reads = answered.then(() => readsTogether(this.readAs, page, token, client));
    const started: Started = { page, reads, render: this.renderFrom(page, token, reads) };
    this.bySession.set(token, started);
    setTimeout(() => {
      if (this.bySession.get(token) === started) this.bySession.delete(token);
    }, STARTED_READS_MS).unref();
  }

  /** The reads started for this session's sign-in, if for this page and still fresh; else read now. */
  take(page: PageName, token: string, client: string): Started {
    const started = this.bySession.get(token);
    this.bySession.delete(token);
    if (started?.page === page) return started;
    const reads = readsTogether(this.readAs, page, token, client);
    return { page, reads, render: null };
  }

  /** The render of `page` from `reads`, or null where the device renders no page. */
  renderFrom(page: PageName, token: string, reads: Promise<Reads>): Promise<string | null> | null {
    const { renderPage } = this;
    if (!renderPage) return null;
    const render = reads.then(({ answers }) => renderPage(page, token, answers));
    // a render nobody takes (the console asked none, or came too late) must not be an unhandled rejection
    render.catch(() => undefined);
    return render;
  }
}

/** SYS-X2: a page's first reads in one request (protocol startReads.ts `pageReadsRoute`), its render on request. */
export function pageReadsRoutes(started: StartedReads): RouteDef[] {
  return [
    route(pageReads, async ({ query, token, req }) => {
      const taken = started.take(query.page, token, req.ip);
      const reads = await taken.reads;
      const render =
        query.render === 1 ? await (taken.render ?? started.renderFrom(query.page, token, taken.reads)) : null;
      return dataAnswer(`{"reads":${reads.text}${render === null ? '' : `,"render":${JSON.stringify(render)}`}}`);
    }),
  ];
}
