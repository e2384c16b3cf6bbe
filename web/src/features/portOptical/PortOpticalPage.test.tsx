import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { boardSystem, portlistInfo, uplinkModule, uplinkModules, type UplinkModuleDetail } from '@olt/protocol';
import { fakeDevice, ok, type SeenRequest } from '../../test/device.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { SAMPLE_SYSTEM } from '../../test/samples.ts';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { PortOpticalPage } from './PortOpticalPage.tsx';

signedInScreen();
configure({ asyncUtilTimeout: 10_000 });

const readings = {
  work_temprature: '38.2 C',
  work_voltage: '3.30 V',
  transmit_bias: '36.1 mA',
  transmit_power: '-1.2000 dBm',
  receive_power: '-15.1000 dBm',
};
const copper = {
  port_id: 9,
  portstate: 1,
  mstate: 0,
  work_temprature: '',
  work_voltage: '',
  transmit_bias: '',
  transmit_power: '',
  receive_power: '',
};
const thresholds = Object.fromEntries(
  ['temp', 'vol', 'bias', 'txpwr', 'rxpwr'].flatMap((r) => [
    [`${r}_high_alarm`, 100],
    [`${r}_low_alarm`, -100],
    [`${r}_high_warning`, 90],
    [`${r}_low_warning`, r === 'rxpwr' ? -14.4 : -90],
  ]),
);
const detail = {
  port_id: 13,
  portstate: 1,
  mstate: 1,
  ...readings,
  mtype: 0,
  vendor_name: 'SIMOPTIC',
  vendor_oui: '00:1c:2a',
  vendor_rev: 'A1',
  vendor_pn: 'SO-SFPP-LR10',
  vendor_sn: 'SU13',
  date_code: '25-11-20',
  vendor_specific: [0, 16],
  module_type: '10GBASE-LR',
  fiber_type: 'Single Mode',
  identifier: 'SFP or SFP Plus',
  connector: 'LC',
  encoding: '64B66B',
  max_distance: 10,
  wave_length: 1310,
  cc_base: 0,
  ...thresholds,
} as UplinkModuleDetail;

describe('port optical diagnose', () => {
  it('lists the uplink modules and shows one in detail, a reading past its warning marked', async () => {
    const device = fakeDevice();
    device.reply(boardSystem, ok(SAMPLE_SYSTEM));
    device.answer(portlistInfo, []);
    // OPT-05 and OPT-06 share their path and form; the device tells them apart by port_id
    const list = [copper, { port_id: 13, portstate: 1, mstate: 1, ...readings }];
    const byPort = (r: SeenRequest) => ok(r.query.has('port_id') ? detail : list);
    device.reply(uplinkModules, byPort);
    device.reply(uplinkModule, byPort);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<PortOpticalPage name="port_optical" title="Port Optical Diagnose" />, { at: '/port_optical' });
    const xge = (await screen.findByRole('cell', { name: 'XGE01' })).closest('tr') as HTMLElement;
    expect(within(xge).getByText('-15.10 dBm')).toBeInTheDocument();
    const ge = screen.getByRole('cell', { name: 'GE01' }).closest('tr') as HTMLElement;
    expect(within(ge).getByText('Not detected')).toBeInTheDocument();
    expect(within(ge).getByRole('button', { name: 'View details' })).toBeDisabled();
    await user.click(within(xge).getByRole('button', { name: 'View details' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('10GBASE-LR')).toBeInTheDocument();
    expect(within(dialog).getByText('[-14.40, 90.00]')).toBeInTheDocument();
    expect(within(dialog).getAllByText('outside the warning thresholds')).toHaveLength(1);
    expect(device.sent(uplinkModule).at(-1)?.query.get('port_id')).toBe('13');
  }, 60_000);
});
