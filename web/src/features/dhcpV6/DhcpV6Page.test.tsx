import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  boardSystem,
  dhcpv6Admin,
  dhcpv6BindingPage,
  dhcpv6Global,
  type Dhcpv6Binding,
  type Dhcpv6Global,
} from '@olt/protocol';
import { fakeDevice, ok } from '../../test/device.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { SAMPLE_SYSTEM } from '../../test/samples.ts';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { DhcpV6Page } from './DhcpV6Page.tsx';

signedInScreen();
configure({ asyncUtilTimeout: 10_000 });

const binding = (over: Partial<Dhcpv6Binding>): Dhcpv6Binding => ({
  ia_type: 'na',
  address: '2001:db8:100::101',
  iaid: 1,
  duid: '00:03:00:01:06:3a:21:71:fc:83',
  macaddr: '06:3a:21:71:fc:83',
  port_id: 1,
  onu_id: 2,
  vlan_id: 100,
  lease_left_s: 3590,
  lease_time_string: '00:59:50',
  preferred_left_s: 1790,
  interface_id: 'VLAN100+PON01:2',
  remote_enterprise: 32473,
  remote_id: '38:3a:21:71:fc:83',
  ...over,
});
const ROWS = [binding({}), binding({ ia_type: 'pd', address: '2001:db8:100:8000::/60' })];

/** A device whose DHCPv6 starts off with no binding, and binds two leases once it is on. */
function device() {
  const d = fakeDevice();
  const state: Dhcpv6Global = { dhcpv6_admin: 0, option18_admin: 1, option37_admin: 1 };
  d.reply(boardSystem, ok(SAMPLE_SYSTEM));
  d.answer(dhcpv6Global, () => ({ ...state }));
  d.answer(dhcpv6Admin, ({ param }) => {
    state.dhcpv6_admin = Number((param as { dhcpv6_admin: number }).dhcpv6_admin);
    return undefined;
  });
  d.answer(dhcpv6BindingPage, ({ query }) => {
    const rows = state.dhcpv6_admin === 1 ? ROWS.filter((r) => !query.get('ia') || r.ia_type === query.get('ia')) : [];
    return { total: rows.length, page: 1, rows };
  });
  return d;
}

describe('DHCPv6 screen', () => {
  it('says why the table is empty while off, and shows the bindings with their options 18 and 37 once on', async () => {
    const d = device();
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<DhcpV6Page name="dhcp_v6" title="DHCPv6" />, { at: '/dhcp_v6' });
    expect(await screen.findByText(/DHCPv6 is disabled, so the device relays nothing/)).toBeInTheDocument();
    expect(screen.queryByText('Option18 status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'DHCPv6 status' }));
    await waitFor(() => expect(d.sent(dhcpv6Admin)[0]?.param).toEqual({ dhcpv6_admin: 1 }));
    const row = (await screen.findByText('2001:db8:100::101')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Address')).toBeInTheDocument();
    expect(within(row).getByText('VLAN100+PON01:2')).toBeInTheDocument();
    expect(within(row).getByText('32473 · 38:3a:21:71:fc:83')).toBeInTheDocument();
    expect(within(row).getByText('1/2')).toBeInTheDocument();
    const prefix = screen.getByText('2001:db8:100:8000::/60').closest('tr') as HTMLElement;
    expect(within(prefix).getByText('Prefix')).toBeInTheDocument();
    expect(screen.getByText('Option18 status')).toBeInTheDocument();
    expect(screen.queryByText(/DHCPv6 is disabled/)).not.toBeInTheDocument();

    // a whole address is asked as one (the device finds it inside a delegated prefix), anything else as a search
    const search = screen.getByLabelText('Search by address, MAC, DUID or PON/ONU (e.g. 1/3)');
    await user.type(search, '2001:db8:100:8000::1{Enter}');
    await waitFor(() => expect(d.sent(dhcpv6BindingPage).at(-1)?.query.get('address')).toBe('2001:db8:100:8000::1'));
    await user.clear(search);
    await user.type(search, 'fc:83{Enter}');
    await waitFor(() => expect(d.sent(dhcpv6BindingPage).at(-1)?.query.get('search')).toBe('fc:83'));
    expect(d.sent(dhcpv6BindingPage).at(-1)?.query.get('address')).toBeNull();
    await user.click(screen.getByText('Prefixes'));
    await waitFor(() => expect(d.sent(dhcpv6BindingPage).at(-1)?.query.get('ia')).toBe('pd'));
    await waitFor(() => expect(screen.queryByText('2001:db8:100::101')).not.toBeInTheDocument());
    expect(d.sent(dhcpv6BindingPage).at(-1)?.query.get('page_size')).toBe('10');
  }, 60_000);

  it('speaks Chinese, and warns that what it still shows is running out while relaying is off', async () => {
    const d = device();
    d.answer(dhcpv6BindingPage, { total: 1, page: 1, rows: [ROWS[0]!] });
    renderWithProviders(<DhcpV6Page name="dhcp_v6" title="DHCPv6" />, { at: '/dhcp_v6', lang: 'zh' });
    expect(await screen.findByText('2001:db8:100::101')).toBeInTheDocument();
    expect(screen.getByText('DHCPv6 已禁用：续约得不到应答，这些绑定将在租期到期时消失。')).toBeInTheDocument();
    expect(screen.getByText('DHCPv6 绑定表')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader', { name: 'Option18（接口 ID）' }).length).toBeGreaterThan(0);
  }, 60_000);
});
