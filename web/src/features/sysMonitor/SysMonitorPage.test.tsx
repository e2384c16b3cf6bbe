import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { boardSystem, portlistInfo, systemMonitor, trafficMonitor } from '@olt/protocol';
import { fakeDevice, ok } from '../../test/device.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { SAMPLE_SYSTEM } from '../../test/samples.ts';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { SysMonitorPage } from './SysMonitorPage.tsx';
import { useRefreshSetting } from './refreshSetting.ts';

signedInScreen();
configure({ asyncUtilTimeout: 10_000 });

const T0 = Date.UTC(2026, 2, 14, 9, 0, 0);
const points = (n: number) => Array.from({ length: n }, (_, i) => T0 + i * 5_000);

describe('system monitor screen', () => {
  it('draws the device history, asks the chosen port, and keeps only a valid refresh interval', async () => {
    const device = fakeDevice();
    device.reply(boardSystem, ok(SAMPLE_SYSTEM));
    device.answer(portlistInfo, []);
    device.answer(systemMonitor, {
      sys_monitor: points(12).map((time_ms, i) => ({ time_ms, cpu_usage: 10 + i, memory_usage: 40 })),
    });
    device.answer(trafficMonitor, (request) => ({
      port_id: Number(request.query.get('port_id')),
      samples: points(12).map((time_ms) => ({ time_ms, inbound_bps: 1e6, outbound_bps: 2e6 })),
    }));
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<SysMonitorPage name="sys_monitor" title="System Monitor" />, { at: '/sys_monitor?port_id=9' });
    expect(await screen.findByRole('img', { name: 'CPU and memory use over time' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Traffic rates of GE01 over time' })).toBeInTheDocument();
    expect(await screen.findByText(/Now CPU 21%, memory 40%/)).toBeInTheDocument();
    expect(await screen.findByText('Now in 1.00 Mbps, out 2.00 Mbps')).toBeInTheDocument();
    expect(device.sent(trafficMonitor).map((r) => r.query.get('port_id'))).toEqual(['9']);
    expect(screen.getByText(/Refreshing every 30 s/)).toBeInTheDocument();

    const interval = screen.getByLabelText('Auto refresh');
    await user.clear(interval);
    await user.type(interval, '3{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter 0 (off) or 5–3600 seconds');
    expect(useRefreshSetting.getState().seconds).toBe(30);
    await user.clear(interval);
    await user.type(interval, '0{Enter}');
    await waitFor(() => expect(useRefreshSetting.getState().seconds).toBe(0));
    expect(screen.getByText(/Auto refresh is off/)).toBeInTheDocument();

    const before = device.sent(systemMonitor).length;
    await user.click(screen.getByRole('button', { name: 'Refresh now' }));
    await waitFor(() => expect(device.sent(systemMonitor).length).toBe(before + 1));
  }, 60_000);

  it('says so while the device has sampled nothing yet', async () => {
    const device = fakeDevice();
    device.reply(boardSystem, ok(SAMPLE_SYSTEM));
    device.answer(portlistInfo, []);
    device.answer(systemMonitor, { sys_monitor: [] });
    device.answer(trafficMonitor, { port_id: 1, samples: [] });
    renderWithProviders(<SysMonitorPage name="sys_monitor" title="System Monitor" />, { at: '/sys_monitor' });
    expect(await screen.findAllByText('The device has not sampled yet; wait a moment')).toHaveLength(2);
  }, 60_000);
});
