import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { addOnuWan, deleteOnuWan, onuWanSummary, onuWans, type OnuWan, type WanSummary } from '@olt/protocol';
import { fakeDevice } from '../../test/device.ts';
import { posted } from '../../test/ponDevice.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { OnuWanEditor } from './OnuWanEditor.tsx';

const IPTV: OnuWan = {
  index: 0,
  name: 'wan_iptv',
  ipmode: 3,
  ctype: 4,
  mtu: 0,
  tagmode: 1,
  vlan_id: 45,
  ipproto: 1,
  ipaddr: '',
  ipmask: '',
  gateway: '',
  pppoemode: 0,
  user: '',
  password: '',
  reqdns: 0,
  pridns: '',
  secdns: '',
  portmap: [1],
  igmpproxy: 1,
  status: 1,
};
const SUMMARY: WanSummary = {
  port_id: 1,
  onu_id: 2,
  onu_name: 'ONU01/02',
  macaddr: 'aa:bb:cc:00:00:02',
  status: 1,
  count: 1,
  wanmax: 8,
  lanports: 2,
  wlan: 1,
  voip: 0,
  wan0: { vlan_id: 45, ipmode: 3, ctype: 4, desc: 'wan_iptv' },
};
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const button = (scope: HTMLElement, text: string | RegExp) =>
  within(scope).getByText(text, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const choose = async (user: ReturnType<typeof setup>, label: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click((await screen.findAllByTitle(option)).at(-1) as HTMLElement);
};

signedInScreen();

function device() {
  const d = fakeDevice();
  d.answer(onuWans, [IPTV]);
  d.answer(onuWanSummary, [SUMMARY]);
  d.answer(addOnuWan, undefined);
  d.answer(deleteOnuWan, undefined);
  return d;
}

describe('the per-ONU WAN editor', () => {
  it('adds a PPPoE WAN by the rules, with the port of another WAN not offered', { timeout: 90_000 }, async () => {
    const user = setup();
    const d = device();
    renderWithProviders(<OnuWanEditor portId={1} onuId={2} />);
    expect(await screen.findByText('wan_iptv')).toBeInTheDocument();
    await user.click(button(document.body, 'Add'));
    const title = await screen.findByText('Add a WAN connection to ONU01/02');
    const dialog = title.closest('[role="dialog"]') as HTMLElement;
    // a bridge has no MTU; the services of a two-LAN ONU without a telephone port
    expect(within(dialog).queryByLabelText('MTU')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Service' }));
    expect((await screen.findAllByTitle('TR069')).at(-1) as HTMLElement).toBeInTheDocument();
    expect(screen.queryAllByTitle('Voice')).toEqual([]);
    await user.click(screen.getAllByTitle('Internet').at(-1) as HTMLElement);
    await choose(user, 'Address mode', 'PPPoE');
    expect(within(dialog).getByLabelText('MTU')).toHaveValue('1500');
    expect(within(dialog).getByRole('checkbox', { name: 'LAN1' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Connection name'), 'ab');
    await user.type(within(dialog).getByLabelText('PPPoE user'), 'alice');
    await user.type(within(dialog).getByLabelText('PPPoE password'), 'pw');
    await user.click(button(dialog, 'Add'));
    expect(await within(dialog).findByText('4 to 32 characters')).toBeInTheDocument();
    expect(await within(dialog).findByText('Choose at least one port')).toBeInTheDocument();
    expect(posted(d, addOnuWan)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Connection name'), 'cd_ppp');
    await user.click(within(dialog).getByRole('checkbox', { name: 'LAN2' }));
    await choose(user, 'Authentication', 'CHAP');
    await user.click(button(dialog, 'Add'));
    await waitFor(() =>
      expect(posted(d, addOnuWan)).toEqual([
        {
          verb: 'add',
          param: {
            port_id: 1,
            onu_id: 2,
            name: 'abcd_ppp',
            index: -1,
            ipmode: 2,
            ctype: 2,
            mtu: 1500,
            tagmode: 0,
            ipproto: 1,
            igmpproxy: 0,
            reqdns: 0,
            portmap: [2],
            user: 'alice',
            password: 'pw',
            pppoemode: 1,
          },
        },
      ]),
    );
  });

  it('shows a WAN read-only and deletes it only after asking', { timeout: 60_000 }, async () => {
    const user = setup();
    const d = device();
    renderWithProviders(<OnuWanEditor portId={1} onuId={2} />);
    const row = (await screen.findByText('wan_iptv')).closest('tr') as HTMLElement;
    await user.click(button(row, 'Detail'));
    const title = await screen.findByText('WAN connection wan_iptv of ONU01/02');
    const dialog = title.closest('[role="dialog"]') as HTMLElement;
    expect(within(dialog).getByLabelText('Connection name')).toBeDisabled();
    expect(within(dialog).getByLabelText('VLAN')).toHaveValue('45');
    await user.click(button(dialog, 'OK'));
    await user.click(button(row, 'Delete'));
    const question = await screen.findByText('Delete the WAN connection wan_iptv?');
    expect(posted(d, deleteOnuWan)).toEqual([]);
    await user.click(button(question.closest('[role="dialog"]') as HTMLElement, 'OK'));
    await waitFor(() =>
      expect(posted(d, deleteOnuWan)).toEqual([
        { verb: 'delete', param: { port_id: 1, onu_id: 2, name: 'wan_iptv', index: 0 } },
      ]),
    );
    expect(await screen.findByText('WAN connection wan_iptv deleted from ONU01/02')).toBeInTheDocument();
  });
});
