import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  clearOnuMcVlans,
  onuMcConfig,
  onuMcPorts,
  onuMcTranslations,
  onuMcVlans,
  setOnuFastLeave,
  setOnuMcGroupMax,
  setOnuMcTagMode,
} from '@olt/protocol';
import { ok } from '../../test/device.ts';
import { onuDeviceKit } from '../../test/onuDeviceKit.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { OnuMulticastPage } from './OnuMulticastPage.tsx';

signedInScreen();
configure({ asyncUtilTimeout: 10_000 });

const setup = () => {
  const device = onuDeviceKit();
  device.answer(onuMcConfig, { mc_mode: 0, fast_leave: 1 });
  device.answer(onuMcPorts, [
    { op_id: 1, group_num_max: 64, tag_mode: 0 },
    { op_id: 2, group_num_max: 8, tag_mode: 2 },
  ]);
  device.answer(onuMcVlans, [{ op_id: 1, mvlan: 2000 }]);
  device.answer(onuMcTranslations, []);
  for (const ep of [setOnuFastLeave, setOnuMcGroupMax, setOnuMcTagMode, clearOnuMcVlans]) device.reply(ep, ok());
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithProviders(<OnuMulticastPage name="onu_multicast" title="ONU Multicast" />, { at: '/onu_multicast' });
  return { device, user };
};

describe('ONU multicast', () => {
  it('sets fast leave with the device coding (2 on)', async () => {
    const { device, user } = setup();
    await user.click(await screen.findByLabelText('Fast leave'));
    await user.click((await screen.findAllByTitle('Enabled')).at(-1) as HTMLElement);
    await user.click(screen.getAllByRole('button', { name: 'Setting' })[1] as HTMLElement);
    await waitFor(() => expect(device.sent(setOnuFastLeave)).toHaveLength(1));
    expect(device.sent(setOnuFastLeave)[0]?.param).toEqual({ port_id: 1, onu_id: 1, fast_leave: 2 });
  });

  it('changes only the group limit of a port, and clears its VLANs after asking', async () => {
    const { device, user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Multicast VLAN' }));
    const row = (await screen.findByText('2000')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Setting' }));
    const box = within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Most multicast groups' });
    await user.clear(box);
    await user.type(box, '32');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(device.sent(setOnuMcGroupMax)).toHaveLength(1));
    expect(device.sent(setOnuMcGroupMax)[0]?.param).toEqual({ port_id: 1, onu_id: 1, op_id: 1, group_num_max: 32 });
    expect(device.sent(setOnuMcTagMode)).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Clear multicast VLANs' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(device.sent(clearOnuMcVlans)).toHaveLength(1));
    expect(device.sent(clearOnuMcVlans)[0]?.param).toEqual({ port_id: 1, onu_id: 1, op_id: 1 });
  }, 90_000);
});
