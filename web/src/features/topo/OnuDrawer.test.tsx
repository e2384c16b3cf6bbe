import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onuBaseInfo, type OnuDetail } from '@olt/protocol';
import { onuAt as onuRow } from '../../test/samples.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { OnuDrawer } from './OnuDrawer.tsx';
import { topoDevice } from '../../test/topoDevice.ts';

const DETAIL: OnuDetail = {
  port_id: 2,
  onu_id: 5,
  llid: 5,
  onu_name: 'ONU02/05',
  onu_desc: 'Flat 3',
  auth_mode: 'mac',
  auth_state: 'TRUE',
  status: 'Online',
  onu_type: '',
  dev_type: 'SFU',
  rtt: '18',
  macaddr: '38:3a:21:aa:02:05',
  loid: '',
  password: '',
  upgrade_type: '',
  ctcver: '2.1',
  software_ver: 'V2.1.8',
  hardware_ver: 'V1.0',
  vendor: 'HSGQ',
  sn_model: 'XE-E110',
  chip_model: '',
  onu_chip: '',
  fw_ver: '',
  geports: 1,
  wlan: 0,
  extmodel: 'XE-E110',
  distance: '2000',
};

signedInScreen();

describe('ONU drawer', () => {
  it('shows the ONU with its base information', async () => {
    topoDevice().answer(onuBaseInfo, DETAIL);
    renderWithProviders(<OnuDrawer onu={onuRow(2, 5, 'Online', 1)} splitterName="Trunk" onClose={() => undefined} />);
    expect(await screen.findByText('Flat 3')).toBeInTheDocument();
    expect(screen.getByText('XE-E110')).toBeInTheDocument();
    expect(screen.getByText('Trunk')).toBeInTheDocument();
    expect(screen.getByText('-21.50 dBm')).toBeInTheDocument();
    // the ONU's port settings are one step away, as in the original's topology menu
    expect(screen.getByRole('link', { name: 'ONU port config' })).toHaveAttribute(
      'href',
      '/advanced_setting/onu_port_cfg?port_id=2&onu_id=5',
    );
  });

  it('reboots an online ONU after asking, with the reboot flag', async () => {
    const user = userEvent.setup();
    const device = topoDevice();
    device.answer(onuBaseInfo, DETAIL);
    renderWithProviders(<OnuDrawer onu={onuRow(2, 5, 'Online')} splitterName={null} onClose={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: /Reboot/ }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(device.posts).toHaveLength(1));
    expect(device.posts[0]).toEqual({
      path: '/onumgmt?form=config',
      body: { method: 'set', param: { port_id: 2, onu_id: 5, flags: 1, fec_mode: 1 } },
    });
    expect(await screen.findByText('ONU ONU02/05 is rebooting')).toBeInTheDocument();
  });

  it('does not offer a reboot of an offline ONU', async () => {
    topoDevice().answer(onuBaseInfo, DETAIL);
    renderWithProviders(<OnuDrawer onu={onuRow(2, 5, 'Offline')} splitterName={null} onClose={() => undefined} />);
    expect((await screen.findByRole('button', { name: /Reboot/ })).hasAttribute('disabled')).toBe(true);
  });

  it('deletes or denies only after confirmation, naming the ONU by id and MAC', async () => {
    const user = userEvent.setup();
    const device = topoDevice();
    device.answer(onuBaseInfo, DETAIL);
    const onClose = vi.fn();
    renderWithProviders(<OnuDrawer onu={onuRow(2, 5, 'Online')} splitterName={null} onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: /Add to deny list/ }));
    expect(await screen.findByText(/Add ONU ONU02\/05 \(38:3a:21:aa:02:05\) to the deny list/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(device.posts[0]).toEqual({
      path: '/onu_allow_list?form=onucfg',
      body: { method: 'reject', param: { port_id: 2, onu_id: 5, macaddr: '38:3a:21:aa:02:05' } },
    });
    await user.click(screen.getByRole('button', { name: /Delete/ }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(device.posts).toHaveLength(2));
    expect(device.posts[1]?.body).toEqual({
      method: 'delete',
      param: { port_id: 2, onu_id: 5, macaddr: '38:3a:21:aa:02:05' },
    });
  });
});
