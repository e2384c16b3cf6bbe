import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { aclList, rulePriority, ruleSet, timeRanges, type AclRow } from '@olt/protocol';
import { fakeDevice, ok } from '../../test/device.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { sessionInfo } from '../../test/samples.ts';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { useAccess } from '../../lib/access.ts';
import { AclPage } from './AclPage.tsx';

signedInScreen();
vi.setConfig({ testTimeout: 90_000 });

const base = { timerange: '', hits: 0, active: 1 };
const ACLS: AclRow[] = [
  {
    acl_id: 3000,
    rule: [
      { ...base, rule_id: 1, action: 1, flags: 0x11, protocol: 'tcp', dst_port: '23', hits: 42, timerange: 'allday' },
      { ...base, rule_id: 2, action: 2, flags: 0x81, protocol: 'ip', timerange: 'office', active: 0 },
    ],
  },
  { acl_id: 5000, rule: [] },
];
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

function aclDevice() {
  const device = fakeDevice();
  device.answer(aclList, ACLS);
  device.answer(timeRanges, [{ name: 'office', state: 'Inactive', absolute: [], relative: [] }]);
  device.reply(rulePriority, ok());
  device.reply(ruleSet, ok());
  return device;
}

describe('ACL management', () => {
  it('shows the rules in match order with their hits, and saves a new order in one request', async () => {
    useAccess.setState({ info: sessionInfo(2) });
    const device = aclDevice();
    const u = setup();
    renderWithProviders(<AclPage title="ACL Management" />);
    const panel = await screen.findByText('Rules of ACL 3000 (Advanced)');
    const rules = panel.closest('[data-acl]') as HTMLElement;
    expect(within(rules).getByText('Protocol tcp · Destination port 23')).toBeInTheDocument();
    expect(within(rules).getByText('42')).toBeInTheDocument();
    // a rule's time range says whether it applies now in words, not by its colour alone
    expect(within(rules).getByText('allday (active)')).toBeInTheDocument();
    expect(within(rules).getByText('office (inactive)')).toBeInTheDocument();
    await u.click(within(rules).getByRole('button', { name: 'Adjust rule priority' }));
    await u.click(within(rules).getByRole('button', { name: 'Move down 1' }));
    await u.click(within(rules).getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(device.sent(rulePriority)).toHaveLength(1));
    expect(device.sent(rulePriority)[0]?.param).toEqual({ acl_id: 3000, new_rule_id: [2, 1] });
  });

  it('the rule form follows the protocol: ports only for tcp and udp; only filled fields are sent', async () => {
    useAccess.setState({ info: sessionInfo(2) });
    const device = aclDevice();
    const u = setup();
    renderWithProviders(<AclPage title="ACL Management" />);
    const rules = (await screen.findByText('Rules of ACL 3000 (Advanced)')).closest('[data-acl]') as HTMLElement;
    await u.click(within(rules).getByRole('button', { name: /Add rule/ }));
    const form = screen.getByRole('dialog');
    const protocol = within(form).getByLabelText('Protocol');
    expect(within(form).queryByLabelText('Destination port')).not.toBeInTheDocument();
    await u.clear(protocol);
    await u.type(protocol, 'tcp');
    await u.type(within(form).getByLabelText('Destination port'), '80,443');
    await u.type(within(form).getByLabelText('Destination wildcard'), '255.255.255.0');
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    const wildcard = within(form).getByLabelText('Destination wildcard');
    await waitFor(() => expect(wildcard).toBeInvalid());
    expect(wildcard).toHaveAccessibleDescription('A wildcard mask, e.g. 0.0.0.255');
    await u.clear(within(form).getByLabelText('Destination wildcard'));
    await u.type(within(form).getByLabelText('Destination IP'), '10.0.0.1');
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(
      () => {
        const invalid = [...form.querySelectorAll('[aria-invalid="true"]')].map((e) => e.id);
        expect([invalid, device.sent(ruleSet).length]).toEqual([[], 1]);
      },
      { timeout: 10_000 },
    );
    expect(device.sent(ruleSet)[0]?.param).toEqual({
      acl_id: 3000,
      rule_id: 3,
      action: 1,
      protocol: 'tcp',
      dst_ipaddr: '10.0.0.1',
      dst_port: '80,443',
    });
  });
});
