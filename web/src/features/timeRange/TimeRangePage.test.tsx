import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createAbsoluteTimeRange, createRelativeTimeRange, timeRanges } from '@olt/protocol';
import { fakeDevice, ok } from '../../test/device.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { sessionInfo } from '../../test/samples.ts';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { useAccess } from '../../lib/access.ts';
import { TimeRangePage } from './TimeRangePage.tsx';

signedInScreen();
vi.setConfig({ testTimeout: 90_000 });

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('time ranges', () => {
  it('shows each range with its state and week; adds a period and refuses one that ends before it starts', async () => {
    useAccess.setState({ info: sessionInfo(2) });
    const device = fakeDevice();
    device.answer(timeRanges, [
      {
        name: 'office',
        state: 'Active',
        absolute: [],
        relative: [{ day: 'working-day', stime: '8:00', etime: '18:00' }],
      },
    ]);
    device.reply(createRelativeTimeRange, ok());
    device.reply(createAbsoluteTimeRange, ok());
    const u = setup();
    renderWithProviders(<TimeRangePage title="Time Range" />);
    const row = (await screen.findByText('office', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('Working days 8:00–18:00')).toBeInTheDocument();
    // five working days drawn, the weekend empty
    expect(row.querySelectorAll('[data-period="8:00-18:00"]')).toHaveLength(5);
    expect(row.querySelector('[data-day="sunday"] [data-period]')).toBeNull();

    await u.click(screen.getByRole('button', { name: /Add time range/ }));
    const form = screen.getByRole('dialog');
    await u.type(within(form).getByLabelText('Name'), 'night');
    await u.click(within(form).getByLabelText('Absolute'));
    await u.type(within(form).getByLabelText('Start day'), '2026/3/14');
    await u.type(within(form).getByLabelText('Start time'), '22:00');
    await u.type(within(form).getByLabelText('End day'), '2026/3/13');
    await u.type(within(form).getByLabelText('End time'), '6:00');
    await u.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The period must end after it starts')).toBeInTheDocument();
    expect(device.sent(createAbsoluteTimeRange)).toHaveLength(0);
    await u.clear(within(form).getByLabelText('End day'));
    await u.type(within(form).getByLabelText('End day'), '2026/3/15');
    await u.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(device.sent(createAbsoluteTimeRange)).toHaveLength(1));
    expect(device.sent(createAbsoluteTimeRange)[0]?.param).toEqual({
      name: 'night',
      stime: '22:00',
      sday: '2026/3/14',
      etime: '6:00',
      eday: '2026/3/15',
    });
  });
});
