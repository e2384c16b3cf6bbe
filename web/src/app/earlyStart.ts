import type { QueryClient } from '@tanstack/react-query';
import { prefetchShellReads } from '../lib/deviceQueries.ts';
import { consoleQueryClient } from '../lib/queryClient.ts';
import { sessionInfoQuery } from '../lib/sessionQuery.ts';
import { useSession } from '../lib/session.ts';
import { pageRouteAt } from './menu.ts';
import { showDeviceRender, startBeneathDeviceRender } from '../lib/deviceRender.ts';
import { askPageReads } from '../lib/pageReads.ts';
import { HOME_PAGE, HOME_PATH } from '@olt/protocol/light';

/**
 * Starts what a console page needs before the console can render it: the page's code, the shell's reads
 * and the page's own first reads, into the console's query client. The entry calls it for a console address opened
 * directly, and the login page right after sign-in; the console then finds the reads answered or on their way,
 * instead of asking only once everything has loaded and rendered. Everything here is schema-free and small, so it
 * is in before the console's own code.
 */
export function startConsolePage(pathname: string): void {
  // a page the device rendered (main.ts waited for its paint): the console starts from its answers, beneath it
  if (document.getElementById('root')?.dataset.ssr === 'page') startBeneathDeviceRender();
  const page = preloadPageCode(pathname);
  void startPageReads(consoleQueryClient(), page, useSession.getState().token);
}

/**
 * Right after sign-in: the home page's first reads, asked in one request (lib/pageReads.ts: one request is answered
 * in a fraction of the time of nine in the middle of the sign-in) with the device's render of the page, then its code
 * and reads as for any page. The render is shown once it, the page's code and `styled` (the console's code, which
 * brings the shell's style sheet) are in; the promise tells, once it is painted, whether it was shown, and the
 * console's first render waits for it (boot.tsx): the home is on screen before the console's own render starts.
 */
export function startHomeAfterSignIn(styled: Promise<unknown>): Promise<boolean> {
  const signInPath = location.pathname;
  const { token } = useSession.getState();
  const page = pageRouteAt(HOME_PATH);
  const isRendered = page?.deviceRendered === true;
  const render = token ? askPageReads(HOME_PAGE, token, { render: isRendered }) : null;
  startConsolePage(HOME_PATH);
  if (!render || !page || !isRendered) return Promise.resolve(false);
  return render
    .then((html) =>
      html === null
        ? false
        : Promise.all([styled, page.page()]).then(() => showDeviceRender(html, page.name, HOME_PATH, signInPath)),
    )
    .catch(() => false);
}

/** The reads a page starts with, into `client`: the session's, the shell's and the page's own, all at once. */
export function startPageReads(
  client: QueryClient,
  page: ReturnType<typeof pageRouteAt>,
  token: string | null,
): Promise<unknown> {
  return Promise.all([
    token ? client.prefetchQuery(sessionInfoQuery(token)) : undefined,
    prefetchShellReads(client),
    page?.start?.(client),
  ]);
}

/** Loads the code of the page at `pathname` (the home page's while the operator types on the login page). */
export function preloadPageCode(pathname: string): ReturnType<typeof pageRouteAt> {
  const page = pageRouteAt(pathname);
  void page?.page();
  return page;
}
