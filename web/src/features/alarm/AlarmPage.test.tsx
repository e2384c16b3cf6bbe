import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { alarmInfo, boardCapabilities, clearAlarms, getLogger, setLogger } from '@olt/protocol';
import { fakeDevice, ok } from '../../test/device.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { AlarmPage } from './AlarmPage.tsx';

signedInScreen();
vi.setConfig({ testTimeout: 60_000 });

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const LINES = [
  '2026/12/02 10:00:03 [major] ONU01/03 (d8:42:ac:30:8f:85) offline: Power Down',
  '2026/12/02 10:00:02 [info] system started',
  ...Array.from({ length: 30 }, (_, i) => `2026/12/02 09:${String(59 - i).padStart(2, '0')}:00 [minor] noise ${i}`),
];

/** A device of the family in front of which the console runs: ALM-01's lines only, no ALM-X2. */
function alarmDevice() {
  const device = fakeDevice();
  device.answer(boardCapabilities, { device: 'forwarded', additions: { 'ALM-X2': 'unavailable' } });
  let cleared = false;
  device.answer(alarmInfo, () => (cleared ? [] : LINES));
  device.answer(getLogger, { pondev: 1 });
  device.reply(setLogger, ok());
  device.reply(clearAlarms, () => {
    cleared = true;
    return ok();
  });
  return device;
}

describe('alarm information over the device’s lines (ALM-01)', () => {
  it('pages the history in the device’s order and filters it by level and text', async () => {
    alarmDevice();
    const u = setup();
    renderWithProviders(<AlarmPage title="Alarm Information" />);
    expect(await screen.findByText(/^ONU01\/03 \(d8:42:ac:30:8f:85\) offline/)).toBeInTheDocument();
    expect(screen.getByText('Alarms: 32')).toBeInTheDocument();
    expect(screen.queryByText('noise 25')).not.toBeInTheDocument();

    await u.click(screen.getByRole('combobox', { name: 'Level' }));
    await u.click(await screen.findByRole('option', { name: 'major' }));
    expect(await screen.findByText('Alarms: 1')).toBeInTheDocument();
    expect(screen.queryByText('system started')).not.toBeInTheDocument();

    await u.click(screen.getByRole('combobox', { name: 'Level' }));
    await u.click(await screen.findByRole('option', { name: 'All levels' }));
    await u.type(screen.getByRole('searchbox', { name: 'Search the alarms' }), 'noise 2{Enter}');
    expect(await screen.findByText('Alarms: 11')).toBeInTheDocument();
  });

  it('says the device’s alarms in Chinese', async () => {
    alarmDevice();
    renderWithProviders(<AlarmPage title="告警信息" />, { lang: 'zh' });
    expect(await screen.findByText('系统已启动')).toBeInTheDocument();
  });

  it('turns the PON device log off and clears the list after asking', async () => {
    const device = alarmDevice();
    const u = setup();
    renderWithProviders(<AlarmPage title="Alarm Information" />);
    await u.click(await screen.findByRole('button', { name: 'Turn off Log' }));
    await u.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(device.sent(setLogger)[0]?.param).toEqual({ pondev: 0 }));

    await u.click(screen.getByRole('button', { name: 'Clear Alarm' }));
    const question = await screen.findByText(/Clear every alarm\?/);
    await u.click(within(question.closest('[role=dialog]') as HTMLElement).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('No more data...')).toBeInTheDocument();
    expect(device.sent(clearAlarms)).toHaveLength(1);
  });
});
