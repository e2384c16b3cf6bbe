import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WsAlarm } from '@olt/protocol';
import { useAlarmFeed } from '../lib/alarmFeed.ts';
import { closeAlarmPopups, receiveAlarm } from '../lib/alarmPopups.ts';
import { createQueryClient } from '../lib/queryClient.ts';
import { AlarmBell } from './AlarmBell.tsx';
import { Providers } from './providers.tsx';

const alarm = (n: number, level = 0): WsAlarm => ({ type: 1, alarm_id: 0x2001, level, content: `alarm number ${n}` });
/** Every alarm card on screen: ours (a status beside the bell) and any notification card (an alert) over the page. */
const cards = () => [...screen.queryAllByRole('status'), ...screen.queryAllByRole('alert')];

function renderBell(extra?: React.ReactNode) {
  return render(
    <Providers queryClient={createQueryClient()}>
      <main data-testid="page" />
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
  it('collapses a burst into one card beside the bell, never a stack over the page, dismissed with one click', async () => {
    const user = userEvent.setup();
    renderBell();
    for (let i = 1; i <= 8; i++) act(() => receiveAlarm(alarm(i)));
    expect(cards()).toHaveLength(1);
    const card = screen.getByRole('status');
    expect(card).toHaveTextContent('Critical');
    expect(card).toHaveTextContent('alarm number 8');
    expect(card).toHaveTextContent('+7 more');
    // in the top bar, not a notification layer over the page's content
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Alarms, 8 new' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Dismiss the alarm' }));
    expect(cards()).toHaveLength(0);
  });

  it('pops up critical alarms only by default; an ONU’s major or minor alarm and events are only listed', () => {
    renderBell();
    act(() => receiveAlarm(alarm(1, 1)));
    act(() => receiveAlarm(alarm(2, 2)));
    act(() => receiveAlarm(alarm(3, 3)));
    expect(cards()).toHaveLength(0);
    // an event (back online) is listed, not counted
    expect(screen.getByRole('button', { name: 'Alarms, 2 new' })).toBeInTheDocument();
    expect(useAlarmFeed.getState().recent).toHaveLength(3);
  });

  it('names the grades in the list, pops up what the operator chose and remembers the choice', async () => {
    const user = userEvent.setup();
    renderBell();
    act(() => receiveAlarm(alarm(1, 2)));
    await user.click(screen.getByRole('button', { name: 'Alarms, 1 new' }));
    const drawer = await screen.findByRole('dialog', { name: 'Recent alarms' });
    expect(within(drawer).getByText('alarm number 1')).toBeInTheDocument();
    expect(within(drawer).getByText('Minor')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('combobox', { name: 'Pop up' }));
    await user.click(await screen.findByText('Every alarm'));
    expect(JSON.parse(localStorage.getItem('olt-alarm-feed') ?? '{}')).toMatchObject({ state: { popupLevel: 'info' } });
    act(() => useAlarmFeed.getState().setOpen(false));

    act(() => receiveAlarm(alarm(2, 3)));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveTextContent('alarm number 2');
  });

  it('leaves an open dialog alone, and opening the list reads the count and dismisses the card', async () => {
    const user = userEvent.setup();
    const { rerender } = renderBell(<Modal open title="Create VLAN" />);
    const dialog = await screen.findByRole('dialog', { name: 'Create VLAN' });
    act(() => receiveAlarm(alarm(1)));
    act(() => receiveAlarm(alarm(2)));
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(cards()).toHaveLength(1);

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
    expect(cards()).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Alarms, 0 new' })).toBeInTheDocument());
  });
});
