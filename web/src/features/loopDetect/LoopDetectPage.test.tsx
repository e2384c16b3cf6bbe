import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  boardSystem,
  portlistInfo,
  ponLoopConfig,
  ponLoopInfo,
  ponLoopRecover,
  setPonLoopAdmin,
  setPonLoopInterval,
  setPonLoopMode,
  setPonLoopTime,
  uplinkLoopConfig,
  uplinkLoopInfo,
} from '@olt/protocol';
import { fakeDevice, ok } from '../../test/device.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { SAMPLE_SYSTEM } from '../../test/samples.ts';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { LoopDetectPage } from './LoopDetectPage.tsx';

signedInScreen();
configure({ asyncUtilTimeout: 10_000 });

describe('loop detection screen', () => {
  it('lists the blocked ONU, sends only the changed setting, and recovers in manual mode once the operator confirms', async () => {
    const device = fakeDevice();
    device.reply(boardSystem, ok(SAMPLE_SYSTEM));
    device.answer(portlistInfo, []);
    device.answer(ponLoopConfig, { ld_status: 1, detect_interval: 10, recover_mode: 1, recover_time: 300 });
    device.answer(uplinkLoopConfig, { ld_status: 0, detect_interval: 10, recover_mode: 0, recover_time: 300 });
    device.answer(ponLoopInfo, [{ port_id: 2, onu_id: 5, status: 1, onu_status: 1, ld_port_id: 2, ld_onu_id: 5 }]);
    device.answer(uplinkLoopInfo, []);
    for (const ep of [setPonLoopInterval, setPonLoopAdmin, setPonLoopMode, setPonLoopTime, ponLoopRecover])
      device.answer(ep, undefined);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<LoopDetectPage name="loop_detect" title="Loop Detection" />, { at: '/loop_detect' });
    const row = (await screen.findByText('Loop detected')).closest('tr') as HTMLElement;
    expect(within(row).getAllByText('ONU02/05')).toHaveLength(2);
    expect(within(row).getByText('Blocked')).toBeInTheDocument();

    const interval = screen.getByLabelText('Detection interval (s)');
    await user.clear(interval);
    await user.type(interval, '2');
    await user.click(screen.getByRole('button', { name: /Apply/ }));
    expect(await screen.findByText('A whole number from 3 to 3600')).toBeInTheDocument();
    await user.clear(interval);
    await user.type(interval, '60');
    await user.click(screen.getByRole('button', { name: /Apply/ }));
    await waitFor(() => expect(device.sent(setPonLoopInterval)).toHaveLength(1));
    expect(device.sent(setPonLoopInterval)[0]?.param).toEqual({ detect_interval: 60 });
    expect(device.sent(setPonLoopAdmin)).toHaveLength(0);
    expect(device.sent(setPonLoopMode)).toHaveLength(0);
    // manual recovery hides the recovery time: it keeps what the device has
    expect(device.sent(setPonLoopTime)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Recover blocked ports now' }));
    const question = await screen.findByRole('dialog', { name: 'Recover blocked ports' });
    // the interval of the fake device's answer, which does not follow the writes
    expect(question).toHaveTextContent(
      'Unblock every port that PON loop detection blocked? A loop that is still there is found and blocked again at the next probe, within 10 s.',
    );
    expect(device.sent(ponLoopRecover)).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(device.sent(ponLoopRecover)).toHaveLength(1));
    expect(device.sent(ponLoopRecover)[0]?.param).toEqual({ manual: 0 });
  }, 60_000);
});
