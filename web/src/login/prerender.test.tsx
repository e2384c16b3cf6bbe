import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PAGE_FACTS_ID,
  loginKey,
  loginRoute,
  pageFactsBlock,
  setSystemLangRoute,
  type PageFacts,
} from '@olt/protocol/light';
import { SAMPLE_CUSTOM } from '../test/samples.ts';
import { loginDevice } from '../test/loginDevice.ts';
import { renderLoginPage } from './prerender.tsx';

const FACTS: PageFacts = {
  board: { product_name: 'HSGQ-E16', ponports: 16 },
  custom: { ...SAMPLE_CUSTOM, fix_lang: 0, captcha: 0 },
  lang: 'zh',
  theme: 3,
  hasLoginLogo: false,
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.getElementById(PAGE_FACTS_ID)?.remove();
  vi.resetModules();
});

/** What the device serves (server api/console/consolePage.ts): the rendered card inside #root. */
function servedPage(facts: PageFacts): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderLoginPage(facts).html;
  document.body.append(container);
  return container;
}

describe('the login page rendered by the device and hydrated in the browser', () => {
  it('is complete in the markup: model, title, form, in the device language', () => {
    const { html, rootStyle } = renderLoginPage(FACTS);
    expect(html).toContain('HSGQ-E16');
    expect(html).toContain('登录');
    expect(html).toContain('简体中文');
    expect(html).not.toContain('login-brand__placeholder');
    expect(rootStyle).toMatch(/^--olt-primary:#[0-9a-f]{6};/);
  });

  it('hydrates without a mismatch and keeps what the operator typed before the script arrived', async () => {
    const device = loginDevice({ board: FACTS.board });
    const container = servedPage(FACTS);
    // the page's facts are read when its modules load, as in the browser
    document.head.insertAdjacentHTML('beforeend', pageFactsBlock(FACTS));
    const { LoginScreen } = await import('./LoginScreen.tsx');
    (container.querySelector('#login-name') as HTMLInputElement).value = 'root';
    const mismatch = vi.fn();
    const errors = vi.spyOn(console, 'error');
    const onSignedIn = vi.fn();
    act(() => {
      root = hydrateRoot(
        container,
        <LoginScreen facts={FACTS} onSignedIn={onSignedIn} onPrefetch={() => undefined} />,
        { onRecoverableError: mismatch },
      );
    });
    expect(mismatch).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('密码'), 'admin');
    expect(screen.getByLabelText('用户名')).toHaveValue('root');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(device.sent(loginRoute)[0]?.param).toMatchObject({ name: 'root', key: loginKey('root', 'admin') });
  });

  it('takes the language ticked before hydration: the page changes to it and the device is told', async () => {
    const device = loginDevice({ board: FACTS.board });
    const container = servedPage(FACTS);
    document.head.insertAdjacentHTML('beforeend', pageFactsBlock(FACTS));
    const { LoginScreen } = await import('./LoginScreen.tsx');
    (container.querySelector('input[name=lang][value=en]') as HTMLInputElement).checked = true;
    act(() => {
      root = hydrateRoot(container, <LoginScreen facts={FACTS} onSignedIn={vi.fn()} onPrefetch={() => undefined} />);
    });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await waitFor(() => expect(device.sent(setSystemLangRoute)[0]?.param).toEqual({ lang: 'en' }));
  });

  it('holds a sign-in sent before hydration back, and sends it once the form is live', async () => {
    const device = loginDevice({ board: FACTS.board });
    const container = servedPage(FACTS);
    document.head.insertAdjacentHTML('beforeend', pageFactsBlock(FACTS));
    const { holdSubmitsUntilHydrated } = await import('./earlySubmit.ts');
    const { LoginScreen } = await import('./LoginScreen.tsx');
    holdSubmitsUntilHydrated();
    (container.querySelector('#login-name') as HTMLInputElement).value = 'root';
    (container.querySelector('#login-password') as HTMLInputElement).value = 'admin';
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')?.dispatchEvent(submitted);
    // the browser does not send it itself (a page reload would lose what was typed)
    expect(submitted.defaultPrevented).toBe(true);
    const onSignedIn = vi.fn();
    act(() => {
      root = hydrateRoot(container, <LoginScreen facts={FACTS} onSignedIn={onSignedIn} onPrefetch={() => undefined} />);
    });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(device.sent(loginRoute)).toHaveLength(1);
    expect(device.sent(loginRoute)[0]?.param).toMatchObject({ name: 'root', key: loginKey('root', 'admin') });
  });
});
