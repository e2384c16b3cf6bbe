import { pagePathOf, type PageFacts, type PageName } from '@olt/protocol';
import type { Services } from '../../services.ts';
import type { PageRenderer, RenderedPage } from './consolePage.ts';

/** A render of a console page for a session, as the console's server render takes it. */
type RenderRequest = Parameters<PageRenderer['renderConsolePage']>[0];

/**
 * The device's renders of console pages (web/src/app/pagePrerender.tsx), one at a time: the console's render keeps
 * its stores in module state. Shared by the pages the device serves (api/console/consolePage.ts) and the render a sign-in
 * asks for with its first reads (api/console/pageReads.ts).
 */
export class PageRenders {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly renderer: PageRenderer,
    private readonly log: Services['log'],
  ) {}

  /** The render, or null where the console does not render the page or the render failed (logged). */
  render(request: RenderRequest): Promise<RenderedPage | null> {
    const rendered = this.queue.then(() => this.renderer.renderConsolePage(request));
    this.queue = rendered.catch(() => undefined);
    return rendered.catch((err: unknown) => {
      this.log.warn({ err, path: request.path }, 'console page render failed');
      return null;
    });
  }
}

/**
 * Renders `page` for the session of `token` from `answers` (a page's first reads the device already made, by URL),
 * reading anything else through `read`: the HTML of the page, or null (a page the console does not render, a session
 * that ended, a render that failed or found nothing to show).
 */
export type RenderPage = (
  page: PageName,
  token: string,
  answers: ReadonlyMap<string, string>,
) => Promise<string | null>;

export function pageRenderFor(
  renders: PageRenders,
  svc: Pick<Services, 'sessions'>,
  facts: () => PageFacts,
  read: (url: string, token: string) => Promise<string>,
): RenderPage {
  return async (page, token, answers) => {
    const check = svc.sessions.check(token);
    if (!check.ok) return null;
    const rendered = await renders.render({
      path: pagePathOf(page),
      facts: facts(),
      token,
      user: check.session.user,
      read: (url) => {
        const answer = answers.get(url);
        return answer === undefined ? read(url, token) : Promise.resolve(answer);
      },
    });
    return rendered?.html ?? null;
  };
}
