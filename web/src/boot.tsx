import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { HOME_PATH, SIGN_IN_PATHS } from '@olt/protocol/light';
import { pageFacts } from './lib/pageFacts.ts';
import { useSession } from './lib/session.ts';
import { LoginScreen } from './login/LoginScreen.tsx';
import type * as EarlyStart from './app/earlyStart.ts';

/**
 * What the entry (main.ts) starts: the login page, hydrated where the device served it rendered, or the console.
 * The login page is plain React with its own small style sheet; the console (router, Ant Design, i18next) is a
 * separate chunk, prefetched while the user types.
 */
const container = document.getElementById('root') as HTMLElement;

/** The console's code; the login page fetches it while the operator types (usePrefetchOnce). */
const loadConsole = () => import('./app/App.tsx');

/**
 * The page's code and first reads, alongside the console's code rather than after it (app/earlyStart.ts), for the
 * page a console address was opened at; sign-in starts the home page's the same way (`startHomeAfterSignIn`).
 */
const startPage = (pathname: string) => import('./app/earlyStart.ts').then((m) => m.startConsolePage(pathname));

/**
 * The early start's code once the login page has it (loaded while the operator types): the sign-in then asks the
 * home page's reads in the answer's own task, where importing it again waited a task or more, behind React's render
 * of the signed-in login page.
 */
let earlyStart: typeof EarlyStart | null = null;
const loadEarlyStart = () => import('./app/earlyStart.ts').then((m) => (earlyStart = m));

/** Renders the console into `root` (app/App.tsx `showConsole`): its code is not part of the login page's. */
const showConsole = (root: Root, homeShown?: Promise<boolean>) =>
  loadConsole().then((m) => m.showConsole(root, homeShown));

// someone already signed in who opens a sign-in address goes on to the console (app/LoginRoute.tsx)
if ((SIGN_IN_PATHS as readonly string[]).includes(location.pathname) && !useSession.getState().token) {
  const screen = (
    <LoginScreen
      facts={pageFacts}
      onPrefetch={() => {
        void loadConsole().then(({ warmConsole, followLoginLanguage }) => {
          followLoginLanguage();
          warmConsole();
        });
        void loadEarlyStart().then((m) => m.preloadPageCode(HOME_PATH));
      }}
      onSignedIn={() => {
        // the home page's reads, render and code (loaded while the operator typed), alongside the console's; the
        // address becomes the home's as the console takes over (app/App.tsx `showConsole`)
        const styled = loadConsole();
        const homeShown = earlyStart
          ? earlyStart.startHomeAfterSignIn(styled)
          : loadEarlyStart().then((m) => m.startHomeAfterSignIn(styled));
        void showConsole(root, homeShown);
        return homeShown;
      }}
    />
  );
  const root: Root = container.dataset.ssr === 'login' ? hydrateRoot(container, screen) : createRoot(container);
  if (container.dataset.ssr !== 'login') root.render(screen);
} else {
  // the entry has asked the page's first reads already (main.ts), or the device wrote them in (app/earlyStart.ts)
  if (useSession.getState().token) void startPage(location.pathname);
  void showConsole(createRoot(container));
}
