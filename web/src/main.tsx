import './lib/zodConfig.ts';
import { createRoot } from 'react-dom/client';
import { HOME_PATH, SIGN_IN_PATHS } from '@olt/protocol/light';
import { useSession } from './lib/session.ts';
import { LoginScreen } from './login/LoginScreen.tsx';

/**
 * The login page is the device's front door and must be instant, so it is plain React with its own small style
 * sheet. The console (router, Ant Design, i18next) is a separate chunk, prefetched while the user types.
 */
const root = createRoot(document.getElementById('root') as HTMLElement);

/** The console and its home page, fetched and evaluated while the operator types (usePrefetchOnce). */
const loadConsole = () =>
  Promise.all([import('./app/App.tsx'), import('./app/router.tsx').then((m) => m.preloadHome())]).then(([app]) => app);

async function showConsole(): Promise<void> {
  const { App } = await loadConsole();
  root.render(<App />);
}

if ((SIGN_IN_PATHS as readonly string[]).includes(location.pathname) && !useSession.getState().token) {
  root.render(
    <LoginScreen
      onPrefetch={() => void loadConsole()}
      onSignedIn={() => {
        history.replaceState(null, '', HOME_PATH);
        void showConsole();
      }}
    />,
  );
} else {
  void showConsole();
}
