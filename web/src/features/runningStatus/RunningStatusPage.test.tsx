import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  addLicence,
  boardCpu,
  boardSystem,
  getHostname,
  getSettingBoard,
  setHostname,
  timeInfo,
  type SystemInfo,
} from '@olt/protocol';
import { fakeDevice, ok } from '../../test/device.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { SAMPLE_SYSTEM } from '../../test/samples.ts';
import { RunningStatusPage } from './RunningStatusPage.tsx';

signedInScreen();
vi.setConfig({ testTimeout: 60_000 });

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const region = (name: string) => screen.getByRole('region', { name });
const NO_COMPANY = { name: '', addr: '', email: '', phone: '', supplier_info: '', cc_url: '' };

function statusDevice(system: Partial<SystemInfo> = {}) {
  const device = fakeDevice();
  device.answer(boardSystem, { ...SAMPLE_SYSTEM, ...system });
  device.answer(getHostname, { hostname: 'olt-lab-1' });
  device.answer(getSettingBoard, NO_COMPANY);
  let cpuReads = 0;
  device.answer(boardCpu, () =>
    cpuReads++ === 0 ? { cpu_usage: 25, memory_usage: 40 } : { cpu_usage: 82, memory_usage: 41 },
  );
  device.answer(timeInfo, { time_now: [2026, 12, 2, 9, 59, 58], uptime: [1, 23, 59, 58], timezone: 257 });
  device.reply(setHostname, ok());
  device.reply(addLicence, ok());
  return device;
}

describe('running status', () => {
  it('lists the device, a licence running low in red, and ticks the clock and uptime every second', async () => {
    statusDevice({ lic_total: 30, lic_available: 4 });
    renderWithProviders(<RunningStatusPage title="Running Status" />);
    const system = region('System Information');
    expect(await within(system).findByText('olt-lab-1')).toBeInTheDocument();
    expect(within(system).getByText('EPON')).toBeInTheDocument();
    expect(within(system).getByText(SAMPLE_SYSTEM.sn)).toBeInTheDocument();
    expect(within(system).getByText('4 days')).toHaveAttribute('data-low', 'true');

    const clock = await screen.findByTestId('device-clock');
    expect(clock).toHaveTextContent('2026-12-2 9:59:58');
    await waitFor(() => expect(clock).toHaveTextContent('2026-12-2 10:00:00'), { timeout: 4000 });
    expect(screen.getByTestId('device-uptime')).toHaveTextContent('2 Day 0 Hour 00 Min 00 Sec');
  });

  it('redraws the gauges with every read, red from 70 %', async () => {
    statusDevice();
    renderWithProviders(<RunningStatusPage title="Running Status" />);
    const hardware = region('Hardware Status');
    expect(await within(hardware).findByText('25%')).toBeInTheDocument();
    expect(await within(hardware).findByText('82%', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(within(hardware).getByText('CPU Usage')).toHaveAttribute('data-high', 'true');
    expect(within(hardware).getByText('Memory Usage')).toHaveAttribute('data-high', 'false');
  });

  it('sets the device name by its rules: the same name is not sent, a bad one is refused, a good one is', async () => {
    const device = statusDevice();
    const u = setup();
    renderWithProviders(<RunningStatusPage title="Running Status" />);
    await u.click(await screen.findByRole('button', { name: 'Set device name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set device name' });
    const input = within(dialog).getByLabelText('Device Name');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing was changed')).toBeInTheDocument();
    await u.clear(input);
    await u.type(input, '9lab');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/starts with a letter/)).toBeInTheDocument();
    expect(device.sent(setHostname)).toHaveLength(0);
    await u.clear(input);
    await u.type(input, 'lab-2');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(device.sent(setHostname)[0]?.param).toEqual({ hostname: 'lab-2' }));
  });

  it('offers a licence key only for a limited licence, and checks its form before sending', async () => {
    const device = statusDevice({ lic_total: 30, lic_available: 20 });
    const u = setup();
    renderWithProviders(<RunningStatusPage title="Running Status" />);
    await u.click(await screen.findByRole('button', { name: 'Add valid period' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add valid period' });
    const input = within(dialog).getByLabelText('Licence');
    await u.type(input, 'ABC123');
    await u.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('A licence is exactly 32 letters or digits')).toBeInTheDocument();
    await u.clear(input);
    await u.type(input, 'A1'.repeat(16));
    await u.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(device.sent(addLicence)[0]?.param).toEqual({ trylic: 'A1'.repeat(16) }));
  });

  it('has no licence button on a forever licence', async () => {
    statusDevice({ lic_total: 0, lic_available: 0 });
    renderWithProviders(<RunningStatusPage title="Running Status" />);
    expect(await within(region('System Information')).findAllByText('Forever')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Add valid period' })).not.toBeInTheDocument();
  });
});
