import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { useLanguage } from '../lib/language.ts';
import { hasDictionary, initI18n, loadDictionary } from '../lib/i18n.ts';
import { whenIdle } from '../lib/whenIdle.ts';
import { pageFacts } from '../lib/pageFacts.ts';
import { useTheme } from '../lib/theme.ts';
import { useSession } from '../lib/session.ts';
import { Providers } from './providers.tsx';
import { takeOverDeviceRender } from './takeOver.tsx';
import { RouteLoading } from './RouteLoading.tsx';
import { createAppRouter, readyAppRouter, warmAppRouter, type AppRouter } from './router.tsx';
import { pageRouteAt } from './menu.ts';
import { typeScaleOf, warmType } from '../lib/warmType.ts';
import { HOME_PATH } from '@olt/protocol/light';

export { readyAppRouter } from './router.tsx';

/**
 * While the operator types: the console's router made once (app/router.tsx `warmAppRouter`), and, once the home
 * page's code and style sheet are in, the type of the console's style sheets laid out once (lib/warmType.ts), so that
 * the first render and the first layout after sign-in run warm. The console's sheets are files; the login
 * page's own is written into the page, and its type is laid out already.
 */
export function warmConsole(): void {
  whenIdle(warmAppRouter);
  void pageRouteAt(HOME_PATH)
    ?.page()
    .then(() => {
      if (useSession.getState().token) return;
      const stop = warmType(typeScaleOf(Array.from(document.styleSheets).filter((sheet) => sheet.href !== null)));
      // signed in before it is through: the rest is not laid out beside the device's render of the home
      const unsubscribe = useSession.subscribe(({ token }) => {
        if (!token) return;
        stop();
        unsubscribe();
      });
    });
}

/**
 * The dictionaries of the language the console starts in (lib/i18n.ts: one language at a time); the entry renders
 * the console once they are in. A page opened directly has them named by the device with its files.
 */
const loadStartLanguage = (): Promise<unknown> => loadDictionary(useLanguage.getState().lang).catch(() => undefined);

/**
 * While the operator types: the login page's language, and whichever the operator ticks there, made ready in the
 * translator too. Its set-up (the dictionaries added, the first text looked up) would otherwise take a share of the
 * sign-in click, before the console's first frame (README › Benchmarks).
 */
export function followLoginLanguage(): void {
  const ready = () =>
    void loadStartLanguage().then(() =>
      whenIdle(() => {
        const { lang } = useLanguage.getState();
        if (hasDictionary(lang)) initI18n(lang).t('shell:loading');
      }),
    );
  ready();
  useLanguage.subscribe((state, before) => state.lang !== before.lang && ready());
}

/**
 * Renders the console into `root` once its language is in (boot.tsx). After sign-in, first the device's render of the
 * home is shown and painted (`homeShown`, app/earlyStart.ts): the console's set-up and render take the main thread
 * only then, as the device needs a core for the render meanwhile. Its router then has the home page's
 * route (`readyAppRouter`), so its first render draws the home, and takes that render over as its own DOM
 * (app/takeOver.tsx). Where it cannot, its render is made in a transition, in slices rather than one long task, and
 * takes the render's place once complete.
 */
export async function showConsole(root: Root, homeShown?: Promise<boolean>): Promise<void> {
  const isRenderShown = await homeShown;
  // signed in on the login page: its address becomes the home's only now, as the console's router is made. A change
  // of address costs the browser time on its cores (a trace: the browser process records a navigation), which
  // the device needed meanwhile for its render of the home.
  if (homeShown) history.replaceState(null, '', HOME_PATH);
  const [router] = await Promise.all([homeShown && readyAppRouter(), loadStartLanguage()]);
  if (isRenderShown && takeOverDeviceRender(root, (onShown) => <App router={router} onShown={onShown} />)) return;
  if (isRenderShown) startTransition(() => root.render(<App router={router} />));
  else root.render(<App router={router} />);
}

/** How long the console waits for the device's language before showing in the current one anyway. */
const LANGUAGE_WAIT_MS = 1_500;

/**
 * The console after sign-in. It reads the device's language and theme first; the sign-in page may already have,
 * and a reload of a console page has not.
 */
export function App({ router: ready, onShown }: { router?: AppRouter; onShown?: () => void }) {
  const [router] = useState(() => ready ?? createAppRouter());
  // as the first render is committed, before it is painted
  useLayoutEffect(() => onShown?.(), [onShown]);
  const isLanguageKnown = useLanguage((s) => s.isLoaded);
  const [hasWaited, setWaited] = useState(false);

  useEffect(() => {
    if (!useLanguage.getState().isLoaded) void useLanguage.getState().load();
    // the page the device served named its theme already
    if (!pageFacts) void useTheme.getState().load();
    const timer = setTimeout(() => setWaited(true), LANGUAGE_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Providers>
      {/* showing the console in English and then switching to Chinese would flash every text */}
      {isLanguageKnown || hasWaited ? <RouterProvider router={router} /> : <RouteLoading />}
    </Providers>
  );
}
