import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  THRESHOLD_NAMES,
  ponModule,
  ponModules,
  ponOnuOptics,
  ponOnusOptics,
  type ModuleDetail,
  type ModuleSummary,
} from '@olt/protocol';
import { usePonMemory } from '../../components/usePonChoice.ts';
import { ok, type SeenRequest } from '../../test/device.ts';
import { onuDeviceKit } from '../../test/onuDeviceKit.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { PonOpticalPage } from './PonOpticalPage.tsx';

configure({ asyncUtilTimeout: 10_000 });
const MODULE: ModuleSummary = {
  port_id: 1,
  portstate: 1,
  mstate: 1,
  work_temprature: '47.2 C',
  work_voltage: '3.31 V',
  transmit_bias: '25.3 mA',
  transmit_power: '3.4714 dBm',
};
const DETAIL: ModuleDetail = {
  ...MODULE,
  mtype: 1,
  vendor_name: 'SIMOPTIC',
  vendor_oui: '00:1c:2a',
  vendor_rev: '1.0',
  vendor_pn: 'SO-EPON-PX20P',
  vendor_sn: 'SO00000101',
  date_code: '26-01-15',
  vendor_specific: [1, 35, 171, 10],
  module_type: 'EPON',
  fiber_type: 'Single Mode',
  identifier: 'SFP',
  connector: 'SC',
  encoding: '8B10B',
  max_distance: 20,
  wave_length: 1490,
  cc_base: 0,
  ...(Object.fromEntries(THRESHOLD_NAMES.map((n) => [n, 1])) as Record<(typeof THRESHOLD_NAMES)[number], number>),
  temp_low_warning: -40,
  temp_high_warning: 85.5,
};
const reading = (rx: string) => ({
  work_temprature: '40 C',
  work_voltage: '3.3 V',
  transmit_bias: '20 mA',
  transmit_power: '3 dBm',
  receive_power: rx,
});
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

signedInScreen();

function device() {
  usePonMemory.setState({ portId: null });
  sessionStorage.clear();
  const d = onuDeviceKit();
  // OPT-01 and OPT-02 share their path and form; the device tells them apart by port_id
  const modules = [MODULE, { ...MODULE, port_id: 2, portstate: 0, mstate: 0 }];
  const byPort = (r: SeenRequest) => ok(r.query.has('port_id') ? DETAIL : modules);
  d.reply(ponModules, byPort);
  d.reply(ponModule, byPort);
  d.answer(ponOnuOptics, ({ query }) => reading(`-2${query.get('onu_id')}.${query.get('polarity')} dBm`));
  let reads = 0;
  d.answer(ponOnusOptics, () => {
    reads += 1;
    return [{ port_id: 1, onu_id: 1, onu_name: 'shop', macaddr: 'aa:bb:cc:00:00:01', ...reading(`-1${reads}.0 dBm`) }];
  });
  return d;
}

describe('PON optical diagnosis', () => {
  it('lists the modules and shows one in detail: thresholds with 2 decimals, vendor bytes in hex', async () => {
    const user = setup();
    device();
    renderWithProviders(<PonOpticalPage name="pon_optical" title="Optical Diagnose" />);
    const row = (await screen.findByText('PON01', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Detected')).toBeInTheDocument();
    expect(screen.getByText('Not detected')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /View details/ }));
    const dialog = (await screen.findByText('Optical module of PON01')).closest('[role="dialog"]') as HTMLElement;
    expect(await within(dialog).findByText('01 23 AB 0A')).toBeInTheDocument();
    expect(within(dialog).getByText('[-40.00, 85.50]')).toBeInTheDocument();
    expect(within(dialog).getByText('External')).toBeInTheDocument();
  }, 60_000);

  it('reads the RSSI of the chosen ONU again for another ONU or polarity, and says when a PON has none', async () => {
    const user = setup();
    const d = device();
    renderWithProviders(<PonOpticalPage name="pon_optical" title="Optical Diagnose" />);
    await user.click(await screen.findByRole('tab', { name: 'Optical diagnosis' }));
    expect(await screen.findByText('-21.00 dBm')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'ONU' }));
    await user.click((await screen.findAllByTitle('ONU01/02')).at(-1) as HTMLElement);
    expect(await screen.findByText('-22.00 dBm')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Polarity' }));
    await user.click((await screen.findAllByTitle('Low')).at(-1) as HTMLElement);
    expect(await screen.findByText('-22.10 dBm')).toBeInTheDocument();
    expect(d.sent(ponOnuOptics).map((r) => r.url)).toContain('/ponmgmt?form=optical_pon&port_id=1&onu_id=2&polarity=1');
    await user.click(screen.getAllByRole('combobox', { name: 'Port' })[0] as HTMLElement);
    await user.click((await screen.findAllByTitle('PON02')).at(-1) as HTMLElement);
    expect(await screen.findByText('No ONU on this PON port')).toBeInTheDocument();
  }, 60_000);

  it('measures every ONU of the PON again on Refresh only', async () => {
    const user = setup();
    const d = device();
    renderWithProviders(<PonOpticalPage name="pon_optical" title="Optical Diagnose" />);
    await user.click(await screen.findByRole('tab', { name: 'ONU optical diagnosis' }));
    expect(await screen.findByText('-11.00 dBm')).toBeInTheDocument();
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: /Refresh/ }));
    expect(await screen.findByText('-12.00 dBm')).toBeInTheDocument();
    await waitFor(() => expect(d.sent(ponOnusOptics)).toHaveLength(2));
  }, 60_000);
});
