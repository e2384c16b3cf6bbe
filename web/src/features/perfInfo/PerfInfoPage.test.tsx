import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  COUNTER_NAMES,
  boardSystem,
  clearPortCounters,
  portCounterTable,
  portCounters,
  portlistInfo,
  qosQueueCounts,
  type PortCounters,
} from '@olt/protocol';
import { fakeDevice, ok } from '../../test/device.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { SAMPLE_SYSTEM } from '../../test/samples.ts';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { PerfInfoPage } from './PerfInfoPage.tsx';

signedInScreen();
configure({ asyncUtilTimeout: 10_000 });

const row = (port_id: number, base: number) => ({
  port_id,
  rx_octets: base,
  rx_frame: base / 10,
  rx_error_frame: 0,
  rx_discard_frame: 3,
  tx_octets: base * 2,
  tx_frame: base / 5,
  tx_discard_frame: 0,
  tx_error_frame: 0,
});

describe('port counters', () => {
  it('lists every port and clears them all after asking', async () => {
    const device = fakeDevice();
    device.reply(boardSystem, ok(SAMPLE_SYSTEM));
    device.answer(portlistInfo, []);
    device.answer(portCounterTable, [row(1, 123_450), row(9, 9_000_000)]);
    device.reply(clearPortCounters, ok());
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<PerfInfoPage name="perf_info" title="Performance" />, { at: '/perf_info' });
    const ge01 = (await screen.findByText('GE01')).closest('tr') as HTMLElement;
    expect(within(ge01).getByText('9,000,000')).toBeInTheDocument();
    expect(within(ge01).getByRole('button', { name: 'Clear' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Clear all counters' }));
    expect(await screen.findByText(/every port/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(device.sent(clearPortCounters)).toHaveLength(1));
    expect(device.sent(clearPortCounters)[0]?.query.get('port_id')).toBe('0');
  }, 60_000);

  it('shows one port in detail with what each of its egress queues sent and dropped', async () => {
    const device = fakeDevice();
    device.reply(boardSystem, ok(SAMPLE_SYSTEM));
    device.answer(portlistInfo, []);
    device.answer(portCounterTable, [row(9, 9_000_000)]);
    const every = Object.fromEntries(COUNTER_NAMES.flatMap((n) => [`rx_${n}`, `tx_${n}`]).map((k) => [k, 7]));
    device.answer(portCounters, { port_id: 9, ...every } as PortCounters);
    device.answer(qosQueueCounts, {
      port_id: 9,
      queues: Array.from({ length: 8 }, (_, queue) => ({
        queue,
        priorities: [queue],
        mode: 'WRR' as const,
        weight: queue + 1,
        tx_frame: 1000 * (queue + 1),
        drop_frame: queue === 0 ? 500 : 0,
      })),
    });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<PerfInfoPage name="perf_info" title="Performance" />, { at: '/perf_info' });
    const ge01 = (await screen.findByText('GE01')).closest('tr') as HTMLElement;
    await user.click(within(ge01).getByRole('button', { name: 'Detail' }));
    const queues = await screen.findByRole('region', { name: 'Egress queues' });
    expect(await within(queues).findByText('8,000')).toBeInTheDocument();
    expect(within(queues).getByText('500')).toBeInTheDocument();
    expect(device.sent(qosQueueCounts)[0]?.query.get('port_id')).toBe('9');
  }, 60_000);
});
