import { HttpResponse } from 'msw';
import { configure, getConfig, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginKey, loginRoute, userModifyPassword, userSession } from '@olt/protocol';
import { ok } from '../test/device.ts';
import { shellDevice } from '../test/shellDevice.ts';
import { renderConsole } from '../test/renderConsole.tsx';
import { sessionInfo } from '../test/samples.ts';
import { useSession } from '../lib/session.ts';
import { visibleMenu } from './menuAccess.ts';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => vi.unstubAllGlobals());
// the console's first page loads lazily: on a busy machine that takes more than the default second
const defaultWait = getConfig().asyncUtilTimeout;
beforeAll(() => configure({ asyncUtilTimeout: 20_000 }));
afterAll(() => configure({ asyncUtilTimeout: defaultWait }));

const PAGE = '/advanced_setting/igmp';

describe('the forced password change', () => {
  it('shows only the password form, then signs in with the new password and opens the console', async () => {
    const device = shellDevice();
    let changed = false;
    device.answer(userSession, () =>
      sessionInfo(2, changed ? {} : { must_change_password: 1, password_change_reason: 'factory' }),
    );
    device.reply(userModifyPassword, () => {
      changed = true;
      return ok();
    });
    device.reply(loginRoute, () => HttpResponse.json(ok(), { headers: { 'X-Token': 'token-2' } }));
    const user = userEvent.setup();
    renderConsole(PAGE);

    expect(await screen.findByRole('heading', { name: /Change your password first/ })).toBeInTheDocument();
    expect(screen.getByText(/still has its factory password/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    // the first field to fill is the one that has the focus
    expect(screen.getByLabelText('Current password')).toHaveFocus();

    await user.type(screen.getByLabelText('Current password'), 'admin');
    await user.type(screen.getByLabelText('New password'), 'ab c');
    await user.type(screen.getByLabelText('Confirm password'), 'ab c');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This password does not follow the rule below')).toBeInTheDocument();
    // the rule is said once, under the field, not again as the error
    expect(screen.getAllByText(/5 to 16 characters/)).toHaveLength(1);
    expect(device.sent(userModifyPassword)).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'n3w-pass');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'n3w-pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(device.sent(userModifyPassword)[0]?.param).toMatchObject({
      name: 'root',
      key: loginKey('root', 'admin'),
      key1: loginKey('root', 'n3w-pass'),
    });
    expect(device.sent(loginRoute)[0]?.param).toMatchObject({ name: 'root', key: loginKey('root', 'n3w-pass') });
    expect(useSession.getState().token).toBe('token-2');
  });

  it('keeps the form open with the device’s message when the current password is wrong', async () => {
    const device = shellDevice();
    device.answer(userSession, sessionInfo(2, { must_change_password: 1, password_change_reason: 'required' }));
    device.reply(userModifyPassword, { code: 2, message: 'error: the current password is wrong' });
    const user = userEvent.setup();
    renderConsole(PAGE);
    expect(await screen.findByText(/administrator asked you/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password'), 'wrong');
    await user.type(screen.getByLabelText('New password'), 'n3w-pass');
    await user.type(screen.getByLabelText('Confirm password'), 'n3w-pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/the current password is wrong/)).toBeInTheDocument();
    expect(device.sent(loginRoute)).toHaveLength(0);
    expect(screen.getByRole('heading', { name: /Change your password first/ })).toBeInTheDocument();
  });
});

describe('what a level sees', () => {
  it('says so at the address of a page the session may not open', async () => {
    const device = shellDevice();
    device.answer(userSession, sessionInfo(5, { name: 'viewer' }));
    renderConsole('/advanced_setting/sys_acl', { user: 'viewer' });
    expect(await screen.findByText('Your rights do not let you open System Access.')).toBeInTheDocument();
  });

  it('leaves out of the menu the pages a level may not open, and groups left empty', () => {
    const menu = [
      { name: 'system_mgmt', children: [{ name: 'dev_mgmt' }, { name: 'user_mgmt' }, { name: 'sys_acl' }] },
      { name: 'swport_mgmt', children: [{ name: 'port_cfg' }] },
      { name: 'running_status' },
    ];
    expect(visibleMenu(menu, sessionInfo(5))).toEqual([
      { name: 'system_mgmt', children: [{ name: 'user_mgmt' }] },
      { name: 'swport_mgmt', children: [{ name: 'port_cfg' }] },
      { name: 'running_status' },
    ]);
    expect(visibleMenu(menu, sessionInfo(2))).toEqual(menu);
    expect(visibleMenu(menu, null)).toEqual(menu);
    expect(visibleMenu(menu, sessionInfo(2, { must_change_password: 1 }))).toEqual([]);
  });
});
