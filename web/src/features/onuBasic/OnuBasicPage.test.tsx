import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  ONU_UPLOAD_PATH,
  makeOnuImage,
  onuAlarmLines,
  onuUpgradeStatus,
  startOnuUpgrade,
  onuBaseInfo,
  onuConfig,
  onuOptics,
  onuWans,
  onuWlan,
  setOnuConfig,
  setOnuWlan,
} from '@olt/protocol';
import { ok } from '../../test/device.ts';
import { posted } from '../../test/ponDevice.ts';
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
  device.answer(onuBaseInfo, {
    ...detailOf(onuAt(1, 2, 'Online')),
    dev_type: 'HGU',
    wlan: 2,
    onu_name: 'attic',
    upgrade_type: 'h220',
  });
  let upgrading = false;
  device.answer(onuUpgradeStatus, () =>
    upgrading
      ? [
          {
            port_id: 1,
            onu_id: 2,
            onu_name: 'attic',
            macaddr: 'aa:bb:cc:00:00:02',
            status: 'Transferring',
            totallen: 1000,
            sendlen: 250,
            block: 0,
            upgrade_type: 'h220',
            phase: 'transfer' as const,
            reason: '',
            version: 'V3.0',
          },
        ]
      : [],
  );
  device.file(ONU_UPLOAD_PATH, ok({ upgrade_type: '', model: 'XE-H220W', version: 'V3.0', size: 100 }));
  device.reply(startOnuUpgrade, () => {
    upgrading = true;
    return ok();
  });
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
  const button = (scope: HTMLElement, text: string | RegExp) =>
    within(scope).getByText(text, { selector: 'button span' }).closest('button') as HTMLButtonElement;
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
  return { device, user, button };
};

describe('ONU basic info', () => {
  it('shows the ONU of the link and reboots it only after asking', async () => {
    const { device, user } = setup();
    expect(await screen.findByText('-21.40 dBm')).toBeInTheDocument();
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

  it('turns the transmitter off only for a time the device takes, after the warning', async () => {
    const { device, user, button } = setup();
    await user.click(await screen.findByRole('button', { name: 'Turn off optical transmitter' }));
    const dialog = (await screen.findByText(/The ONU goes offline/)).closest('[role="dialog"]') as HTMLElement;
    const seconds = within(dialog).getByLabelText('Off for (seconds)');
    await user.type(seconds, '70000');
    await user.click(button(dialog, 'OK'));
    expect(await within(dialog).findByText('Enter a whole number from 0 to 65535')).toBeInTheDocument();
    expect(seconds).toHaveValue('70000');
    expect(device.sent(setOnuConfig)).toHaveLength(0);
    await user.clear(seconds);
    await user.type(seconds, '300');
    await user.click(button(dialog, 'OK'));
    await waitFor(() => expect(device.sent(setOnuConfig)).toHaveLength(1));
    expect(device.sent(setOnuConfig)[0]?.param).toMatchObject({
      port_id: 1,
      onu_id: 2,
      flags: 0x200,
      txsupply_time: 300,
    });
  }, 90_000);

  it('sends an emptied name, which gives the ONU its default name back', async () => {
    const { device, user, button } = setup();
    await user.click(await screen.findByRole('button', { name: 'Setting ONU info' }));
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(name).toHaveValue('attic'));
    expect(screen.getByText(/empty gives the ONU its default name/)).toBeInTheDocument();
    await user.clear(name);
    await user.click(button(name.closest('[role="dialog"]') as HTMLElement, 'OK'));
    await waitFor(() => expect(device.sent(setOnuConfig)).toHaveLength(1));
    expect(device.sent(setOnuConfig)[0]?.param).toMatchObject({ flags: 0x8, onu_name: '', onu_desc: 'Back office' });
  }, 90_000);

  it('uploads an image for this ONU, upgrades it with its upgrade type and shows the progress', async () => {
    const { device, user, button } = setup();
    await screen.findByText('ONU upgrade');
    const image = makeOnuImage('XE-H220W', 'V3.0', new Uint8Array(100).fill(3));
    await user.upload(
      document.querySelector('input[type=file]') as HTMLInputElement,
      new File([new Uint8Array(image)], 'h220.bin'),
    );
    expect(await screen.findByText('Image for XE-H220W, version V3.0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Upgrade/ }));
    const question = await screen.findByText(/Upgrade ONU01\/02 to version V3.0/);
    expect(posted(device, startOnuUpgrade)).toEqual([]);
    await user.click(button(question.closest('[role="dialog"]') as HTMLElement, 'OK'));
    await waitFor(() =>
      expect(posted(device, startOnuUpgrade)).toEqual([
        { verb: 'set', param: { port_id: 1, onu_id: 2, upgrade_type: 'h220' } },
      ]),
    );
    const uploaded = device.requests.find((r) => r.path === ONU_UPLOAD_PATH);
    expect(uploaded?.query.has('type')).toBe(false);
    const progress = await screen.findByRole('status', { name: 'Upgrade progress' });
    expect(within(progress).getByText('Transferring')).toBeInTheDocument();
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  }, 90_000);
});
