import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { DEFAULT_TIME_ZONE, getNtp, setClock, setNtp, timeInfo } from '@olt/protocol';
import { fakeDevice, ok } from '../../test/device.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { TimePage } from './TimePage.tsx';

signedInScreen();
vi.setConfig({ testTimeout: 60_000 });

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const MANUAL = { status: 1, ntp_srv_ip: ['0.0.0.0', ''], poll_interval_time: 1 };

function timeDevice() {
  const device = fakeDevice();
  device.answer(timeInfo, { time_now: [2028, 2, 10, 8, 5, 0], uptime: [0, 1, 0, 0], timezone: DEFAULT_TIME_ZONE });
  device.answer(getNtp, MANUAL);
  device.reply(setNtp, ok());
  device.reply(setClock, ok());
  return device;
}

async function pick(u: ReturnType<typeof setup>, label: string, option: string) {
  await u.click(screen.getByRole('combobox', { name: label }));
  await u.click(await screen.findByRole('option', { name: option }));
}

describe('time setting', () => {
  it('sets the clock by hand: NTP off first, then the time and zone; days follow the month and leap years', async () => {
    const device = timeDevice();
    const u = setup();
    renderWithProviders(<TimePage title="Time Setting" />);
    expect(await screen.findByTestId('device-clock')).toHaveTextContent('2028-2-10 8:05:0');
    expect(screen.getByTestId('device-clock').textContent).toMatch(/^2028-2-10 8:05:0\d$/);
    await pick(u, 'Day', '29');
    await pick(u, 'Year', '2027');
    await u.click(screen.getByRole('combobox', { name: 'Day' }));
    // 2027 is no leap year: February has 28 days
    expect(screen.queryByRole('option', { name: '29' })).not.toBeInTheDocument();
    await u.keyboard('{Escape}');
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    await u.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(device.sent(setClock)).toHaveLength(1));
    expect(device.sent(setNtp)[0]?.param).toEqual(MANUAL);
    expect(device.sent(setClock)[0]?.param).toEqual({ time: [2027, 2, 28, 8, 5, 0], time_zone: DEFAULT_TIME_ZONE });
  });

  it('turns NTP on with the servers and the interval in seconds, by the server rules', async () => {
    const device = timeDevice();
    const u = setup();
    renderWithProviders(<TimePage title="Time Setting" />);
    await u.click(await screen.findByRole('radio', { name: 'Get Time Automatically' }));
    const preferred = screen.getByLabelText('Preferred IP Address');
    await u.type(preferred, '10.0.0.255');
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findAllByText(/unicast IPv4 host address/)).not.toHaveLength(0);
    expect(device.sent(setNtp)).toHaveLength(0);
    await u.clear(preferred);
    await u.type(preferred, '10.0.0.1');
    await u.clear(screen.getByLabelText('Update Frequency (days)'));
    await u.type(screen.getByLabelText('Update Frequency (days)'), '7');
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    await u.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(device.sent(setNtp)[0]?.param).toEqual({
        status: 0,
        ntp_srv_ip: ['10.0.0.1', ''],
        poll_interval_time: 7 * 86400,
      }),
    );
    expect(device.sent(setClock)).toHaveLength(0);
  });

  it('reads the device time again on request', async () => {
    const device = timeDevice();
    const u = setup();
    renderWithProviders(<TimePage title="Time Setting" />);
    await screen.findByTestId('device-clock');
    await u.click(screen.getByRole('button', { name: 'Get Device Time' }));
    expect(await screen.findByText('Update Time Success')).toBeInTheDocument();
    expect(device.sent(timeInfo).length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByText('Asia/Shanghai(UTC+08:00)').length).toBeGreaterThan(0);
  });
});
