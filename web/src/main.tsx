import { createRoot } from 'react-dom/client';
import { useSession } from './lib/session.ts';
import { LoginScreen } from './login/LoginScreen.tsx';

/**
 * The login page is the device's front door and must be instant, so it is plain React with its own small style
 * sheet. The console (router, Ant Design, i18next) is a separate chunk, prefetched while the user types.
 */
const PUBLIC_PATHS = ['/', '/login'];
const root = createRoot(document.getElementById('root') as HTMLElement);

const loadConsole = () => import('./app/App.tsx');

async function showConsole(): Promise<void> {
  const { App } = await loadConsole();
  root.render(<App />);
}

if (PUBLIC_PATHS.includes(location.pathname) && !useSession.getState().token) {
  root.render(
    <LoginScreen
      onPrefetch={() => void loadConsole()}
      onSignedIn={() => {
        history.replaceState(null, '', '/main');
        void showConsole();
      }}
    />,
  );
} else {
  void showConsole();
}
