import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { boardSystem, portlistInfo, setStorm, stormAll, stormEvents } from '@olt/protocol';
import { fakeDevice, ok } from '../../test/device.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { SAMPLE_SYSTEM } from '../../test/samples.ts';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { StormCtrlPage } from './StormCtrlPage.tsx';
import { stormFlags } from './stormChange.ts';

signedInScreen();
configure({ asyncUtilTimeout: 10_000 });

describe('storm control flags', () => {
  it('names exactly the limits that changed', () => {
    const before = { broadcast: 0, multicast: 10, unicast: 5 };
    expect(stormFlags(before, before)).toBe(0);
    expect(stormFlags(before, { ...before, broadcast: 1 })).toBe(0x4);
    expect(stormFlags(before, { broadcast: 0, multicast: 11, unicast: 6 })).toBe(0x3);
  });
});

describe('storm control screen', () => {
  it('shows limits and storms, and sends only the changed limit', async () => {
    const device = fakeDevice();
    device.reply(boardSystem, ok(SAMPLE_SYSTEM));
    device.answer(portlistInfo, []);
    device.answer(stormAll, [
      { port_id: 9, broadcast: 0, multicast: 0, unicast: 0 },
      { port_id: 10, broadcast: 2000, multicast: 0, unicast: 0 },
    ]);
    device.answer(stormEvents, [
      {
        port_id: 10,
        kind: 'broadcast',
        offered_pps: 90_000,
        passed_pps: 2000,
        suppressed: 1,
        since: '2026/03/14 09:30:00',
        ended: '',
      },
      {
        port_id: 9,
        kind: 'broadcast',
        offered_pps: 40_000,
        passed_pps: 40_000,
        suppressed: 0,
        since: '2026/03/14 09:20:00',
        ended: '2026/03/14 09:23:00',
      },
    ]);
    device.answer(setStorm, undefined);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<StormCtrlPage name="stormctrl" title="Storm Control" />, { at: '/stormctrl' });
    expect(await screen.findByText(/GE02: Broadcast storm of 90000 pps .* held to 2000 pps/)).toBeInTheDocument();
    expect(
      screen.getByText(/GE01: Broadcast storm of 40000 pps .* not limited.*\(ended 2026\/03\/14 09:23:00\)/),
    ).toBeInTheDocument();
    const ge02 = screen.getByRole('cell', { name: 'GE02' }).closest('tr') as HTMLElement;
    expect(within(ge02).getByText('2000 pps')).toBeInTheDocument();
    const ge01 = screen.getByRole('cell', { name: 'GE01' }).closest('tr') as HTMLElement;
    expect(within(ge01).getAllByText('Off')).toHaveLength(3);

    await user.click(within(ge01).getByRole('button', { name: 'Setting' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Nothing was changed')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Broadcast'));
    await user.type(within(dialog).getByLabelText('Broadcast'), '1488101');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('A whole number from 0 to 1488100')).toBeInTheDocument();
    expect(device.sent(setStorm)).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Broadcast'));
    await user.type(within(dialog).getByLabelText('Broadcast'), '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(device.sent(setStorm)).toHaveLength(1));
    expect(device.sent(setStorm)[0]?.param).toEqual({
      port_id: 9,
      flags: 4,
      broadcast: 5000,
      multicast: 0,
      unicast: 0,
    });
  }, 60_000);
});
