import './lib/zodJitless.ts';
import { createRoot } from 'react-dom/client';
import { HOME_PATH, SIGN_IN_PATHS } from '@olt/protocol/light';
import { readSessionEarly } from './lib/earlySession.ts';
import { useSession } from './lib/session.ts';
import { LoginScreen } from './login/LoginScreen.tsx';

/**
 * The login page is the device's front door and must be instant, so it is plain React with its own small style
 * sheet. The console (router, Ant Design, i18next) is a separate chunk, prefetched while the user types.
 */
const root = createRoot(document.getElementById('root') as HTMLElement);

/**
 * The console and a page's code: the home page's while the operator types (usePrefetchOnce), or the page of the
 * address a console page was opened at.
 */
const loadConsole = (pathname: string | null) =>
  Promise.all([
    import('./app/App.tsx'),
    import('./app/router.tsx').then((m) => (pathname === null ? m.preloadHome() : m.preloadPageAt(pathname))),
  ]).then(([app]) => app);

async function showConsole(pathname: string | null): Promise<void> {
  const { App } = await loadConsole(pathname);
  root.render(<App />);
}

if ((SIGN_IN_PATHS as readonly string[]).includes(location.pathname) && !useSession.getState().token) {
  root.render(
    <LoginScreen
      onPrefetch={() => void loadConsole(null)}
      onSignedIn={() => {
        history.replaceState(null, '', HOME_PATH);
        void showConsole(null);
      }}
    />,
  );
} else {
  const { token } = useSession.getState();
  if (token) readSessionEarly(token);
  void showConsole(location.pathname);
}
