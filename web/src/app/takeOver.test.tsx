import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEVICE_RENDER_ID,
  addOnuCounts,
  boardCapabilities,
  boardSummary,
  countOnus,
  portlistInfo,
  type PageFacts,
  type PonCounts,
} from '@olt/protocol';
import { initI18n } from '../lib/i18n.ts';
import { useAccess } from '../lib/access.ts';
import { useLanguage } from '../lib/language.ts';
import { useSession } from '../lib/session.ts';
import { useTheme } from '../lib/theme.ts';
import { THEME_COLORS } from '../lib/uiLimits.ts';
import { consoleQueryClient } from '../lib/queryClient.ts';
import { showDeviceRender } from '../lib/deviceRender.ts';
import { FakeSocket } from '../test/fakeSocket.ts';
import { SAMPLE_CUSTOM, SAMPLE_ONUS, samplePort } from '../test/samples.ts';
import { shellDevice } from '../test/shellDevice.ts';
import { App } from './App.tsx';
import { startPageReads } from './earlyStart.ts';
import { pageRouteAt } from './menu.ts';
import { renderConsolePage } from './pagePrerender.tsx';
import { appRoutes, discoverPageRoute } from './router.tsx';
import { takeOverDeviceRender } from './takeOver.tsx';
import { DEFAULT_PASSWORD_KEY } from '../login/loginApi.ts';

const TOKEN = 'token-1';
const FACTS: PageFacts = {
  board: { product_name: 'EPON-OLT-08', ponports: 8 },
  custom: SAMPLE_CUSTOM,
  lang: 'en',
  theme: 2,
  hasLoginLogo: false,
};

/** The sample device with the status home's own reads: its summary, its uplinks, and no traffic charts offered. */
function homeDevice() {
  const device = shellDevice();
  const pons: PonCounts[] = [1, 2, 3, 4, 5, 6, 7, 8].map((port_id) => ({
    port_id,
    status: port_id === 1 ? 1 : 0,
    ...countOnus(SAMPLE_ONUS.filter((o) => o.port_id === port_id).map((o) => o.status)),
  }));
  device.answer(boardSummary, { onus: addOnuCounts(pons), pons, cpu: { cpu_usage: 20, memory_usage: 30 } });
  device.answer(
    portlistInfo,
    [9, 10].map((id) => samplePort(id)),
  );
  device.answer(boardCapabilities, { device: 'forwarded', additions: { 'MON-01': 'unavailable' } });
  return device;
}

/** The device's render of the home as a sign-in asks for it (server api/console/pageReads.ts). */
const renderHome = async () => {
  const rendered = await renderConsolePage({
    path: '/main',
    facts: FACTS,
    token: TOKEN,
    user: 'root',
    read: (url) => fetch(new URL(url, location.origin), { headers: { 'X-Token': TOKEN } }).then((res) => res.text()),
  });
  if (!rendered) throw new Error('the device rendered no home');
  return rendered.html;
};

/** The browser's stores as the login page has them: no session, nothing of the device's render. */
function startAsLoginPage(): void {
  Object.assign(useSession.getInitialState(), { token: null, user: null });
  Object.assign(useAccess.getInitialState(), { info: null });
  Object.assign(useTheme.getInitialState(), { theme: 0, color: THEME_COLORS[0] });
  useLanguage.setState({ lang: 'en', isLoaded: true });
  useTheme.setState({ theme: FACTS.theme, color: THEME_COLORS[FACTS.theme] });
}

let roots: Root[] = [];
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the console taking over the device’s render of the home after sign-in', () => {
  it('keeps the render’s elements as its own, without a mismatch, with the pressed control pressed and its own working', async () => {
    homeDevice();
    vi.stubGlobal('WebSocket', FakeSocket);
    initI18n('en');
    const html = await renderHome();
    startAsLoginPage();

    // the login page in #root, signed in: the console's reads asked, the render shown over it (app/earlyStart.ts)
    history.replaceState(null, '', '/login');
    const login = document.createElement('div');
    login.id = 'root';
    document.body.append(login);
    const loginRoot = createRoot(login);
    act(() => loginRoot.render(<p>login page</p>));
    useSession.getState().signIn(TOKEN, 'root');
    // the factory account on its factory password (login/LoginForm.tsx): this tab's, which the device cannot know
    sessionStorage.setItem(DEFAULT_PASSWORD_KEY, '1');
    await startPageReads(consoleQueryClient(), pageRouteAt('/main'), TOKEN);
    await act(() => showDeviceRender(html, 'status', '/main', '/login'));
    const render = document.getElementById(DEVICE_RENDER_ID) as HTMLElement;
    const tile = within(render).getByRole('link', { name: 'Open the ONU list of PON01' });
    expect(within(render).getByText(/offers no traffic charts/)).toBeInTheDocument();
    // pressed before the console's handlers are on it: held for the take-over (lib/renderCarryOver.ts)
    fireEvent.click(within(render).getByRole('button', { name: 'GE01' }));

    history.replaceState(null, '', '/main');
    const router = createMemoryRouter(appRoutes, {
      initialEntries: ['/main'],
      patchRoutesOnNavigation: discoverPageRoute,
    });
    await waitFor(() => expect(router.state.initialized).toBe(true));
    const errors = vi.spyOn(console, 'error');
    act(() => {
      const root = takeOverDeviceRender(loginRoot, (onShown) => <App router={router} onShown={onShown} />);
      if (root) roots.push(root);
    });
    expect(roots).toHaveLength(1);

    await waitFor(() => expect(document.getElementById('root')).toBe(render));
    // the same elements: hydrated, not drawn afresh
    expect(render.contains(tile)).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    expect(login.isConnected).toBe(false);
    expect(within(render).getByRole('button', { name: 'GE01' })).toHaveAttribute('aria-pressed', 'true');
    // what only this tab knows, drawn once the render is the console's
    expect(await within(render).findByRole('dialog', { name: 'Change the factory password' })).toBeInTheDocument();
    fireEvent.click(within(render).getByRole('button', { name: 'All uplinks' }));
    expect(within(render).getByRole('button', { name: 'All uplinks' })).toHaveAttribute('aria-pressed', 'true');
  });
});
