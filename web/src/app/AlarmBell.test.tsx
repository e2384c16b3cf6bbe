import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WsAlarm } from '@olt/protocol';
import { useAlarmFeed } from '../lib/alarmFeed.ts';
import { closeAlarmPopups, receiveAlarm } from '../lib/alarmPopups.ts';
import { createQueryClient } from '../lib/queryClient.ts';
import { ALARM_POPUPS_MAX } from '../lib/uiLimits.ts';
import { AlarmBell } from './AlarmBell.tsx';
import { Providers } from './providers.tsx';

const alarm = (n: number, level = 0): WsAlarm => ({ type: 1, alarm_id: 0x2001, level, content: `alarm number ${n}` });
const cards = () => document.querySelectorAll('.ant-notification-notice');

function renderBell(extra?: React.ReactNode) {
  return render(
    <Providers queryClient={createQueryClient()}>
      <AlarmBell />
      {extra}
    </Providers>,
  );
}

beforeEach(() => {
  closeAlarmPopups();
  localStorage.clear();
  useAlarmFeed.setState({ recent: [], unread: 0, isOpen: false, popupLevel: 'error' });
});

describe('the alarm bell', () => {
  it(`opens at most ${ALARM_POPUPS_MAX} cards and collapses the rest of a burst into one card with a count`, async () => {
    renderBell();
    for (let i = 1; i <= ALARM_POPUPS_MAX + 5; i++) act(() => receiveAlarm(alarm(i)));
    expect(await screen.findByText('5 more alarms: open the list')).toBeInTheDocument();
    expect(screen.getByText(`alarm number ${ALARM_POPUPS_MAX}`)).toBeInTheDocument();
    expect(screen.queryByText(`alarm number ${ALARM_POPUPS_MAX + 1}`)).not.toBeInTheDocument();
    expect(cards()).toHaveLength(ALARM_POPUPS_MAX + 1);
    // every one of them counts
    expect(screen.getByRole('button', { name: `Alarms, ${ALARM_POPUPS_MAX + 5} new` })).toBeInTheDocument();
  });

  it('pops up only the severities the operator chose, counts the others and remembers the choice', async () => {
    const user = userEvent.setup();
    renderBell();
    act(() => receiveAlarm(alarm(1, 3)));
    expect(screen.getByRole('button', { name: 'Alarms, 1 new' })).toBeInTheDocument();
    expect(cards()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Alarms, 1 new' }));
    const drawer = await screen.findByRole('dialog', { name: 'Recent alarms' });
    expect(within(drawer).getByText('alarm number 1')).toBeInTheDocument();
    expect(within(drawer).getByText('Minor alarm')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('combobox', { name: 'Pop up' }));
    await user.click(await screen.findByText('Every alarm'));
    expect(JSON.parse(localStorage.getItem('olt-alarm-feed') ?? '{}')).toMatchObject({ state: { popupLevel: 'info' } });
    act(() => useAlarmFeed.getState().setOpen(false));

    act(() => receiveAlarm(alarm(2, 3)));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveTextContent('alarm number 2');
  });

  it('opens no card over an open dialog, and opening the list reads the count', async () => {
    const user = userEvent.setup();
    const { rerender } = renderBell(<Modal open title="Create VLAN" />);
    await screen.findByRole('dialog', { name: 'Create VLAN' });
    act(() => receiveAlarm(alarm(1)));
    act(() => receiveAlarm(alarm(2)));
    expect(cards()).toHaveLength(0);

    rerender(
      <Providers queryClient={createQueryClient()}>
        <AlarmBell />
      </Providers>,
    );
    await user.click(screen.getByRole('button', { name: 'Alarms, 2 new' }));
    const drawer = await screen.findByRole('dialog', { name: 'Recent alarms' });
    const items = within(drawer).getAllByRole('listitem');
    expect(items.map((el) => /alarm number \d/.exec(el.textContent ?? '')?.[0])).toEqual([
      'alarm number 2',
      'alarm number 1',
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Alarms, 0 new' })).toBeInTheDocument());
  });
});
