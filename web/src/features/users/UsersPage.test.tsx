import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { loginKey, userAdd, userDelete, userLevel, userList, userModifyPassword, type UserRow } from '@olt/protocol';
import { fakeDevice, ok } from '../../test/device.ts';
import { dialogNamed } from '../../test/dialogNamed.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { sessionInfo } from '../../test/samples.ts';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { useAccess } from '../../lib/access.ts';
import { useSession } from '../../lib/session.ts';
import { UsersPage } from './UsersPage.tsx';

signedInScreen();

const user = (name: string, level: number, over: Partial<UserRow> = {}): UserRow => ({
  name,
  level,
  reenter: 2,
  info: '',
  status: 0,
  logins: 0,
  pwd_change: 0,
  ...over,
});
const ROWS = [
  user('root', 2, { reenter: 0, status: 1, logins: 1, info: 'factory account' }),
  user('devol', 0, { reenter: 4 }),
  user('noc1', 4, { info: 'night shift', pwd_change: 1 }),
];

function usersDevice(level = 2, name = 'root') {
  const device = fakeDevice();
  device.answer(userList, ROWS);
  device.answer(userLevel, { level, name });
  device.reply(userAdd, ok());
  device.reply(userDelete, ok());
  device.reply(userModifyPassword, ok());
  useAccess.setState({ info: sessionInfo(level, { name }) });
  return device;
}
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'td' })).closest('tr') as HTMLElement;
const dialog = dialogNamed;

describe('user management', () => {
  it('lists the accounts and adds one with the rule of the first sign-in when ticked', async () => {
    const device = usersDevice();
    const u = setup();
    renderWithProviders(<UsersPage title="User Management" />);
    const root = await rowOf('root');
    expect(within(root).getByText('factory account')).toBeInTheDocument();
    expect(within(root).getByText('Online')).toBeInTheDocument();
    expect(within(root).getByText('No limit')).toBeInTheDocument();
    expect(within(await rowOf('noc1')).getByText('Operator')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: /Add user/ }));
    const form = dialog('Add user');
    await u.type(within(form).getByLabelText('User name'), 'ops2');
    await u.type(within(form).getByLabelText('New password'), 'fibre-24');
    await u.type(within(form).getByLabelText('Confirm password'), 'fibre-24');
    await u.type(within(form).getByLabelText('Maximum logins'), '9');
    await u.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText(/1 to 4|between 1 and 4/)).toBeInTheDocument();
    expect(device.sent(userAdd)).toHaveLength(0);

    await u.clear(within(form).getByLabelText('Maximum logins'));
    await u.type(within(form).getByLabelText('Maximum logins'), '2');
    await u.click(within(form).getByLabelText('Must change the password at first sign-in'));
    await u.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(device.sent(userAdd)).toHaveLength(1));
    expect(device.sent(userAdd)[0]?.param).toMatchObject({
      name: 'ops2',
      key: loginKey('ops2', 'fibre-24'),
      level: 5,
      reenter: 2,
      pwd_change: 1,
    });
  });

  it('deletes after asking, and offers no delete of one’s own, a factory or a higher account', async () => {
    const device = usersDevice();
    const u = setup();
    renderWithProviders(<UsersPage title="User Management" />);
    expect(within(await rowOf('root')).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(await rowOf('devol')).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await u.click(within(await rowOf('noc1')).getByRole('button', { name: 'Delete' }));
    await u.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(device.sent(userDelete)[0]?.param).toEqual({ name: 'noc1' }));
  });

  it('lets a super user set another user’s password without the current one', async () => {
    const device = usersDevice();
    const u = setup();
    renderWithProviders(<UsersPage title="User Management" />);
    await u.click(within(await rowOf('noc1')).getByRole('button', { name: 'Change password' }));
    const form = dialog('Change password');
    expect(within(form).queryByLabelText('Current password')).not.toBeInTheDocument();
    await u.type(within(form).getByLabelText('New password'), 'fresh-01');
    await u.type(within(form).getByLabelText('Confirm password'), 'fresh-01');
    await u.click(within(form).getByLabelText('Must change the password at the next sign-in'));
    await u.click(within(form).getByRole('button', { name: 'Change' }));
    await waitFor(() =>
      expect(device.sent(userModifyPassword)[0]?.param).toMatchObject({
        name: 'noc1',
        key: '',
        key1: loginKey('noc1', 'fresh-01'),
        pwd_change: 1,
      }),
    );
  });

  it('gives an operator its own password only, and its change ends the session', async () => {
    const device = usersDevice(4, 'noc1');
    const u = setup();
    renderWithProviders(<UsersPage title="User Management" />, { at: '/advanced_setting/user_mgmt' });
    await rowOf('noc1');
    expect(screen.getByRole('button', { name: /Add user/ })).toBeDisabled();
    expect(within(await rowOf('noc1')).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(await rowOf('root')).queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: /Change my password/ }));
    const form = dialog('Change password');
    expect(within(form).getByText(/ends all your sessions/)).toBeInTheDocument();
    await u.type(within(form).getByLabelText('Current password'), 'old-pass');
    await u.type(within(form).getByLabelText('New password'), 'new-pass');
    await u.type(within(form).getByLabelText('Confirm password'), 'new-pass');
    await u.click(within(form).getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(device.sent(userModifyPassword)[0]?.param).toMatchObject({
      name: 'noc1',
      key: loginKey('noc1', 'old-pass'),
      key1: loginKey('noc1', 'new-pass'),
      pwd_change: 0,
    });
  });

  it('shows a common user no accounts, only its own password change', async () => {
    const device = usersDevice(5, 'viewer');
    renderWithProviders(<UsersPage title="User Management" />);
    expect(await screen.findByText('Your rights let you change only your own password.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Change my password/ })).toBeEnabled();
    expect(device.sent(userList)).toHaveLength(0);
  });
});
