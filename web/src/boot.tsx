import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { HOME_PATH, SIGN_IN_PATHS } from '@olt/protocol/light';
import { readSessionEarly } from './lib/earlySession.ts';
import { pageFacts } from './lib/pageFacts.ts';
import { useSession } from './lib/session.ts';
import { LoginScreen } from './login/LoginScreen.tsx';

/**
 * What the entry (main.ts) starts: the login page, hydrated where the device served it rendered, or the console.
 * The login page is plain React with its own small style sheet; the console (router, Ant Design, i18next) is a
 * separate chunk, prefetched while the user types.
 */
const container = document.getElementById('root') as HTMLElement;

/**
 * The console and a page's code: the home page's while the operator types (usePrefetchOnce), or the page of the
 * address a console page was opened at.
 */
const loadConsole = (pathname: string | null) =>
  Promise.all([
    import('./app/App.tsx'),
    import('./app/router.tsx').then((m) => (pathname === null ? m.preloadHome() : m.preloadPageAt(pathname))),
  ]).then(([app]) => app);

async function showConsole(root: Root, pathname: string | null): Promise<void> {
  const { App } = await loadConsole(pathname);
  root.render(<App />);
}

// someone already signed in who opens a sign-in address goes on to the console (app/LoginRoute.tsx)
if ((SIGN_IN_PATHS as readonly string[]).includes(location.pathname) && !useSession.getState().token) {
  const screen = (
    <LoginScreen
      facts={pageFacts}
      onPrefetch={() => void loadConsole(null)}
      onSignedIn={() => {
        history.replaceState(null, '', HOME_PATH);
        void showConsole(root, null);
      }}
    />
  );
  const root: Root = container.dataset.ssr === 'login' ? hydrateRoot(container, screen) : createRoot(container);
  if (container.dataset.ssr !== 'login') root.render(screen);
} else {
  const { token } = useSession.getState();
  if (token) readSessionEarly(token);
  void showConsole(createRoot(container), location.pathname);
}
