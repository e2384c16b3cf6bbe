import { firstReadUrls, pageReads, type PageName } from '@olt/protocol';
import { route, type RouteDef } from '../http/dispatch.ts';
import { dataAnswer } from '../http/serializedData.ts';

/** A GET answered by the device's own routes, as if `client` (by default the device itself) had sent it with `token`. */
export type ReadAs = (
  url: string,
  token: string,
  client?: string,
) => Promise<{ statusCode: number; contentType: string; payload: string }>;

/**
 * A page's first reads (`firstReadUrls`) as the JSON text of the answer's `reads`. Each read goes through its own
 * route, session check, permission and validation included, from the client that asked; what a route answered is
 * written in as its text, unparsed. A read that answered no JSON envelope is null, and the console asks it alone.
 */
async function readsTogether(readAs: ReadAs, page: PageName, token: string, client: string): Promise<string> {
  const urls = firstReadUrls(page);
  const answers = await Promise.all(urls.map((url) => readAs(url, token, client).catch(() => null)));
  const reads = urls.map((url, i) => {
    const answer = answers[i];
    const isEnvelope = answer?.statusCode === 200 && answer.contentType.startsWith('application/json');
    return `{"url":${JSON.stringify(url)},"answer":${isEnvelope ? answer.payload : 'null'}}`;
  });
  return `[${reads.join(',')}]`;
}

/** How long reads started at a sign-in wait for the console to ask for them: it does within a few tens of ms. */
const STARTED_READS_MS = 2_000;
/** Sign-ins whose reads are kept at once, at most; past this a sign-in starts none and the console's request reads. */
const STARTED_READS_MAX = 64;

/**
 * A page's first reads started as a session signs in (the login's `reads`, protocol auth.ts), for the console's
 * request of them (SYS-X2) that follows: the device reads while the browser takes the login's answer in, instead of
 * once the request is there (issue 10: nine reads asked together were answered 25–40 ms after they were asked in the
 * middle of a sign-in, the device waiting for a core the browser held). Taken once, by the same session, for the same
 * page, and only within `STARTED_READS_MS`; a request that finds none reads as it always did.
 */
export class StartedReads {
  private readonly bySession = new Map<string, { page: PageName; reads: Promise<string> }>();

  constructor(private readonly readAs: ReadAs) {}

  start(page: PageName, token: string, client: string): void {
    if (this.bySession.size >= STARTED_READS_MAX) return;
    const started = { page, reads: readsTogether(this.readAs, page, token, client) };
    this.bySession.set(token, started);
    setTimeout(() => {
      if (this.bySession.get(token) === started) this.bySession.delete(token);
    }, STARTED_READS_MS).unref();
  }

  /** The reads started for this session's sign-in, if for this page and still fresh; else read now. */
  take(page: PageName, token: string, client: string): Promise<string> {
    const started = this.bySession.get(token);
    this.bySession.delete(token);
    return started?.page === page ? started.reads : readsTogether(this.readAs, page, token, client);
  }
}

/** SYS-X2: a page's first reads in one request (protocol startReads.ts `pageReadsRoute`). */
export function pageReadsRoutes(started: StartedReads): RouteDef[] {
  return [
    route(pageReads, async ({ query, token, req }) => {
      const reads = await started.take(query.page, token, req.ip);
      return dataAnswer(`{"reads":${reads}}`);
    }),
  ];
}
