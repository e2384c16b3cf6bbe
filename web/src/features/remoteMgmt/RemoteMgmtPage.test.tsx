import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  CODE,
  accessClient,
  addInbound,
  deleteInbound,
  getDefaultRoutes,
  getDns,
  inbound,
  outbound,
  setOutboundAdmin,
  type MgmtInterface,
} from '@olt/protocol';
import { fakeDevice, ok } from '../../test/device.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { isInterfaceInUse } from './currentInterface.ts';
import { RemoteMgmtPage } from './RemoteMgmtPage.tsx';

signedInScreen();
vi.setConfig({ testTimeout: 90_000 });

const iface = (over: Partial<MgmtInterface>): MgmtInterface => ({
  interface: 'outbound',
  admin: 1,
  telnet_status: 1,
  ipaddr: '192.168.1.100',
  ipmask: '255.255.255.0',
  ipv6_address: [{ ipv6: 'fe80::1/64' }],
  mtu: 1500,
  macaddr: '00:0A:5A:00:00:01',
  rcvpkts: 10,
  rcvbytes: 1000,
  transpkts: 20,
  transbytes: '',
  ...over,
});
const OUT = iface({});
const VLAN40 = iface({ interface: 'vlanif-40', vlan_id: 40, admin: undefined, ipaddr: '10.40.0.1' });

/** The device as the browser at `interfaceInUse` sees it; writes answer by `answers`. */
function mgmtDevice(interfaceInUse = '') {
  const device = fakeDevice();
  device.answer(outbound, OUT);
  device.answer(inbound, [VLAN40]);
  device.answer(getDns, { primary: '8.8.8.8', secondary: '', primary_v6: '', secondary_v6: '' });
  device.answer(getDefaultRoutes, { gateway: '192.168.1.1', gateway_v6: '' });
  device.answer(accessClient, { address: '10.40.0.9', enforced: 0, ignored: 0, interface: interfaceInUse });
  device.reply(addInbound, ok());
  device.reply(deleteInbound, ({ param }) =>
    param?.confirm === 1 || interfaceInUse !== 'vlanif-40'
      ? ok()
      : { code: CODE.confirm, message: 'error: this request came through vlanif-40; send confirm: 1' },
  );
  device.reply(setOutboundAdmin, ok());
  return device;
}
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const rowOf = async (text: string) =>
  (await screen.findByText(text, { selector: 'td *, td' })).closest('tr') as HTMLElement;
const menuAction = async (u: ReturnType<typeof setup>, name: string, action: string) => {
  await u.click(screen.getByRole('button', { name: `Actions ${name}` }));
  await u.click(await screen.findByRole('menuitem', { name: action }));
};

describe('network interface', () => {
  it('shows routes, DNS and both kinds of interface, with counters on expanding', async () => {
    mgmtDevice();
    const u = setup();
    renderWithProviders(<RemoteMgmtPage title="Network Interface" />);
    const row = await rowOf('vlanif-40');
    expect(within(row).getByText('10.40.0.1')).toBeInTheDocument();
    expect(within(row).getByText('00:0a:5a:00:00:01')).toBeInTheDocument();
    expect(within(await rowOf('Outbound interface')).getByText('fe80::1/64')).toBeInTheDocument();
    expect(screen.getByText('192.168.1.1')).toBeInTheDocument();
    expect(screen.getByText('8.8.8.8')).toBeInTheDocument();
    await u.click(within(row).getByRole('button', { name: /expand/i }));
    expect(await screen.findByText('Not counted')).toBeInTheDocument();
  });

  it('adds an inbound interface with its VLAN and address, checked by the schema first', async () => {
    const device = mgmtDevice();
    const u = setup();
    renderWithProviders(<RemoteMgmtPage title="Network Interface" />);
    await rowOf('vlanif-40');
    await u.click(screen.getByRole('button', { name: /Add inbound interface/ }));
    const form = screen.getByRole('dialog');
    await u.type(within(form).getByLabelText('VLAN ID'), '4095');
    await u.type(within(form).getByLabelText('IP address'), '10.50.0.1');
    await u.type(within(form).getByLabelText('IP mask'), '255.255.255.0');
    await u.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText(/1 to 4094/)).toBeInTheDocument();
    expect(device.sent(addInbound)).toHaveLength(0);
    await u.clear(within(form).getByLabelText('VLAN ID'));
    await u.type(within(form).getByLabelText('VLAN ID'), '50');
    await u.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(device.sent(addInbound)[0]?.param).toEqual({ vlan_id: 50, ipaddr: '10.50.0.1', ipmask: '255.255.255.0' }),
    );
  });

  it('warns that the connection may be lost before deleting the interface in use, then sends it confirmed', async () => {
    const device = mgmtDevice('vlanif-40');
    const u = setup();
    renderWithProviders(<RemoteMgmtPage title="Network Interface" />);
    expect(within(await rowOf('vlanif-40')).getByText('In use')).toBeInTheDocument();
    await menuAction(u, 'vlanif-40', 'Delete');
    expect((await screen.findAllByText('You may lose this connection')).length).toBeGreaterThan(0);
    expect(screen.getByText(/This browser reaches the device through vlanif-40/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Go ahead' }));
    await waitFor(() => expect(device.sent(deleteInbound)[0]?.param).toEqual({ vlan_id: 40, confirm: 1 }));
  });

  it('asks before turning the outbound port off; the warning comes when the device says the request came through it', async () => {
    const device = mgmtDevice();
    device.reply(setOutboundAdmin, ({ param }) =>
      param?.confirm === 1 ? ok() : { code: CODE.confirm, message: 'error: this request came through outbound' },
    );
    const u = setup();
    renderWithProviders(<RemoteMgmtPage title="Network Interface" />);
    await rowOf('vlanif-40');
    await u.click(screen.getByRole('button', { name: 'Turn off outbound interface' }));
    expect(await screen.findByText(/Management through it stops/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'OK' }));
    expect((await screen.findAllByText('You may lose this connection')).length).toBeGreaterThan(0);
    await u.click(screen.getByRole('button', { name: 'Go ahead' }));
    await waitFor(() =>
      expect(device.sent(setOutboundAdmin).map((r) => r.param)).toEqual([{ admin: 2 }, { admin: 2, confirm: 1 }]),
    );
  });

  it('knows the interface in use by the page’s own host, IPv6 in brackets included', () => {
    expect(isInterfaceInUse(OUT, '192.168.1.100')).toBe(true);
    expect(isInterfaceInUse(VLAN40, '192.168.1.100')).toBe(false);
    expect(isInterfaceInUse(iface({ ipv6_address: [{ ipv6: '2001:db8::5/64' }] }), '[2001:db8::5]')).toBe(true);
    expect(isInterfaceInUse(VLAN40, 'olt.example', 'vlanif-40')).toBe(true);
  });
});
