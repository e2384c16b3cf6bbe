import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  clearOnuWlan,
  clearPonVlanProfile,
  onuWanSummary,
  onuWans,
  ponVlanProfiles,
  ponWlanTable,
  setOnuWlan,
  setPonVlanProfile,
  setPonWlan,
  type WlanRow,
} from '@olt/protocol';
import { useAccess } from '../../lib/access.ts';
import { ponDevice, posted } from '../../test/ponDevice.ts';
import { sessionInfo } from '../../test/samples.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { BatchConfigPage } from './BatchConfigPage.tsx';

configure({ asyncUtilTimeout: 10_000 });
const WLAN: WlanRow = {
  port_id: 1,
  onu_id: 5,
  onu_name: 'flat5',
  wlan: 2,
  encrypt: 4,
  ssid: 'home24',
  password: 'secret123',
  encrypt_5g: 4,
  ssid_5g: 'home5g',
  password_5g: 'secret555',
};
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const button = (scope: HTMLElement, text: string | RegExp) =>
  within(scope).getByText(text, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const modalOf = (el: HTMLElement) => el.closest('[role="dialog"]') as HTMLElement;

signedInScreen();
afterEach(() => useAccess.setState({ info: null }));

function device() {
  const d = ponDevice();
  d.answer(ponVlanProfiles, [{ port_id: 1, pid: 1, mode: 1, vlan_id: 300 }]);
  d.answer(setPonVlanProfile, undefined);
  d.answer(clearPonVlanProfile, undefined);
  d.answer(ponWlanTable, [WLAN]);
  d.answer(setOnuWlan, undefined);
  d.answer(setPonWlan, { applied: [5], skipped: [] });
  d.answer(clearOnuWlan, undefined);
  d.answer(onuWanSummary, [
    {
      port_id: 1,
      onu_id: 5,
      onu_name: 'flat5',
      macaddr: 'aa:bb:cc:00:00:05',
      status: 1,
      count: 0,
      wanmax: 8,
      lanports: 4,
      wlan: 2,
      voip: 1,
      wan0: { vlan_id: 0, ipmode: 0, ctype: 0, desc: '' },
    },
  ]);
  d.answer(onuWans, []);
  return d;
}
const render = () => renderWithProviders(<BatchConfigPage name="batch_config" title="Batch Configuration" />);

describe('batch configuration', () => {
  it('adds a tagged port VLAN profile by the schema and clears one after asking', { timeout: 90_000 }, async () => {
    const user = setup();
    const d = device();
    render();
    const row = (await screen.findByText('300')).closest('tr') as HTMLElement;
    await user.click(button(document.body, 'Add'));
    const pid = await screen.findByLabelText('ONU port', { selector: 'input' });
    const dialog = modalOf(pid);
    await user.type(pid, '9');
    await user.click(within(dialog).getByLabelText('Tag'));
    const vlan = await within(dialog).findByLabelText('VLAN ID', { selector: 'input' });
    await user.type(vlan, '4095');
    await user.click(button(dialog, 'Apply'));
    expect(await within(dialog).findByText('A whole number from 1 to 8')).toBeInTheDocument();
    expect(within(dialog).getByText('A whole number from 1 to 4094')).toBeInTheDocument();
    expect(posted(d, setPonVlanProfile)).toEqual([]);
    await user.clear(pid);
    await user.type(pid, '2');
    await user.clear(vlan);
    await user.type(vlan, '100');
    await user.click(button(dialog, 'Apply'));
    await waitFor(() =>
      expect(posted(d, setPonVlanProfile)).toEqual([
        { verb: 'set', param: { port_id: 1, pid: 2, mode: 1, vlan_id: 100 } },
      ]),
    );

    await user.click(button(row, 'Clear'));
    const question = await screen.findByText(/Clear the VLAN profile of port 1 of every ONU of PON01/);
    expect(posted(d, clearPonVlanProfile)).toEqual([]);
    await user.click(button(modalOf(question), 'OK'));
    await waitFor(() =>
      expect(posted(d, clearPonVlanProfile)).toEqual([
        { verb: 'clear', param: { port_id: 1, pid: 1, mode: 1, vlan_id: 300 } },
      ]),
    );
  });

  it('sets WLAN for every ONU with onu_id 0, and leaves an unchanged ONU alone', { timeout: 90_000 }, async () => {
    const user = setup();
    const d = device();
    render();
    await user.click(await screen.findByRole('tab', { name: 'WLAN' }));
    const row = (await screen.findByText('home5g')).closest('tr') as HTMLElement;
    await user.click(button(row, 'Setting'));
    const title = await screen.findByText('WLAN of ONU01/05');
    expect(within(modalOf(title)).getByLabelText('SSID')).toHaveValue('home24');
    await user.click(within(modalOf(title)).getByText('5G'));
    await waitFor(() => expect(within(modalOf(title)).getByLabelText('SSID')).toHaveValue('home5g'));
    await user.click(button(modalOf(title), 'Apply'));
    expect(await screen.findByText('Nothing was changed')).toBeInTheDocument();
    expect(posted(d, setOnuWlan)).toEqual([]);
    await user.click(button(modalOf(title), 'Cancel'));
    await waitFor(() => expect(screen.queryByText('WLAN of ONU01/05')).toBeNull());

    await user.click(button(document.body, 'Setting all'));
    const dialog = modalOf(await screen.findByText('WLAN of every ONU of PON01'));
    await user.type(within(dialog).getByLabelText('SSID'), 'a b');
    await user.click(button(dialog, 'Apply'));
    // a busy machine can take long to draw the refusal
    expect(await within(dialog).findByText(/An SSID is 4–32 letters/, {}, { timeout: 30_000 })).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('SSID'));
    await user.type(within(dialog).getByLabelText('SSID'), 'lobby_net');
    await user.type(within(dialog).getByLabelText('Password'), 'lobbypass1');
    await user.click(button(dialog, 'Apply'));
    await user.click(button(modalOf(await screen.findByText(/Send this radio setting to every online ONU/)), 'OK'));
    await waitFor(() =>
      expect(posted(d, setPonWlan)).toEqual([
        {
          verb: 'set',
          param: { port_id: 1, onu_id: 0, mode: 1, encrypt: 4, ssid: 'lobby_net', password: 'lobbypass1' },
        },
      ]),
    );

    await user.click(button(row, 'Clear'));
    await user.click(button(modalOf(await screen.findByText(/Clear the 2.4G WLAN of ONU01\/05/)), 'OK'));
    await waitFor(() =>
      expect(posted(d, clearOnuWlan)).toEqual([
        { verb: 'clear', param: { port_id: 1, onu_id: 5, mode: 1, ssid: '', password: '' } },
      ]),
    );
  });

  it('opens the WAN editor of an ONU from its Detail', { timeout: 60_000 }, async () => {
    const user = setup();
    device();
    render();
    await user.click(await screen.findByRole('tab', { name: 'WAN connection' }));
    const row = (await screen.findByText('aa:bb:cc:00:00:05')).closest('tr') as HTMLElement;
    expect(within(row).getByText('0/8')).toBeInTheDocument();
    await user.click(button(row, 'Detail'));
    const dialog = modalOf(await screen.findByText('WAN connections of ONU01/05'));
    expect(await within(dialog).findByText('0 of 8 connections')).toBeInTheDocument();
    expect(button(dialog, 'Add')).toBeEnabled();
  });

  it('offers a common user (level 5) no write', { timeout: 60_000 }, async () => {
    const user = setup();
    device();
    useAccess.setState({ info: sessionInfo(5) });
    render();
    const row = (await screen.findByText('300')).closest('tr') as HTMLElement;
    expect(button(document.body, 'Add')).toBeDisabled();
    expect(button(row, 'Clear')).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: 'WLAN' }));
    await screen.findByText('home5g');
    expect(button(document.body, 'Setting all')).toBeDisabled();
  });
});
