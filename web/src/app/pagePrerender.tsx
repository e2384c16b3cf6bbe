import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Language, PageFacts } from '@olt/protocol/light';
import type { SessionInfo } from '@olt/protocol';
import { addDictionary, initI18n, type Dictionary } from '../lib/i18n.ts';
import { en } from '../i18n/en/index.ts';
import { zh } from '../i18n/zh/index.ts';
import { answerReadsWith } from '../lib/firstReads.ts';
import { useAccess } from '../lib/access.ts';
import { setRenderState } from '../lib/renderState.ts';
import { themeVariables } from '../lib/theme.ts';
import { createQueryClient } from '../lib/queryClient.ts';
import { Providers } from './providers.tsx';
import { appRoutes } from './router.tsx';
import { pageRouteAt } from './menu.ts';
import { startPageReads } from './earlyStart.ts';

/** A page to render for a session, and how the device answers the reads it makes (server api/console/consolePage.ts). */
interface ConsolePageRequest {
  path: string;
  facts: PageFacts;
  token: string;
  user: string;
  /** answers a GET of the device's API as it would over HTTP, as the envelope's JSON text */
  read: (url: string) => Promise<string>;
}

/** What the device writes into a rendered page's head, before the render is made (server api/console/consolePage.ts). */
interface RenderedPageStart {
  /** the `style` of `<html>`: the theme colour variables the plain components read (lib/theme.ts) */
  rootStyle: string;
}

interface RenderedConsolePage {
  html: string;
  page: string;
  /** every GET the render read, by URL, for the console to start from the same answers (lib/firstReads.ts) */
  answers: Record<string, string>;
}

const DICTIONARIES: Record<Language, Dictionary> = { en, zh };
/** Renders until no read is left to answer: the session, then the shell's and the page's reads, then what follows. */
const MOST_PASSES = 4;

/** The stores' values for this render (lib/renderState.ts); the device renders one page at a time. */
const setServerState = (req: ConsolePageRequest, access: SessionInfo | null = null): void =>
  setRenderState({ token: req.token, user: req.user, lang: req.facts.lang, theme: req.facts.theme, access });

/** The reads the last render started and nobody answered yet (a disabled query is not asked). */
function readsToAnswer(client: QueryClient) {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { enabled } = query.options as { enabled?: boolean | ((query: unknown) => boolean) };
      const isEnabled = typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
      return isEnabled && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
    });
}

const rootStyleOf = (facts: PageFacts): string =>
  themeVariables(facts.theme)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');

/**
 * The head of a page the device renders, known before the render: the device sends it at once, so the browser fetches
 * the style sheets while the render is made. Null for a page the device does not render.
 */
export function renderedPageStart(req: { path: string; facts: PageFacts }): RenderedPageStart | null {
  return pageRouteAt(req.path.toLowerCase())?.deviceRendered ? { rootStyle: rootStyleOf(req.facts) } : null;
}

/**
 * The console's routes for the device's renders, made once: ranking them and loading the lazy ones took a share of
 * every render (a CPU profile of the device; README › Benchmarks); a handler keeps no state between requests.
 */
let staticHandler: ReturnType<typeof createStaticHandler> | null = null;

/**
 * A console page rendered to HTML by the device server for a signed-in session (built by `vite build --ssr` into
 * dist/ssr, loaded by the server's api/console/consolePage.ts): the whole console as the browser would first show it, the
 * shell and the page, with the device's answers in. The browser paints it before any script has run; the console
 * then starts from the same answers and takes its place (main.ts). Null for a page not rendered by the device.
 */
export async function renderConsolePage(req: ConsolePageRequest): Promise<RenderedConsolePage | null> {
  const page = pageRouteAt(req.path.toLowerCase());
  if (!page?.deviceRendered) return null;
  addDictionary(req.facts.lang, DICTIONARIES[req.facts.lang]);
  initI18n(req.facts.lang);
  setServerState(req);
  // the permissions of the session rendered before, which this session's answer replaces (lib/sessionQuery.ts)
  useAccess.getState().setInfo(null);
  const answers: Record<string, string> = {};
  answerReadsWith(async (url) => {
    const text = await req.read(url);
    answers[url] = text;
    return new Response(text, { headers: { 'Content-Type': 'application/json' } });
  });
  try {
    const handler = (staticHandler ??= createStaticHandler(appRoutes));
    const context = await handler.query(new Request(`http://device${req.path}`));
    if (context instanceof Response) return null;
    const client = createQueryClient();
    // what the console asks first, all at once: most pages then render complete in one pass
    await startPageReads(client, page, req.token);
    // the session's permissions as the console has them when it takes the render over (lib/sessionQuery.ts)
    setServerState(req, useAccess.getState().info);
    for (let pass = 1; ; pass++) {
      const html = renderToString(
        <Providers queryClient={client}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </Providers>,
      );
      const waiting = readsToAnswer(client);
      // a session that must change its password first, or a read refused: the console shows what follows itself
      if (waiting.length === 0 || pass === MOST_PASSES)
        return html.includes(`data-page="${page.name}"`) ? { html, page: page.name, answers } : null;
      await Promise.all(waiting.map((query) => client.prefetchQuery(query.options as never)));
    }
  } finally {
    answerReadsWith(null);
  }
}
