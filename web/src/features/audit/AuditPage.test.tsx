import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { auditCsv, auditList, type AuditEntry } from '@olt/protocol';
import { fakeDevice } from '../../test/device.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { sessionInfo } from '../../test/samples.ts';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { useAccess } from '../../lib/access.ts';
import { AuditPage } from './AuditPage.tsx';

signedInScreen();
// antd's selects and range picker are slow to draw in jsdom on a shared machine
vi.setConfig({ testTimeout: 90_000 });

const entry = (id: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  time_ms: Date.UTC(2026, 0, 2, 3, 4, 5) + id * 1000,
  user: 'root',
  level: 2,
  address: '192.168.1.10',
  kind: 'change',
  area: 'switch',
  endpoint: 'POST /switch_vlan?form=vlan add',
  endpoint_id: 'VLAN-02',
  params: '{"vlan_id":20}',
  result: 'ok',
  code: 1,
  message: 'success',
  ...over,
});
const ROWS = [
  entry(2, { user: 'noc1', result: 'denied', code: 2, message: 'error: permission denied: switch' }),
  entry(1),
];
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('the audit trail', () => {
  it('shows the entries with the device’s refusal, filters and pages on the device', async () => {
    useAccess.setState({ info: sessionInfo(2) });
    const device = fakeDevice();
    device.answer(auditList, (r) => ({
      total: 120,
      page: Number(r.query.get('page')),
      page_size: 50,
      rows: r.query.get('user') === 'noc1' ? ROWS.slice(0, 1) : ROWS,
    }));
    const u = setup();
    renderWithProviders(<AuditPage title="Log" />);
    const denied = (await screen.findByText('(2) error: permission denied: switch')).closest('tr') as HTMLElement;
    expect(within(denied).getByText('Not permitted')).toBeInTheDocument();
    expect(within(denied).getByText('noc1')).toBeInTheDocument();
    expect(screen.getByText('120 items, 3 pages')).toBeInTheDocument();

    await u.type(screen.getByLabelText('User'), 'noc1');
    await u.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(device.sent(auditList).at(-1)?.query.get('user')).toBe('noc1'));
    expect(device.sent(auditList).at(-1)?.query.get('page')).toBe('1');

    await u.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(device.sent(auditList).at(-1)?.query.get('page')).toBe('2'));
    expect(device.sent(auditList).at(-1)?.query.get('user')).toBe('noc1');
    expect(device.sent(auditList).at(-1)?.query.get('page_size')).toBe('50');
  });

  it('exports the filtered trail as CSV with the session’s token', async () => {
    useAccess.setState({ info: sessionInfo(2) });
    const device = fakeDevice();
    device.answer(auditList, { total: 2, page: 1, page_size: 50, rows: ROWS });
    device.reply(auditCsv, new Response('id,user\r\n1,root\r\n', { headers: { 'content-type': 'text/csv' } }));
    const created = vi.fn((_blob: Blob) => 'blob:audit');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const u = setup();
    renderWithProviders(<AuditPage title="Log" />);
    await screen.findByText('noc1');
    await u.type(screen.getByLabelText('User'), 'root');
    await u.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    const sent = device.sent(auditCsv)[0];
    expect(sent?.query.get('user')).toBe('root');
    expect(sent?.headers.get('X-Token')).toBe('token');
    const blob = created.mock.calls[0]?.[0] as Blob;
    const text = await new Promise<unknown>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.readAsText(blob);
    });
    expect(text).toContain('1,root');
  });

  it('tells a session that may not read the trail so, without asking the device', () => {
    useAccess.setState({ info: sessionInfo(5) });
    const device = fakeDevice();
    renderWithProviders(<AuditPage title="Log" />);
    expect(screen.getByText('Your rights do not let you see the audit trail.')).toBeInTheDocument();
    expect(device.requests).toHaveLength(0);
  });
});
