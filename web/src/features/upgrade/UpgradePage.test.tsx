import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  FIRMWARE_UPLOAD_PATH,
  boardSystem,
  systemReboot,
  upgradeStatus,
  type Envelope,
  type UpgradeStatus,
} from '@olt/protocol';
import { fakeDevice, ok } from '../../test/device.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { SAMPLE_SYSTEM } from '../../test/samples.ts';
import { UpgradePage } from './UpgradePage.tsx';

signedInScreen();
vi.setConfig({ testTimeout: 60_000 });

// the picker's `accept` is a hint a browser may ignore; the page checks the name itself
const SYSTEM = { ...SAMPLE_SYSTEM, sys_ver: 'V2.4.1', fw_ver: 'V2.4.1_build2611' };

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
const region = (name: string) => screen.getByRole('region', { name });
const image = (name = 'system-V2.5.0.img') => new File([new Uint8Array(4096)], name);

/** A device whose UPG-05 answers walk through `statuses`, the last one repeated. */
function upgradeDevice(uploadAnswer: Envelope, statuses: Envelope[]) {
  const device = fakeDevice();
  device.answer(boardSystem, SYSTEM);
  device.file(FIRMWARE_UPLOAD_PATH, () => uploadAnswer);
  let read = 0;
  device.reply(upgradeStatus, () => statuses[Math.min(read++, statuses.length - 1)] as Envelope);
  device.reply(systemReboot, ok());
  return device;
}
const status = (s: UpgradeStatus): Envelope => ok(s);

async function choose(u: ReturnType<typeof setup>, card: HTMLElement, file: File) {
  await u.upload(card.querySelector('input[type=file]') as HTMLInputElement, file);
  await u.click(within(card).getByRole('button', { name: 'Upgrade' }));
}

describe('upgrade', () => {
  it('shows the running versions, sends the image of its kind, follows the write and offers the reboot', async () => {
    const device = upgradeDevice(ok(), [
      status({ status: 0 }),
      status({ status: 1, kind: 'system', version: 'V2.5.0', percent: 40 }),
      status({ status: 2, kind: 'system', version: 'V2.5.0', percent: 100 }),
    ]);
    const u = setup();
    renderWithProviders(<UpgradePage title="Upgrade" />);
    const versions = region('Running versions');
    expect(await within(versions).findByText('V2.4.1')).toBeInTheDocument();
    expect(within(versions).getByText('V2.4.1_build2611')).toBeInTheDocument();

    const card = region('System upgrade');
    await choose(u, card, image());
    await u.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText(/The device is writing V2\.5\.0/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upgrade progress' })).toHaveAttribute('aria-valuenow', '40');
    const posted = device.requests.find((r) => r.path === FIRMWARE_UPLOAD_PATH);
    expect(posted?.query.get('type')).toBe('system');
    expect(posted?.form?.get('file')).toHaveProperty('size', 4096);

    // the toast is brief: looked for as it comes, before the reboot question that follows it on a slow machine
    expect(await screen.findByText('System upgrade succeeded', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText(/Reboot the device now\?/, undefined, { timeout: 10_000 })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Reboot now' }));
    await waitFor(() => expect(device.sent(systemReboot)).toHaveLength(1));
  });

  it('says the device’s refusal of a bad image in its card and starts no write', async () => {
    const device = upgradeDevice({ code: 2, message: 'error: file header: the checksum does not match the image' }, [
      status({ status: 0 }),
    ]);
    const u = setup();
    renderWithProviders(<UpgradePage title="Upgrade" />);
    const card = region('Firmware upgrade');
    await choose(u, card, image('broken.img'));
    await u.click(await screen.findByRole('button', { name: 'OK' }));
    expect(
      await within(card).findByText(/The device refused the image: .*the checksum does not match the image/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/The device is writing/)).not.toBeInTheDocument();
    expect(device.sent(upgradeStatus)).toHaveLength(1);
  });

  it('refuses a file of the wrong type before sending it, and a missing file', async () => {
    const device = upgradeDevice(ok(), [status({ status: 0 })]);
    const u = setup();
    renderWithProviders(<UpgradePage title="Upgrade" />);
    const card = region('Full version upgrade');
    await u.click(within(card).getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByText('Select an image file first')).toBeInTheDocument();
    await choose(u, card, image('full.img'));
    expect(await screen.findByText('Wrong file type: this upgrade takes a .zip file')).toBeInTheDocument();
    expect(device.requests.some((r) => r.path === FIRMWARE_UPLOAD_PATH)).toBe(false);
  });

  it('locks every upgrade while another user upgrades', async () => {
    upgradeDevice(ok(), [status({ status: 3 })]);
    renderWithProviders(<UpgradePage title="Upgrade" />);
    expect(await screen.findByText(/Another user is upgrading/)).toBeInTheDocument();
    for (const name of ['Firmware upgrade', 'System upgrade', 'Full version upgrade'])
      expect(within(region(name)).getByRole('button', { name: 'Upgrade' })).toBeDisabled();
  });
});
