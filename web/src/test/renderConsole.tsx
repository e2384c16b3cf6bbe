import { render } from '@testing-library/react';
// the same entry as the app's modules: react-router/dom would load a second copy of the router under Vitest
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../lib/queryClient.ts';
import { useLanguage } from '../lib/language.ts';
import { useLiveAlarmSwitch } from '../lib/liveAlarms.ts';
import { useSession } from '../lib/session.ts';
import { useTheme } from '../lib/theme.ts';
import { Providers } from '../app/providers.tsx';
import { appRoutes, discoverPageRoute } from '../app/router.tsx';
import { useRebootWait } from '../lib/rebootWait.ts';
import { FakeSocket } from './fakeSocket.ts';
import { THEME_COLORS } from '../lib/uiLimits.ts';

/** Opens the console at a path, signed in as `user` unless `user` is null; the network is whatever the test stubbed. */
export function renderConsole(path: string, { user = 'root' }: { user?: string | null } = {}) {
  useLanguage.setState({ lang: 'en', isLoaded: true });
  useTheme.setState({ theme: 0, color: THEME_COLORS[0] });
  useLiveAlarmSwitch.setState({ isEnabled: true });
  useRebootWait.setState({ isWaiting: false });
  if (user) useSession.getState().signIn('token-1', user);
  else useSession.getState().clear();
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);

  const router = createMemoryRouter(appRoutes, {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverPageRoute,
  });
  const view = render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...view };
}
