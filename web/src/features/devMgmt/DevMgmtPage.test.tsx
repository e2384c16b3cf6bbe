import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { SYSTEM_RESTORE_PATH, systemDefConfig, systemReboot, type Envelope } from '@olt/protocol';
import { fakeDevice, ok } from '../../test/device.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { DevMgmtPage } from './DevMgmtPage.tsx';

signedInScreen();
vi.setConfig({ testTimeout: 60_000 });

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const region = (name: string) => screen.getByRole('region', { name });
const configFile = () => new File(['! EPON OLT configuration\n'], 'olt_config.cfg', { type: 'text/plain' });

function devMgmtDevice(restoreAnswer: Envelope = ok()) {
  const device = fakeDevice();
  device.file(SYSTEM_RESTORE_PATH, () => restoreAnswer);
  device.reply(systemReboot, ok());
  device.reply(systemDefConfig, ok());
  return device;
}

describe('device management', () => {
  it('restores a chosen file as multipart `file`, then offers the reboot that applies it', async () => {
    const device = devMgmtDevice();
    const u = setup();
    renderWithProviders(<DevMgmtPage title="Device" />);
    const restore = region('Restore configuration');
    await u.click(within(restore).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Select a configuration file first')).toBeInTheDocument();

    await u.upload(restore.querySelector('input[type=file]') as HTMLInputElement, configFile());
    expect(within(restore).getByTestId('restore-file')).toHaveTextContent('olt_config.cfg');
    await u.click(within(restore).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(/Reboot the device now\?/)).toBeInTheDocument();
    const posted = device.requests.find((r) => r.path === SYSTEM_RESTORE_PATH);
    // jsdom's XMLHttpRequest loses the file's name on the way; a browser keeps it (the e2e test sees it)
    expect(posted?.form?.get('file')).toHaveProperty('size', configFile().size);
    await u.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(device.sent(systemReboot)).toHaveLength(1));
  });

  it('shows the device’s refusal of a bad file and offers no reboot', async () => {
    const device = devMgmtDevice({ code: 2, message: 'error: the checksum does not match' });
    const u = setup();
    renderWithProviders(<DevMgmtPage title="Device" />);
    const restore = region('Restore configuration');
    await u.upload(restore.querySelector('input[type=file]') as HTMLInputElement, configFile());
    await u.click(within(restore).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(/checksum does not match/)).toBeInTheDocument();
    expect(screen.queryByText(/Reboot the device now\?/)).not.toBeInTheDocument();
    expect(device.sent(systemReboot)).toHaveLength(0);
  });

  it('asks before the factory reset, then offers the reboot', async () => {
    const device = devMgmtDevice();
    const u = setup();
    renderWithProviders(<DevMgmtPage title="Device" />);
    await u.click(within(region('Factory configuration')).getByRole('button', { name: 'Factory reset' }));
    await u.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(device.sent(systemDefConfig)).toHaveLength(1));
    expect(await screen.findByText(/factory configuration applies after a reboot/)).toBeInTheDocument();
  });
});
