import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  addOnuPortVlanEntry,
  deleteOnuPortVlanEntry,
  onuPortVlans,
  onuPorts,
  setOnuPort,
  setOnuPortVlan,
  type OnuPort,
  type OnuPortVlan,
} from '@olt/protocol';
import { ok } from '../../test/device.ts';
import { onuDeviceKit } from '../../test/onuDeviceKit.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { OnuPortPage } from './OnuPortPage.tsx';

signedInScreen();
// the machine running the tests may be busy: a screen that reads several things in turn gets time
configure({ asyncUtilTimeout: 10_000 });

const PORT: OnuPort = {
  op_id: 1,
  auto_neg: 1,
  flow_ctrl: 0,
  loopdetect: 0,
  enable: 1,
  rlds_opt: 0,
  rl_cir: 0,
  rl_pir: 0,
  rlus_opt: 0,
  bandwidth: 0,
  status: 1,
};
const VLANS: OnuPortVlan[] = [
  { op_id: 1, op_vlan_mode: 0, def_vlan_id: 1, def_vlan_pri: 0, vlan_list: [] },
  {
    op_id: 2,
    op_vlan_mode: 2,
    def_vlan_id: 100,
    def_vlan_pri: 0,
    vlan_list: [{ old_vlan_id: 10, new_vlan_id: 110, new_vlan_pri: 3 }],
  },
];

const setup = () => {
  const device = onuDeviceKit();
  device.answer(onuPorts, [PORT, { ...PORT, op_id: 2, status: 0 }]);
  device.answer(onuPortVlans, VLANS);
  for (const ep of [setOnuPort, setOnuPortVlan, addOnuPortVlanEntry, deleteOnuPortVlanEntry]) device.reply(ep, ok());
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithProviders(<OnuPortPage name="onu_port_cfg" title="ONU Port Config" />, { at: '/onu_port_cfg' });
  return { device, user };
};
const dialog = () => screen.getByRole('dialog');
const rowOf = async (cardTitle: RegExp, port: number) => {
  const card = await screen.findByRole('region', { name: cardTitle });
  const cell = await within(card).findByText(String(port), { selector: 'td' });
  return cell.closest('tr') as HTMLElement;
};

describe('ONU port config', () => {
  it('sends only the flag of the group that changed, with the rates the operator typed', async () => {
    const { device, user } = setup();
    await user.click(within(await rowOf(/ONU01\/01 ports/, 1)).getByText('Configure'));
    await user.click(within(dialog()).getByLabelText('Upstream rate limit'));
    await user.click((await screen.findAllByTitle('Enabled')).at(-1) as HTMLElement);
    await user.type(within(dialog()).getByLabelText('Upstream bandwidth (kbps)'), '{Control>}a{/Control}2048');
    await user.click(within(dialog()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(device.sent(setOnuPort)).toHaveLength(1));
    expect(device.sent(setOnuPort)[0]?.param).toMatchObject({
      port_id: 1,
      onu_id: 1,
      op_id: 1,
      flags: 0x10,
      rlus_opt: 1,
      bandwidth: 2048,
    });
  });

  it('sets a port to trunk mode with a default VLAN typed as text', async () => {
    const { device, user } = setup();
    await user.click(within(await rowOf(/ONU01\/01 VLAN/, 1)).getByText('Set mode'));
    await user.click(within(dialog()).getByLabelText('VLAN mode'));
    await user.click((await screen.findAllByTitle('Trunk')).at(-1) as HTMLElement);
    await user.type(within(dialog()).getByLabelText('Default VLAN'), '{Control>}a{/Control}300');
    await user.click(within(dialog()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(device.sent(setOnuPortVlan)).toHaveLength(1));
    expect(device.sent(setOnuPortVlan)[0]?.param).toEqual({
      port_id: 1,
      onu_id: 1,
      op_id: 1,
      op_vlan_mode: 4,
      def_vlan_id: 300,
      def_vlan_pri: 0,
    });
  });

  it('refuses a VLAN out of range before sending, adds a translation, and deletes one after asking', async () => {
    const { device, user } = setup();
    const row = await rowOf(/ONU01\/01 VLAN/, 2);
    await user.click(within(row).getByText('Add entry'));
    await user.type(within(dialog()).getByLabelText('Old VLAN'), '5000');
    await user.type(within(dialog()).getByLabelText('New VLAN'), '120');
    await user.click(within(dialog()).getByRole('button', { name: 'Add' }));
    expect(await within(dialog()).findByText(/4094/)).toBeInTheDocument();
    expect(device.sent(addOnuPortVlanEntry)).toHaveLength(0);
    await user.clear(within(dialog()).getByLabelText('Old VLAN'));
    await user.type(within(dialog()).getByLabelText('Old VLAN'), '20');
    await user.click(within(dialog()).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(device.sent(addOnuPortVlanEntry)).toHaveLength(1));
    expect(device.sent(addOnuPortVlanEntry)[0]?.param).toMatchObject({
      op_id: 2,
      op_vlan_mode: 2,
      old_vlan_id: 20,
      new_vlan_id: 120,
      new_vlan_pri: 0,
    });

    await user.click(within(row).getByLabelText('Delete entry 10 → 110, priority 3'));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(device.sent(deleteOnuPortVlanEntry)).toHaveLength(1));
    expect(device.sent(deleteOnuPortVlanEntry)[0]?.param).toMatchObject({
      op_id: 2,
      op_vlan_mode: 2,
      old_vlan_id: 10,
      new_vlan_id: 110,
    });
  });
});
