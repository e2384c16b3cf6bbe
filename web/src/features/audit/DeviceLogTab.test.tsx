import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { LOG_MODULES, logLevels, logLines, setLogLevel, type LogLine } from '@olt/protocol';
import { fakeDevice } from '../../test/device.ts';
import { dialogNamed } from '../../test/dialogNamed.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { sessionInfo } from '../../test/samples.ts';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { useAccess } from '../../lib/access.ts';
import { AuditPage } from './AuditPage.tsx';

signedInScreen();
vi.setConfig({ testTimeout: 90_000 });

const line = (seq: number, over: Partial<LogLine> = {}): LogLine => ({
  seq,
  time_ms: Date.UTC(2026, 2, 14, 9, 0, seq),
  time: `2026/03/14 09:00:${String(seq).padStart(2, '0')}`,
  module: 'vlan',
  level: 5,
  text: 'root (192.168.1.10) POST /switch_vlanlist create: done',
  ...over,
});
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('the device log tab', () => {
  it('shows module levels and lines, sets a level and filters the lines on the device', async () => {
    useAccess.setState({ info: sessionInfo(2) });
    const device = fakeDevice();
    device.answer(
      logLevels,
      LOG_MODULES.map((module) => ({ module, level: 5 })),
    );
    device.answer(logLines, (r) => ({
      total: 2,
      page: 1,
      page_size: 50,
      rows:
        r.query.get('module') === 'port'
          ? [line(2, { module: 'port', level: 4, text: 'GE01 link down (disabled by the operator)' })]
          : [line(2, { module: 'port', level: 4, text: 'GE01 link down (disabled by the operator)' }), line(1)],
    }));
    device.answer(setLogLevel, undefined);
    const u = setup();
    renderWithProviders(<AuditPage title="Log" />);
    await u.click(screen.getByRole('tab', { name: 'Device log' }));

    // the module table: every module at notice
    const vlanRow = (await screen.findByRole('button', { name: 'Setting VLAN' })).closest('tr') as HTMLElement;
    expect(within(vlanRow).getByText('notice')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Setting / })).toHaveLength(LOG_MODULES.length);

    // the lines, newest first, with module and level in words
    const down = (await screen.findByText('GE01 link down (disabled by the operator)')).closest('tr') as HTMLElement;
    expect(within(down).getByText('warning')).toBeInTheDocument();
    expect(within(down).getByText('Port')).toBeInTheDocument();

    await u.click(within(vlanRow).getByRole('button', { name: 'Setting VLAN' }));
    const dialog = dialogNamed('Log level of VLAN');
    await u.click(within(dialog).getByRole('combobox'));
    await u.click(await screen.findByTitle('7 debug'));
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(device.sent(setLogLevel).at(-1)?.param).toEqual({ module: 'vlan', level: 7 }));

    await u.click(screen.getByRole('combobox', { name: 'Module' }));
    await u.click(await screen.findByTitle('Port'));
    await u.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(device.sent(logLines).at(-1)?.query.get('module')).toBe('port'));
    expect(device.sent(logLines).at(-1)?.query.get('page')).toBe('1');
    await waitFor(() =>
      expect(screen.queryByText('root (192.168.1.10) POST /switch_vlanlist create: done')).toBeNull(),
    );
  });

  it('lets a session that may not change the system read the log but not set a level', async () => {
    useAccess.setState({ info: sessionInfo(5) });
    const device = fakeDevice();
    device.answer(
      logLevels,
      LOG_MODULES.map((module) => ({ module, level: 5 })),
    );
    device.answer(logLines, { total: 1, page: 1, page_size: 50, rows: [line(1)] });
    const u = setup();
    renderWithProviders(<AuditPage title="Log" />);
    // the audit trail is not this level's to read; the device log is
    expect(screen.getByText('Your rights do not let you see the audit trail.')).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Device log' }));
    expect(await screen.findByRole('button', { name: 'Setting VLAN' })).toBeDisabled();
    expect(await screen.findByText('root (192.168.1.10) POST /switch_vlanlist create: done')).toBeInTheDocument();
  });
});
