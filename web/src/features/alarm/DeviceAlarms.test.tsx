import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { alarmPage, getLogger, savedAlarmsDownload, systemCustom, type AlarmRow } from '@olt/protocol';
import { useAlarmFeed } from '../../lib/alarmFeed.ts';
import { fakeDevice } from '../../test/device.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { SAMPLE_CUSTOM } from '../../test/samples.ts';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { AlarmPage } from './AlarmPage.tsx';

signedInScreen();
vi.setConfig({ testTimeout: 60_000 });

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const row = (seq: number, over: Partial<AlarmRow>): AlarmRow => ({
  seq,
  alarm_id: 0x2002,
  level: 2,
  time: '2026/12/02 10:00:00',
  time_ms: 1_796_205_600_000 + seq,
  content: `noise ${seq}`,
  source: 'system',
  ...over,
});
const ROWS: AlarmRow[] = [
  row(45, {
    level: 1,
    source: 'onu',
    port_id: 1,
    onu_id: 3,
    content: 'ONU01/03 (d8:42:ac:30:8f:85) offline: Power Down',
  }),
  row(44, { level: 3, content: 'system started' }),
  ...Array.from({ length: 43 }, (_, i) => row(43 - i, {})),
];

/** The simulated OLT: ALM-X2 filters by level and source and pages, as the device does. */
function pagedDevice(custom = {}) {
  const device = fakeDevice();
  device.answer(getLogger, { pondev: 1 });
  device.answer(systemCustom, { ...SAMPLE_CUSTOM, ...custom });
  device.answer(alarmPage, ({ query }) => {
    const level = query.get('level');
    const source = query.get('source');
    const kept = ROWS.filter((r) => (source === null || r.source === source) && (level === null || r.level <= +level));
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('page_size') ?? 20);
    return {
      total: kept.length,
      page,
      page_size: size,
      levels: [0, 1, 43, 1],
      rows: kept.slice((page - 1) * size, page * size),
    };
  });
  return device;
}

describe('alarm information paged on the device (ALM-X2)', () => {
  it('shows each alarm with its source and the level counts, and asks the device for a filter', async () => {
    const device = pagedDevice();
    const u = setup();
    renderWithProviders(<AlarmPage title="Alarm Information" />);
    expect(await screen.findByText(/^ONU01\/03 \(d8:42:ac:30:8f:85\) offline/)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'ONU01/03' })).toBeInTheDocument();
    expect(screen.getByText('Alarms: 45')).toBeInTheDocument();
    expect(screen.getByText('minor: 43')).toBeInTheDocument();
    expect(screen.queryByText('noise 20')).not.toBeInTheDocument();

    await u.click(screen.getByRole('combobox', { name: 'Level' }));
    await u.click(await screen.findByRole('option', { name: 'major and above' }));
    await u.click(screen.getByRole('combobox', { name: 'Source' }));
    await u.click(await screen.findByRole('option', { name: 'ONU' }));
    await u.click(screen.getByRole('button', { name: /Search/ }));
    expect(await screen.findByText('Alarms: 1')).toBeInTheDocument();
    const asked = device.sent(alarmPage).at(-1)?.query;
    expect(asked?.get('level')).toBe('1');
    expect(asked?.get('source')).toBe('onu');
    expect(asked?.get('page')).toBe('1');
  });

  it('pages on the device and, on a later page, counts the live alarms instead of moving the rows', async () => {
    const device = pagedDevice();
    const u = setup();
    renderWithProviders(<AlarmPage title="Alarm Information" />);
    await screen.findByText('Alarms: 45');
    const live = () =>
      act(() => void useAlarmFeed.getState().add({ type: 1, alarm_id: 0x2002, level: 1, content: 'PON01 LOS' }));

    const reads = device.sent(alarmPage).length;
    live();
    await waitFor(() => expect(device.sent(alarmPage).length).toBe(reads + 1));

    await u.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('noise 25')).toBeInTheDocument();
    expect(device.sent(alarmPage).at(-1)?.query.get('page')).toBe('2');
    const onPage2 = device.sent(alarmPage).length;
    live();
    live();
    const arrived = await screen.findByRole('button', { name: '2 new alarms: show the newest' });
    expect(device.sent(alarmPage)).toHaveLength(onPage2);
    await u.click(arrived);
    expect(await screen.findByText('system started')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /new alarms/ })).not.toBeInTheDocument();
  });

  it('offers the saved alarms where the device keeps them, in Chinese too', async () => {
    const device = pagedDevice({ alarm_save: 1 });
    device.answer(savedAlarmsDownload, { filename: 'olt_alarm_saved.txt?ticket=ab' });
    renderWithProviders(<AlarmPage title="告警信息" />, { lang: 'zh' });
    expect(await screen.findByRole('button', { name: '下载保存的告警' })).toBeInTheDocument();
    expect(await screen.findByText('系统已启动')).toBeInTheDocument();
    expect(screen.getAllByRole('cell', { name: '设备' })).toHaveLength(19);
  });
});
