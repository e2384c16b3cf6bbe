import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  onuAlarmLines,
  onuBaseInfo,
  onuConfig,
  onuOptics,
  onuWans,
  onuWlan,
  setOnuConfig,
  setOnuWlan,
} from '@olt/protocol';
import { ok } from '../../test/device.ts';
import { onuDeviceKit } from '../../test/onuDeviceKit.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { detailOf, onuAt } from '../../test/samples.ts';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { OnuBasicPage } from './OnuBasicPage.tsx';

signedInScreen();
// the machine running the tests may be busy: a screen that reads several things in turn gets time
configure({ asyncUtilTimeout: 10_000 });

const setup = () => {
  const device = onuDeviceKit();
  device.answer(onuBaseInfo, { ...detailOf(onuAt(1, 2, 'Online')), dev_type: 'HGU', wlan: 2 });
  device.answer(onuConfig, { fec_mode: 1 });
  device.answer(onuOptics, {
    work_temprature: '41 C',
    work_voltage: '3.3 V',
    transmit_bias: '12 mA',
    transmit_power: '2.1 dBm',
    receive_power: '-21.4 dBm',
  });
  device.answer(onuAlarmLines, []);
  device.answer(onuWans, []);
  device.answer(onuWlan, {
    port_id: 1,
    onu_id: 2,
    wlan: 2,
    encrypt: 4,
    ssid: 'home24',
    password: 'secret123',
    encrypt_5g: 4,
    ssid_5g: 'home5g',
    password_5g: 'secret555',
  });
  device.reply(setOnuConfig, ok());
  device.reply(setOnuWlan, ok());
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithProviders(<OnuBasicPage name="onu_basic_info" title="ONU Basic Info" />, {
    at: '/onu_basic_info?port_id=1&onu_id=2',
  });
  return { device, user };
};

describe('ONU basic info', () => {
  it('shows the ONU of the link and reboots it only after asking', async () => {
    const { device, user } = setup();
    expect(await screen.findByText('-21.4 dBm')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Reboot ONU' }));
    expect(await screen.findByText('Reboot this ONU?')).toBeInTheDocument();
    expect(device.sent(setOnuConfig)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(device.sent(setOnuConfig)).toHaveLength(1));
    expect(device.sent(setOnuConfig)[0]?.param).toEqual({ port_id: 1, onu_id: 2, flags: 1 });
  }, 90_000);

  it('sets the 5G radio of an HGU with what was typed', async () => {
    const { device, user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'WLAN' }));
    await user.click(await screen.findByText('5G'));
    const ssid = await screen.findByLabelText('SSID');
    await waitFor(() => expect(ssid).toHaveValue('home5g'));
    await user.clear(ssid);
    await user.type(ssid, 'attic5g');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(device.sent(setOnuWlan)).toHaveLength(1));
    expect(device.sent(setOnuWlan)[0]?.param).toEqual({
      port_id: 1,
      onu_id: 2,
      mode: 2,
      encrypt: 4,
      ssid: 'attic5g',
      password: 'secret555',
    });
  }, 90_000);
});
