import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  boardSystem,
  deleteSshKey,
  getFrpc,
  getServicePorts,
  getSnmpCommunity,
  getSnmpTrap,
  getSpec1,
  getSshKeys,
  getSyslog,
  setSnmpCommunity,
  setSyslog,
  systemCustom,
} from '@olt/protocol';
import { fakeDevice, ok } from '../../test/device.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { SAMPLE_CUSTOM, SAMPLE_SYSTEM, sessionInfo } from '../../test/samples.ts';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { useAccess } from '../../lib/access.ts';
import { ServicePage } from './ServicePage.tsx';

signedInScreen();
vi.setConfig({ testTimeout: 90_000 });

const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl noc@lab';

function serviceDevice({ frpc = 0 } = {}) {
  const device = fakeDevice();
  device.answer(boardSystem, SAMPLE_SYSTEM);
  device.answer(systemCustom, { ...SAMPLE_CUSTOM, frpc });
  device.answer(getServicePorts, { http: 80, https: 443, telnet: 23 });
  device.answer(getSyslog, { ipaddr: '', port: 514 });
  device.answer(getSpec1, { spec1: 0 });
  device.answer(getFrpc, {
    server_addr: 'frp.example.net',
    server_port: 7000,
    token: '',
    token_set: 1,
    appname: 'olt01',
    type: 0,
    local_ip: '127.0.0.1',
    local_port: 80,
    remote_port: 0,
    custom_domains: '',
    subdomain: '',
  });
  device.answer(getSnmpTrap, { serverip: '10.0.0.5', trap_port: 162, trap_community: 'public' });
  device.answer(getSnmpCommunity, { read_community: 'public', write_community: '', write_community_set: 1 });
  device.answer(getSshKeys, [{ keyname: 'noc-laptop', publickey: KEY }]);
  device.reply(setSyslog, ok());
  device.reply(setSnmpCommunity, ok());
  device.reply(deleteSshKey, ok());
  return device;
}
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const section = (name: string) => screen.getByRole('region', { name });

describe('service', () => {
  it('says where each section takes effect, from the protocol’s list; FRPC only where the device has it', async () => {
    serviceDevice();
    const view = renderWithProviders(<ServicePage title="Service" />);
    expect(await screen.findByText('noc-laptop')).toBeInTheDocument();
    expect(within(section('Syslog server')).getByText('Takes effect here')).toBeInTheDocument();
    expect(within(section('System ports')).getByText('Real hardware only')).toBeInTheDocument();
    expect(within(section('SSH keys')).getByText('Real hardware only')).toBeInTheDocument();
    expect(screen.getByText(/Take effect on real hardware only: System ports, 5620 support/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'FRPC' })).not.toBeInTheDocument();
    view.unmount();

    serviceDevice({ frpc: 1 });
    renderWithProviders(<ServicePage title="Service" />);
    expect(await screen.findByText('frp.example.net')).toBeInTheDocument();
  });

  it('sets the syslog server and port, checked by the schema first', async () => {
    const device = serviceDevice();
    const u = setup();
    renderWithProviders(<ServicePage title="Service" />);
    await screen.findByText('noc-laptop');
    await u.click(within(section('Syslog server')).getByRole('button', { name: 'Setting' }));
    const form = screen.getByRole('dialog');
    await u.type(within(form).getByLabelText('Server address'), '255.255.255.255');
    await u.click(within(form).getByRole('button', { name: 'Apply' }));
    expect((await within(form).findAllByText(/expected form|IPv4/)).length).toBeGreaterThan(0);
    await u.clear(within(form).getByLabelText('Server address'));
    await u.type(within(form).getByLabelText('Server address'), '10.0.0.9');
    await u.clear(within(form).getByLabelText('UDP port'));
    await u.type(within(form).getByLabelText('UDP port'), '5514');
    await u.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(device.sent(setSyslog)[0]?.param).toEqual({ ipaddr: '10.0.0.9', port: 5514 }));
  });

  it('changes only the ticked community and deletes an SSH key after asking', async () => {
    const device = serviceDevice();
    const u = setup();
    renderWithProviders(<ServicePage title="Service" />);
    await screen.findByText('noc-laptop');
    const snmp = section('SNMP community');
    await u.click(within(snmp).getByText('Change the write community'));
    await u.type(within(snmp).getByLabelText('Write community'), 's3cret');
    await u.click(within(snmp).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(device.sent(setSnmpCommunity)[0]?.param).toEqual({ flags: 2, write_community: 's3cret' }),
    );

    await u.click(screen.getByRole('button', { name: 'Delete noc-laptop' }));
    expect(await screen.findByText('Delete SSH key noc-laptop?')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(device.sent(deleteSshKey)[0]?.param).toEqual({ keyname: 'noc-laptop' }));
  });

  it('an operator sees the settings but may not change them', async () => {
    useAccess.setState({ info: sessionInfo(4) });
    serviceDevice();
    renderWithProviders(<ServicePage title="Service" />);
    await screen.findByText('noc-laptop');
    expect(within(section('Syslog server')).getByRole('button', { name: 'Setting' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete noc-laptop' })).toBeDisabled();
    useAccess.setState({ info: null });
  });
});
