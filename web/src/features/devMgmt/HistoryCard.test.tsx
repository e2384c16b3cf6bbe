import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  configDiff,
  configHistory,
  configRollback,
  systemReboot,
  type ConfigDiff,
  type ConfigVersion,
} from '@olt/protocol';
import { fakeDevice, ok } from '../../test/device.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { HistoryCard } from './HistoryCard.tsx';

signedInScreen();
vi.setConfig({ testTimeout: 60_000 });

const version = (id: number, over: Partial<ConfigVersion>): ConfigVersion => ({
  version_id: id,
  time: `2026/03/14 09:0${id}:00`,
  user: 'root',
  address: '10.0.0.5',
  reason: 'save',
  of_version: 0,
  changes: [],
  lines: 120,
  ...over,
});
const VERSIONS = [
  version(3, {
    changes: [
      { section: 'system', added: 1, removed: 1 },
      { section: 'vlans', added: 2, removed: 0 },
    ],
  }),
  version(2, { reason: 'timed_backup', user: '', address: '' }),
  version(1, { reason: 'start', user: '', address: '' }),
];
const DIFF: ConfigDiff = {
  from_lines: 118,
  to_lines: 120,
  sections: [
    {
      section: 'system',
      added: 1,
      removed: 1,
      hunks: [
        {
          from_line: 7,
          to_line: 7,
          lines: [
            { op: '-', text: 'hostname = "EPON-OLT"' },
            { op: '+', text: 'hostname = "OLT-EAST"' },
          ],
        },
      ],
    },
  ],
};

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('configuration history', () => {
  it('lists versions with who and what changed, compares one with the one before, and rolls back', async () => {
    const device = fakeDevice();
    device.answer(configHistory, { max_kept: 30, versions: VERSIONS });
    device.answer(configDiff, DIFF);
    device.reply(configRollback, ok());
    device.reply(systemReboot, ok());
    const u = setup();
    renderWithProviders(<HistoryCard mayWrite />);

    const row3 = (await screen.findByText('root from 10.0.0.5')).closest('tr') as HTMLElement;
    expect(row3).toHaveTextContent('system +1 −1, vlans +2 −0');
    // the timed backup was a task's; the version the history began with is the device's own
    expect(screen.getAllByText('The device (timed task)')).toHaveLength(1);
    expect(screen.getByText('The device')).toBeInTheDocument();
    expect(screen.getByText('The startup configuration when the history began')).toBeInTheDocument();

    await u.click(within(row3).getByRole('button', { name: 'Compare with previous' }));
    const dialog = await screen.findByRole('dialog', { name: 'version 2 → version 3' });
    expect(await within(dialog).findByText('+ hostname = "OLT-EAST"')).toHaveAttribute('data-op', '+');
    expect(device.sent(configDiff)[0]?.query.toString()).toBe('form=diff&from=2&to=3');
    await u.keyboard('{Escape}');

    await u.click(within(row3).getByRole('button', { name: 'Roll back' }));
    expect(
      await screen.findByText(/Make version 3 \(2026\/03\/14 09:03:00\) the startup configuration/),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(device.sent(configRollback)[0]?.param).toEqual({ version_id: 3 }));
    expect(await screen.findByText(/Reboot the device now\?/)).toBeInTheDocument();
  });

  it('compares the two selected versions oldest first, and shows the unsaved changes the same way', async () => {
    const device = fakeDevice();
    device.answer(configHistory, { max_kept: 30, versions: VERSIONS });
    device.answer(configDiff, { ...DIFF, sections: [] });
    const u = setup();
    renderWithProviders(<HistoryCard mayWrite={false} />);
    await screen.findByText('root from 10.0.0.5');
    const compare = screen.getByRole('button', { name: 'Compare the two selected' });
    expect(compare).toBeDisabled();
    await u.click(screen.getByRole('checkbox', { name: 'Select version 3' }));
    await u.click(screen.getByRole('checkbox', { name: 'Select version 1' }));
    await u.click(compare);
    expect(await screen.findByText('The two configurations are the same')).toBeInTheDocument();
    expect(device.sent(configDiff)[0]?.query.toString()).toBe('form=diff&from=1&to=3');
    await u.keyboard('{Escape}');

    await u.click(screen.getByRole('button', { name: 'Unsaved changes' }));
    await waitFor(() => expect(device.sent(configDiff)[1]?.query.toString()).toBe('form=diff&from=startup&to=running'));
    for (const name of ['Roll back', 'Versions kept'])
      for (const button of screen.getAllByRole('button', { name })) expect(button).toBeDisabled();
  });
});
