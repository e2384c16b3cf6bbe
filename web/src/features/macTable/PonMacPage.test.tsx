import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { boardSystem, deviceMacs, portlistInfo, ponMacAge, ponMacFlush, ponMacPage, systemCustom } from '@olt/protocol';
import { fakeDevice, ok } from '../../test/device.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { SAMPLE_CUSTOM, SAMPLE_SYSTEM } from '../../test/samples.ts';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { DeviceMacPage } from './DeviceMacPage.tsx';
import { PonMacPage } from './PonMacPage.tsx';

signedInScreen();
configure({ asyncUtilTimeout: 10_000 });

function ponDevice() {
  const device = fakeDevice();
  device.reply(boardSystem, ok(SAMPLE_SYSTEM));
  device.answer(systemCustom, SAMPLE_CUSTOM);
  device.answer(portlistInfo, []);
  device.answer(ponMacAge, { age_time: 600 });
  device.answer(ponMacPage, ({ query }) => ({
    total: 31_000,
    page: Number(query.get('page') ?? 1),
    rows: [{ macaddr: '02:aa:00:00:03:07', vlan_id: 100, port_id: 3, onu_id: 7, mac_type: 0 }],
  }));
  return device;
}

describe('PON MAC table', () => {
  it('shows the page the device answers and asks the device to filter by PON and ONU', async () => {
    const device = ponDevice();
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<PonMacPage name="pon_mac" title="PON MAC Table" />, { at: '/pon_mac' });
    // the table is virtual: its rows are not table rows
    expect(await screen.findByText('02:aa:00:00:03:07')).toBeInTheDocument();
    expect(screen.getByText('ONU03/07')).toBeInTheDocument();
    expect(screen.getByText('PON03')).toBeInTheDocument();
    expect(screen.getByText('31000 entries')).toBeInTheDocument();
    expect(screen.getByText('Age time: 600 s')).toBeInTheDocument();
    await user.type(screen.getByLabelText('ONU ID'), '7');
    await waitFor(() => expect(device.sent(ponMacPage).at(-1)?.query.get('onu_id')).toBe('7'));
    // 65 is no ONU id: the device is not asked for it
    await user.type(screen.getByLabelText('ONU ID'), '5');
    await new Promise((r) => setTimeout(r, 300));
    expect(device.sent(ponMacPage).at(-1)?.query.get('onu_id')).toBe('7');
    expect(device.sent(ponMacPage).at(-1)?.query.get('page_size')).toBe('100');
  }, 60_000);

  it('flushes one ONU: the PON and the ONU are sent, the VLAN left unused', async () => {
    const device = ponDevice();
    device.answer(ponMacFlush, undefined);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<PonMacPage name="pon_mac" title="PON MAC Table" />, { at: '/pon_mac' });
    await screen.findByText('02:aa:00:00:03:07');
    await user.click(screen.getByRole('button', { name: 'Flush MAC' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('By ONU'));
    await user.type(within(dialog).getByLabelText('ONU ID'), '70');
    await user.click(within(dialog).getByRole('button', { name: 'Flush MAC' }));
    expect(await within(dialog).findByText('A whole number from 1 to 64')).toBeInTheDocument();
    expect(device.sent(ponMacFlush)).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('ONU ID'));
    await user.type(within(dialog).getByLabelText('ONU ID'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Flush MAC' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(device.sent(ponMacFlush)).toHaveLength(1));
    expect(device.sent(ponMacFlush)[0]?.param).toEqual({ flush_type: 3, vlan_id: '', port_id: 1, onu_id: 12 });
  }, 60_000);
});

describe('device MAC view', () => {
  it("lists the device's own MACs by kind", async () => {
    const device = fakeDevice();
    device.reply(boardSystem, ok(SAMPLE_SYSTEM));
    device.answer(portlistInfo, []);
    device.answer(deviceMacs, [
      { kind: 'system', name: 'system', macaddr: '00:11:22:33:44:00', vlan_id: 0 },
      { kind: 'inband', name: 'vlanif100', macaddr: '00:11:22:33:44:02', vlan_id: 100 },
    ]);
    renderWithProviders(<DeviceMacPage name="device_mac" title="Device MAC Table" />, { at: '/device_mac' });
    const row = (await screen.findByText('vlanif100')).closest('tr') as HTMLElement;
    expect(within(row).getByText('VLAN interface')).toBeInTheDocument();
    expect(within(row).getByText('00:11:22:33:44:02')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Where is this MAC' })).toBeInTheDocument();
  }, 60_000);
});
