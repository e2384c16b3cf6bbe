import { CODE, endpointUrl, firstReadUrls, pageReadsRoute, type Envelope, type PageName } from '@olt/protocol/light';
import type { PageRead } from '@olt/protocol';
import { answerReadsWith } from './firstReads.ts';
import { useSession } from './session.ts';

/** Past this the answers are left and the console asks afresh, as with the reads the entry asks (firstReads.ts). */
const FRESH_MS = 10_000;

type Answers = Map<string, PageRead['answer']>;

interface Together {
  answers: Answers;
  /** the device's render of the page, where it was asked for and the device renders that page */
  render: string | null;
}

/** The reads the device answered together; none where it could not (an older device, a failed request). */
async function answersOf(response: Promise<Response>): Promise<Together> {
  try {
    const res = await response;
    const envelope = res.ok ? ((await res.json()) as Envelope<{ reads: PageRead[]; render?: string }>) : null;
    const data = envelope?.code === CODE.ok ? envelope.data : undefined;
    return {
      answers: new Map(data ? data.reads.map((r) => [r.url, r.answer]) : []),
      render: typeof data?.render === 'string' ? data.render : null,
    };
  } catch {
    return { answers: new Map(), render: null };
  }
}

/**
 * Asks a page's first reads in one request with the session's `token` (protocol startReads.ts `pageReadsRoute`),
 * and gives each answer once to the console's first read of its URL (firstReads.ts), for the same session while it
 * is fresh. A read the device did not answer there is asked alone when the console asks for it. With `render`, the
 * device's render of the page is asked along (for a page it renders): the answer, or null.
 */
export function askPageReads(page: PageName, token: string, { render = false } = {}): Promise<string | null> {
  const urls = new Set(firstReadUrls(page));
  const headers = { 'X-Token': token };
  const together = answersOf(
    fetch(endpointUrl(pageReadsRoute, { page, ...(render ? { render: 1 } : {}) }), { headers }),
  );
  const at = performance.now();
  answerReadsWith((url) => {
    if (useSession.getState().token !== token || performance.now() - at > FRESH_MS) {
      answerReadsWith(null);
      return null;
    }
    if (!urls.delete(url)) return null;
    if (urls.size === 0) answerReadsWith(null);
    return together.then(({ answers }) => {
      const answer = answers.get(url);
      return answer ? Response.json(answer) : fetch(url, { headers });
    });
  });
  return together.then((answer) => answer.render);
}
