import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_RENDER_ID } from '@olt/protocol/light';
import { showDeviceRender } from './deviceRender.ts';

const HOME = '<main data-page="status"><span class="olt-status-tile">PON01</span></main>';

beforeEach(() => {
  history.replaceState(null, '', '/main');
  document.body.innerHTML = '<div id="root"><form class="login-card"></form></div>';
});
afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

const render = () => document.getElementById(DEVICE_RENDER_ID);
const root = () => document.getElementById('root') as HTMLElement;

/** The console shows the home with a part still waiting (the render stays), then complete (the render goes). */
async function expectGoneOnceConsoleShowsHome(): Promise<void> {
  root().innerHTML = '<div data-page="status"><div aria-busy="true"></div></div>';
  await Promise.resolve();
  expect(render()).not.toBeNull();
  root().querySelector('[aria-busy]')?.removeAttribute('aria-busy');
  await Promise.resolve();
  expect(render()).toBeNull();
}

describe('the device’s render of the home shown after sign-in', () => {
  it('is put over the login page, open to input, and tells once it is painted', async () => {
    const shown = showDeviceRender(HOME, 'status', '/main');
    expect(render()?.nextElementSibling).toBe(root());
    expect(render()?.dataset.page).toBe('status');
    expect(render()?.hasAttribute('inert')).toBe(false);
    expect(render()?.hasAttribute('aria-hidden')).toBe(false);
    expect(render()?.querySelector('.olt-status-tile')?.textContent).toBe('PON01');
    await expect(shown).resolves.toBe(true);
  });

  it('goes in the frame the console shows the page itself with its data, not while the page waits', async () => {
    await showDeviceRender(HOME, 'status', '/main');
    await expectGoneOnceConsoleShowsHome();
  });

  it('is not shown where the operator has left the page or the console shows it already', async () => {
    history.replaceState(null, '', '/onu_allow');
    await expect(showDeviceRender(HOME, 'status', '/main')).resolves.toBe(false);
    expect(render()).toBeNull();
    history.replaceState(null, '', '/main');
    root().innerHTML = '<div data-page="status"></div>';
    await expect(showDeviceRender(HOME, 'status', '/main')).resolves.toBe(false);
    expect(render()).toBeNull();
  });

  it('is shown from the sign-in page it was asked from, and kept as the console moves to the page’s address', async () => {
    history.replaceState(null, '', '/login');
    await expect(showDeviceRender(HOME, 'status', '/main', '/login')).resolves.toBe(true);
    history.replaceState(null, '', '/main');
    await expectGoneOnceConsoleShowsHome();
  });

  it('goes once the console leaves for another page, and is not shown from an address it was not asked from', async () => {
    history.replaceState(null, '', '/login');
    await showDeviceRender(HOME, 'status', '/main', '/login');
    history.replaceState(null, '', '/onu_allow');
    root().innerHTML = '<div data-page="onu_allow"></div>';
    await Promise.resolve();
    expect(render()).toBeNull();
    await expect(showDeviceRender(HOME, 'status', '/main', '/login')).resolves.toBe(false);
    expect(render()).toBeNull();
  });
});
