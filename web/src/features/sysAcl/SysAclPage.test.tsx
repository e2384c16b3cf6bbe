import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { accessClient, accessRules, addAccessRule, deleteAccessRule } from '@olt/protocol';
import { fakeDevice, ok } from '../../test/device.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { sessionInfo } from '../../test/samples.ts';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { useAccess } from '../../lib/access.ts';
import { SysAclPage } from './SysAclPage.tsx';

signedInScreen();
vi.setConfig({ testTimeout: 90_000 });

const RULE = { name: 'office', afi: 1, type: 1, hostip: '10.0.0.0/8', macaddr: '00:11:22:33:44:55', access: 2 };
const LOCKOUT = 'error: this change would refuse your own address 192.168.1.10: add a rule that permits it first';

function aclDevice() {
  const device = fakeDevice();
  device.answer(accessRules, [RULE]);
  device.answer(accessClient, { address: '192.168.1.10', enforced: 1, ignored: 0, interface: 'outbound' });
  device.reply(addAccessRule, { code: 2, message: LOCKOUT });
  device.reply(deleteAccessRule, ok());
  return device;
}
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('system access', () => {
  it('shows the rules and the address the device sees; a rule that would lock us out is refused, as the device says', async () => {
    useAccess.setState({ info: sessionInfo(2) });
    const device = aclDevice();
    const u = setup();
    renderWithProviders(<SysAclPage title="System Access" />);
    const row = (await screen.findByText('office', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Web')).toBeInTheDocument();
    expect(within(row).getByText('Permit')).toBeInTheDocument();
    expect(await screen.findByText(/Your address as the device sees it: 192.168.1.10/)).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: /Add rule/ }));
    const form = screen.getByRole('dialog', { name: 'Add rule' });
    await u.type(within(form).getByLabelText('Name'), 'lab');
    await u.type(within(form).getByLabelText('IP address'), '172.16.0.0/12');
    await u.type(within(form).getByLabelText('MAC'), '00:11:22');
    await u.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Write it as xx:xx:xx:xx:xx:xx')).toBeInTheDocument();
    await u.clear(within(form).getByLabelText('MAC'));
    await u.type(within(form).getByLabelText('MAC'), '00:11:22:33:44:66');
    await u.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(/would refuse your own address/)).toBeInTheDocument();
    expect(device.sent(addAccessRule)[0]?.param).toEqual({
      name: 'lab',
      afi: 1,
      type: 1,
      hostip: '172.16.0.0/12',
      macaddr: '00:11:22:33:44:66',
      access: 1,
    });
    expect(within(form).getByLabelText('Name')).toHaveValue('lab');
  });

  it('deletes after asking; an operator gets the buttons disabled', async () => {
    useAccess.setState({ info: sessionInfo(2) });
    const device = aclDevice();
    const u = setup();
    const view = renderWithProviders(<SysAclPage title="System Access" />);
    const row = (await screen.findByText('office', { selector: 'td' })).closest('tr') as HTMLElement;
    await u.click(within(row).getByRole('button', { name: 'Delete' }));
    await u.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(device.sent(deleteAccessRule)[0]?.param).toEqual({ name: 'office' }));
    view.unmount();

    useAccess.setState({ info: sessionInfo(4) });
    renderWithProviders(<SysAclPage title="System Access" />);
    const again = (await screen.findByText('office', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(again).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Add rule/ })).toBeDisabled();
  });
});
