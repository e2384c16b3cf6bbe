import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CAPTCHA_REQUIRED,
  loginKey,
  loginRoute,
  loginValue,
  setSystemLangRoute,
  systemCaptchaRoute,
  systemCustomRoute,
} from '@olt/protocol/light';
import { useSession } from '../lib/session.ts';
import { LoginScreen } from './LoginScreen.tsx';
import { FACTORY_TOKEN, loginDevice, type LoginDeviceOptions } from '../test/loginDevice.ts';
import { DEFAULT_PASSWORD_KEY } from './loginApi.ts';
import { useToasts } from './toast.ts';
import { LOGIN_TIMEOUT_MS } from '../lib/uiLimits.ts';

afterEach(() => {
  act(() => useToasts.getState().dismissAll());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Opens the login page against a fake device and waits until the device's answers are on screen. */
async function openLogin(options: LoginDeviceOptions = {}) {
  const device = loginDevice(options);
  const onSignedIn = vi.fn();
  const onPrefetch = vi.fn();
  const user = userEvent.setup();
  render(<LoginScreen facts={null} onSignedIn={onSignedIn} onPrefetch={onPrefetch} />);
  await screen.findByText(options.board?.product_name ?? 'EPON-OLT-8PON');
  await waitFor(() => expect(device.sent(systemCustomRoute)).toHaveLength(1));
  return { device, onSignedIn, onPrefetch, user };
}

async function signIn(user: ReturnType<typeof userEvent.setup>, name: string, password: string) {
  await user.type(screen.getByLabelText('User name'), name);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginScreen: what the device tells it', () => {
  it('shows the EPON-OLT title when the device has no login logo', async () => {
    await openLogin({ hasLogo: false });
    expect(await screen.findByText('EPON-OLT')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Device logo' })).not.toBeInTheDocument();
  });

  it('shows the login logo instead of the title when the device has one', async () => {
    await openLogin({ hasLogo: true });
    const logo = await screen.findByRole('img', { name: 'Device logo' });
    expect(logo.getAttribute('src')).toBe('/login_logo.png');
    expect(screen.queryByText('EPON-OLT')).not.toBeInTheDocument();
  });

  it('shows the product model and its PON port count', async () => {
    await openLogin({ board: { product_name: 'HSGQ-E04', ponports: 4 } });
    expect(screen.getByText('HSGQ-E04')).toBeInTheDocument();
    expect(screen.getByText('(4 PON ports)')).toBeInTheDocument();
  });

  it('shows the copyright line only when the hsgq flag is 1', async () => {
    await openLogin({ custom: { hsgq: 1 } });
    expect(await screen.findByText(`Copyright © 2017–${new Date().getFullYear()}`)).toBeInTheDocument();
  });

  it('hides the copyright line when the hsgq flag is 0', async () => {
    await openLogin({ custom: { hsgq: 0 } });
    expect(screen.queryByText(/Copyright/)).not.toBeInTheDocument();
  });

  it('clears the session storage when it opens', async () => {
    sessionStorage.setItem('x-token', 'stale');
    sessionStorage.setItem('pid', '3');
    await openLogin();
    expect(sessionStorage.length).toBe(0);
    expect(useSession.getState().token).toBeNull();
  });
});

describe('LoginScreen: field checks', () => {
  it('flags an invalid user name with the rule and sends nothing', async () => {
    const { device, user } = await openLogin();
    await signIn(user, '9root', 'admin');
    const name = screen.getByLabelText('User name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/User name: 4–16 characters, starting with a letter/)).toBeInTheDocument();
    expect(document.activeElement).toBe(name);
    expect(device.sent(loginRoute)).toHaveLength(0);
  });

  it('flags a password with a forbidden character and sends nothing', async () => {
    const { device, user } = await openLogin();
    await signIn(user, 'root', 'ad/min');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Password: 5–16 characters/)).toBeInTheDocument();
    expect(device.sent(loginRoute)).toHaveLength(0);
  });

  it('sends nothing while a field is empty', async () => {
    const { device, user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your user name')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(device.sent(loginRoute)).toHaveLength(0);
  });

  it('takes the message away as soon as the value is corrected', async () => {
    const { user } = await openLogin();
    await signIn(user, 'ro', 'admin');
    expect(screen.getByText(/User name: 4–16 characters/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('User name'), 'ot');
    expect(screen.queryByText(/User name: 4–16 characters/)).not.toBeInTheDocument();
  });

  it('shows and hides the password with the toggle', async () => {
    const { user } = await openLogin();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });
});

describe('LoginScreen: signing in', () => {
  it('submits with Enter in the password field', async () => {
    const { device, user } = await openLogin();
    await user.type(screen.getByLabelText('User name'), 'operator');
    await user.type(screen.getByLabelText('Password'), 'fibre2024{Enter}');
    await waitFor(() => expect(device.sent(loginRoute)).toHaveLength(1));
  });

  it('moves from the user name to the password on Enter instead of submitting', async () => {
    const { device, user } = await openLogin();
    await user.type(screen.getByLabelText('User name'), 'operator{Enter}');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(device.sent(loginRoute)).toHaveLength(0);
  });

  it('posts the hashed key and stores the token from the X-Token header', async () => {
    const { device, onSignedIn, user } = await openLogin();
    await signIn(user, 'operator', 'fibre2024');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    const [request] = device.sent(loginRoute);
    expect(request?.query.get('form')).toBe('login');
    expect(request?.body).toEqual({
      method: 'set',
      param: {
        name: 'operator',
        key: loginKey('operator', 'fibre2024'),
        value: loginValue('fibre2024'),
        captcha_v: '',
        captcha_f: '',
      },
    });
    expect(sessionStorage.getItem('x-token')).toBe(FACTORY_TOKEN);
    expect(sessionStorage.getItem('uname')).toBe('operator');
    expect(useSession.getState().token).toBe(FACTORY_TOKEN);
    expect(sessionStorage.getItem(DEFAULT_PASSWORD_KEY)).toBeNull();
    expect(await screen.findByText('Welcome, operator')).toBeInTheDocument();
  });

  it('welcomes the operator once the console’s first view is on screen, not before', async () => {
    const { onSignedIn, user } = await openLogin();
    let shown: () => void = () => undefined;
    onSignedIn.mockReturnValue(new Promise<void>((resolve) => (shown = resolve)));
    await signIn(user, 'operator', 'fibre2024');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(screen.queryByText('Welcome, operator')).not.toBeInTheDocument();
    act(() => shown());
    expect(await screen.findByText('Welcome, operator')).toBeInTheDocument();
  });

  it('still welcomes the operator where the console’s start failed', async () => {
    const { onSignedIn, user } = await openLogin();
    onSignedIn.mockImplementation(() => Promise.reject(new Error('the console did not load')));
    await signIn(user, 'operator', 'fibre2024');
    expect(await screen.findByText('Welcome, operator')).toBeInTheDocument();
  });

  it('marks the factory account signing in with its factory password', async () => {
    const { onSignedIn, user } = await openLogin();
    await signIn(user, 'root', 'admin');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(sessionStorage.getItem(DEFAULT_PASSWORD_KEY)).toBe('1');
  });

  it('says Illegal Login Information on code 0 and stays on the page', async () => {
    const { onSignedIn, user } = await openLogin();
    await signIn(user, 'root', 'wrongpass');
    expect(await screen.findByText('Illegal Login Information')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('x-token')).toBeNull();
  });

  it('shows a device error as (code) message', async () => {
    const { onSignedIn, user } = await openLogin({ login: { code: 5, message: 'error: x' } });
    await signIn(user, 'root', 'admin');
    expect(await screen.findByText('(5) error: x')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says login timeout on code -1', async () => {
    const { user } = await openLogin({ login: { code: -1, message: 'Login timeout' } });
    await signIn(user, 'root', 'admin');
    expect(await screen.findByText('Login timeout, Please Login')).toBeInTheDocument();
  });

  it('shows the network message when the device cannot be reached', async () => {
    const { onSignedIn, user } = await openLogin({ login: 'network' });
    await signIn(user, 'root', 'admin');
    expect(await screen.findByText('Login timeout, Please again login the device')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(false);
  });

  it('gives up after the login time-out and shows the network message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await openLogin({ login: 'silent' });
    await signIn(user, 'root', 'admin');
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_TIMEOUT_MS - 100));
    expect(screen.queryByText('Login timeout, Please again login the device')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(await screen.findByText('Login timeout, Please again login the device')).toBeInTheDocument();
  });

  it('is busy and inert while the login is under way', async () => {
    const { device, user } = await openLogin({ login: 'silent' });
    await signIn(user, 'root', 'admin');
    const button = screen.getByRole('button', { name: 'Signing in…' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    expect(device.sent(loginRoute)).toHaveLength(1);
  });

  it('sends the login within the submit itself once the key’s code is in, before drawing the busy button', async () => {
    const { user } = await openLogin({ login: 'silent' });
    await user.type(screen.getByLabelText('User name'), 'root');
    await user.type(screen.getByLabelText('Password'), 'admin');
    // typing loaded the key's code (prepareLoginKey); the device is then asked in the submit's own task
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const fetching = vi.spyOn(globalThis, 'fetch');
    try {
      act(() => screen.getByRole('button', { name: 'Sign in' }).closest('form')?.requestSubmit());
      const urls = fetching.mock.calls.map(([input]) => (input instanceof Request ? input.url : input.toString()));
      // naming the page the console shows next, whose reads the device starts (protocol auth.ts `login`)
      expect(urls).toContain('/userlogin?form=login&reads=status');
    } finally {
      fetching.mockRestore();
    }
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toHaveAttribute('aria-busy', 'true');
  });

  it('prefetches the console once, when the user starts typing', async () => {
    const { onPrefetch, user } = await openLogin();
    await user.type(screen.getByLabelText('User name'), 'ro');
    await user.type(screen.getByLabelText('Password'), 'ad');
    expect(onPrefetch).toHaveBeenCalledTimes(1);
  });
});

describe('LoginScreen: language', () => {
  it('hides the language choice when the language is fixed', async () => {
    await openLogin({ custom: { fix_lang: 1 } });
    expect(screen.queryByRole('radio', { name: 'English' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Language' })).not.toBeInTheDocument();
  });

  it('switches the page to Chinese at once and posts the choice', async () => {
    const { device, user } = await openLogin({ custom: { fix_lang: 0 } });
    const english = await screen.findByRole('radio', { name: 'English' });
    expect(english).toHaveProperty('checked', true);
    await user.click(screen.getByRole('radio', { name: '简体中文' }));
    expect(screen.getByRole('heading', { name: '登录以管理 EPON OLT' })).toBeInTheDocument();
    expect(screen.getByLabelText('用户名')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByText('(8 个 PON 口)')).toBeInTheDocument();
    await waitFor(() => expect(device.sent(setSystemLangRoute)).toHaveLength(1));
    expect(device.sent(setSystemLangRoute)[0]?.body).toEqual({ method: 'set', param: { lang: 'zh' } });
  });

  it('opens in the language the device keeps', async () => {
    await openLogin({ lang: 'zh', custom: { fix_lang: 1 } });
    expect(await screen.findByRole('heading', { name: '登录以管理 EPON OLT' })).toBeInTheDocument();
  });
});

describe('LoginScreen: captcha', () => {
  it('loads a captcha only when the flag is on', async () => {
    const { device } = await openLogin({ custom: { captcha: 0 } });
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(device.sent(systemCaptchaRoute)).toHaveLength(0);
  });

  it('shows the captcha image and loads a new one when it is clicked', async () => {
    const { device, user } = await openLogin({ custom: { captcha: 1 } });
    const reload = await screen.findByRole('button', { name: /Click the image for a new one/ });
    await waitFor(() => expect(reload.querySelector('img')?.getAttribute('src')).toBe('/captcha/c1.png'));
    await user.type(screen.getByLabelText('Verification code'), 'ab12');
    await user.click(reload);
    await waitFor(() => expect(device.sent(systemCaptchaRoute)).toHaveLength(2));
    await waitFor(() => expect(reload.querySelector('img')?.getAttribute('src')).toBe('/captcha/c2.png'));
    expect(screen.getByLabelText<HTMLInputElement>('Verification code').value).toBe('');
  });

  it('sends nothing while the captcha is empty', async () => {
    const { device, user } = await openLogin({ custom: { captcha: 1 } });
    await screen.findByLabelText('Verification code');
    await signIn(user, 'root', 'admin');
    expect(screen.getByText('Enter the verification code')).toBeInTheDocument();
    expect(device.sent(loginRoute)).toHaveLength(0);
  });

  it('sends the captcha with the login and loads a new one after a failure', async () => {
    const { device, user } = await openLogin({ custom: { captcha: 1 } });
    await waitFor(() => expect(device.sent(systemCaptchaRoute)).toHaveLength(1));
    await user.type(await screen.findByLabelText('Verification code'), 'x7k2');
    await signIn(user, 'root', 'wrongpass');
    await screen.findByText('Illegal Login Information');
    expect(device.sent(loginRoute)[0]?.body?.param).toMatchObject({
      captcha_v: 'x7k2',
      captcha_f: '/captcha/c1.png',
    });
    await waitFor(() => expect(device.sent(systemCaptchaRoute)).toHaveLength(2));
    expect(screen.getByLabelText<HTMLInputElement>('Verification code').value).toBe('');
  });

  it('shows a captcha when the device asks for one for a name under attack, with the switch off', async () => {
    const { device, user } = await openLogin({
      custom: { captcha: 0 },
      login: { code: 2, message: CAPTCHA_REQUIRED },
    });
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    await signIn(user, 'root', 'admin');
    expect(await screen.findByText(/enter the verification code and sign in again/)).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Verification code'), 'kx7m');
    await waitFor(() => expect(device.sent(systemCaptchaRoute).length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(device.sent(loginRoute)).toHaveLength(2));
    expect(device.sent(loginRoute)[1]?.body?.param).toMatchObject({ captcha_v: 'kx7m' });
    expect(String((device.sent(loginRoute)[1]?.body?.param as { captcha_f?: string }).captcha_f)).toMatch(
      /^\/captcha\//,
    );
  });
});
