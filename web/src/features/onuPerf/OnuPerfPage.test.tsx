import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  ONU_PERF_COUNTERS,
  clearOnuPerf,
  onuPerfCurrent,
  onuPerfHistory,
  onuPerfStatus,
  onuPorts,
  type OnuPerf,
} from '@olt/protocol';
import { ok } from '../../test/device.ts';
import { onuDeviceKit } from '../../test/onuDeviceKit.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { OnuPerfPage } from './OnuPerfPage.tsx';

signedInScreen();
configure({ asyncUtilTimeout: 10_000 });

const counters = (base: number) => Object.fromEntries(ONU_PERF_COUNTERS.map((name, i) => [name, base + i])) as OnuPerf;

describe('ONU performance', () => {
  it('shows downstream and upstream side by side, the previous period on demand, and clears after asking', async () => {
    const device = onuDeviceKit();
    device.answer(onuPorts, []);
    device.answer(onuPerfStatus, { status: 2, period: 900 });
    device.answer(onuPerfCurrent, counters(1000));
    device.answer(onuPerfHistory, counters(5000));
    device.reply(clearOnuPerf, ok());
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<OnuPerfPage name="onu_perf_info" title="ONU Performance" />, { at: '/onu_perf_info' });
    // dsOctets is the 3rd counter (1002), usOctets the 4th (1003)
    const octets = (await screen.findByText('Octets')).closest('tr') as HTMLElement;
    expect(within(octets).getByText('1,002')).toBeInTheDocument();
    expect(within(octets).getByText('1,003')).toBeInTheDocument();
    expect(device.sent(onuPerfCurrent)[0]?.query.get('op_id')).toBe('0');

    await user.click(screen.getByText('View historical counters'));
    expect(await screen.findByText('5,002')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear counters' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(device.sent(clearOnuPerf)).toHaveLength(1));
    expect(device.sent(clearOnuPerf)[0]?.param).toEqual({ port_id: 1, onu_id: 1, op_id: 0 });
  });
});
