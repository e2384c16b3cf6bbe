import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { boardSystem, macAge, macMoves, portlistInfo, swMacPage, systemCustom } from '@olt/protocol';
import { fakeDevice, ok } from '../../test/device.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { SAMPLE_CUSTOM, SAMPLE_SYSTEM } from '../../test/samples.ts';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { MacTablePage } from './MacTablePage.tsx';

signedInScreen();
configure({ asyncUtilTimeout: 10_000 });

describe('switch MAC table', () => {
  it('shows the page the device answers and asks the device to sort and filter', async () => {
    const device = fakeDevice();
    device.reply(boardSystem, ok(SAMPLE_SYSTEM));
    device.answer(systemCustom, SAMPLE_CUSTOM);
    device.answer(portlistInfo, []);
    device.answer(macAge, { age: 300 });
    device.answer(macMoves, [
      {
        macaddr: '0a:00:00:00:00:01',
        vlan_id: 1,
        from_port: 1,
        from_onu: 2,
        to_port: 3,
        to_onu: 0,
        time: '2026/03/14 09:30:00',
      },
    ]);
    device.answer(swMacPage, ({ query }) => ({
      total: 32_000,
      page: Number(query.get('page') ?? 1),
      rows: [{ macaddr: '00:11:22:33:44:55', vlan_id: 100, port_id: 1, onu_id: 7, mac_type: 0 }],
    }));
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<MacTablePage name="mac_table" title="MAC Address Table" />, { at: '/mac_table' });
    const entry = (await screen.findByText('00:11:22:33:44:55')).closest('tr') as HTMLElement;
    expect(within(entry).getByText('PON01/7')).toBeInTheDocument();
    expect(screen.getByText('32000 entries')).toBeInTheDocument();
    expect(screen.getByText('Age time: 300 s')).toBeInTheDocument();
    expect(screen.getByText(/0a:00:00:00:00:01 VLAN 1: PON01\/2 → PON03/)).toBeInTheDocument();
    await user.click(screen.getByText('VLAN ID', { selector: 'th *' }));
    await waitFor(() => expect(device.sent(swMacPage).at(-1)?.query.get('sort')).toBe('vlan_id'));
    expect(device.sent(swMacPage).at(-1)?.query.get('page_size')).toBe('20');
  }, 60_000);
});
