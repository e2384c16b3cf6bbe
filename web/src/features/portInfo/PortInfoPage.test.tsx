import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { boardSystem, portlistInfo, setPortInfo, trafficMonitorAll, type PortInfo } from '@olt/protocol';
import { fakeDevice, ok } from '../../test/device.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { SAMPLE_SYSTEM } from '../../test/samples.ts';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { PortInfoPage } from './PortInfoPage.tsx';

signedInScreen();
configure({ asyncUtilTimeout: 10_000 });

const port = (id: number, over: Partial<PortInfo> = {}): PortInfo => ({
  port_id: id,
  admin_status: 1,
  link_status: 1,
  auto_neg: id > 8 ? 1 : 0,
  speed: '1000M',
  duplex: 1,
  flow_ctrl: 0,
  mtu: 1500,
  media: id > 8 && id <= 12 ? 'copper' : 'fiber',
  pvid: 1,
  port_desc: '',
  erate: 0,
  irate: 0,
  link_aggregation: 0,
  ...over,
});

function kit() {
  const device = fakeDevice();
  device.reply(boardSystem, ok(SAMPLE_SYSTEM));
  device.answer(portlistInfo, [
    port(1),
    port(9, { port_desc: 'uplink to core' }),
    port(10, { link_status: 0, speed: '0M' }),
    port(11, { link_aggregation: 1 }),
  ]);
  device.answer(trafficMonitorAll, [
    {
      port_id: 9,
      samples: [
        { time_ms: 1, inbound_bps: 2_000_000, outbound_bps: 500_000 },
        { time_ms: 2, inbound_bps: 3_200_000, outbound_bps: 900_000 },
      ],
    },
  ]);
  return device;
}

describe('port information', () => {
  it('shows link, auto speed, LAG suffixes and live rates', async () => {
    kit();
    renderWithProviders(<PortInfoPage name="port_info" title="Port Info" />, { at: '/port_info' });
    const ge01 = (await screen.findByText('GE01')).closest('tr') as HTMLElement;
    expect(within(ge01).getByText('Link up')).toBeInTheDocument();
    expect(within(ge01).getByText('Auto (1000M)')).toBeInTheDocument();
    expect(await within(ge01).findByText('in 3.20 Mbit/s / out 900 kbit/s')).toBeInTheDocument();
    const ge02 = screen.getByText('GE02').closest('tr') as HTMLElement;
    expect(within(ge02).getByText('Link down')).toBeInTheDocument();
    expect(within(ge02).getByText('Auto (--)')).toBeInTheDocument();
    expect(screen.getByText('GE03(LAG1)')).toBeInTheDocument();
  });

  it('sends only the changed fields, flagged, with the values read for the rest', async () => {
    const device = kit();
    device.reply(setPortInfo, ok());
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<PortInfoPage name="port_info" title="Port Info" />, { at: '/port_info' });
    const ge01 = (await screen.findByText('GE01')).closest('tr') as HTMLElement;
    await user.click(within(ge01).getByRole('button', { name: 'Setting' }));
    const dialog = await screen.findByRole('dialog');
    const mtu = within(dialog).getByLabelText('MTU');
    fireEvent.change(mtu, { target: { value: '1600' } });
    await user.click(within(dialog).getByRole('button', { name: 'Setting' }));
    await waitFor(() => expect(device.sent(setPortInfo)).toHaveLength(1));
    expect(device.sent(setPortInfo)[0]?.param).toMatchObject({ port_id: 9, flags: 0x80, mtu: 1600, speed: 'auto' });
  }, 60_000);
});
