import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { OnuTableRow } from '@olt/protocol';
import { publishLinkUp, publishOnuChange } from '../../lib/onuEvents.ts';
import { onuRow } from '../../test/samples.ts';
import { onuDevice, renderOnuPage } from '../../test/onuDevice.tsx';

afterEach(() => vi.unstubAllGlobals());

// antd's styles make the pointer-events check walk the whole tree for every event; the tests do not need it
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const ROWS: OnuTableRow[] = [
  onuRow(1, 1),
  onuRow(1, 2, { status: 'Offline', last_down_reason: 'Power Down', receive_power: '-16.49' }),
  onuRow(1, 3, { status: 'Unauth', auth_state: 0, onu_name: 'new-one', receive_power: '-28.10' }),
  onuRow(5, 7, { onu_name: 'Bakery', macaddr: 'aa:bb:cc:00:05:07', dev_type: 'HGU' }),
];

/** A row of the virtual table, by its `port/onu` key. */
function row(key: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[data-row-key="${key}"]`);
  if (!found) throw new Error(`no row ${key}`);
  return found;
}
const hasRow = (key: string) => document.querySelector(`[data-row-key="${key}"]`) !== null;

/** Opens a row's action menu and answers it. */
async function openRowMenu(key: string, label: string): Promise<HTMLElement> {
  await user.click(within(row(key)).getByRole('button', { name: label }));
  return screen.findByRole('menu');
}

function bytesOf(blob: Blob | undefined): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new Error('unreadable blob'));
    if (blob) reader.readAsArrayBuffer(blob);
  });
}

async function confirmDialog() {
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
}

describe('ONU table screen', { timeout: 60_000 }, () => {
  it('shows every PON in one request, with the counters of the list shown', async () => {
    const device = onuDevice(ROWS);
    renderOnuPage();
    await waitFor(() => expect(hasRow('5/7')).toBe(true));
    expect(device.searches).toHaveLength(1);
    expect(device.searches[0]?.query.get('port_id')).toBeNull();
    expect(Number(device.searches[0]?.query.get('limit'))).toBeGreaterThanOrEqual(1024);
    const counters = screen.getByRole('group', { name: 'ONU counts' });
    expect(within(counters).getByText('Total').nextSibling?.textContent).toBe('4');
    expect(within(counters).getByText('Online').nextSibling?.textContent).toBe('2');
    // total − online is "not online": an unauthorised ONU is not offline
    expect(within(counters).getByText('Not online').nextSibling?.textContent).toBe('2');
    expect(within(counters).queryByText('Offline')).toBeNull();
    // not online: marked, with the status in our words and the device's in the tag's data
    expect(row('1/2').className).toContain('onu-row-down');
    expect(within(row('1/2')).getByText('Offline').getAttribute('data-status')).toBe('Offline');
    // an unauthorised ONU is on the fibre: its light is a reading now
    expect(within(row('1/3')).getByText('-28.10').closest('[data-rx-level]')?.getAttribute('data-rx-level')).toBe(
      'weak',
    );
    // offline, the device still reports its last reading: not shown as light now, only as the last one
    expect(within(row('1/2')).queryByText('-16.49')).toBeNull();
    const dark = row('1/2').querySelector('[data-rx-level="dark"]');
    expect(dark?.textContent).toBe('—');
    await user.hover(dark!);
    expect(await screen.findByText('Offline: no light now. The last reading was -16.49 dBm')).toBeTruthy();
  });

  it('starts on the port of the address and searches every PON, the browser at once and the server after', async () => {
    const device = onuDevice(ROWS);
    renderOnuPage({ at: '/onu_allow?port_id=1' });
    await waitFor(() => expect(hasRow('1/1')).toBe(true));
    // one list of every ONU, the port chosen in the browser
    expect(device.searches.at(-1)?.query.get('port_id')).toBeNull();
    expect(hasRow('5/7')).toBe(false);

    await user.type(screen.getByRole('searchbox', { name: 'Find ONU' }), 'aa:bb');
    await waitFor(() => expect(hasRow('5/7')).toBe(true));
    await waitFor(() => expect(device.searches.at(-1)?.query.get('text')).toBe('aa:bb'));
    const asked = device.searches.at(-1)?.query;
    expect(asked?.get('text')).toBe('aa:bb');
    expect(asked?.get('port_id')).toBeNull();
    expect(hasRow('1/1')).toBe(false);
    expect(screen.getByText('All PON ports')).toBeInTheDocument();
  });

  it('filters by status in the browser, without asking the device again', async () => {
    const device = onuDevice(ROWS);
    renderOnuPage();
    await waitFor(() => expect(hasRow('1/1')).toBe(true));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status filter' }), 'Not online');
    await waitFor(() => expect(hasRow('1/1')).toBe(false));
    expect(device.searches).toHaveLength(1);
    expect(hasRow('1/2')).toBe(true);
    expect(hasRow('1/3')).toBe(true);
    expect(hasRow('5/7')).toBe(false);
  });

  it('authorises an unauthorised ONU on the fibre after confirmation', async () => {
    const device = onuDevice(ROWS);
    renderOnuPage();
    await waitFor(() => expect(hasRow('1/3')).toBe(true));
    await user.click(within(row('1/3')).getByRole('button', { name: /^Unauthorised PON01\/03/ }));
    expect(await screen.findByText(/Authorise ONU PON01\/03/)).toBeInTheDocument();
    expect(device.posts('/onu_allow_list', 'onucfg')).toHaveLength(0);
    await confirmDialog();
    await waitFor(() => expect(device.posts('/onu_allow_list', 'onucfg')).toHaveLength(1));
    expect(device.posts('/onu_allow_list', 'onucfg')[0]?.body).toEqual({
      method: 'set',
      param: { port_id: 1, onu_id: 3, macaddr: '38:3a:21:20:01:03', auth_state: 1, onu_type: '', onu_desc: '' },
    });
    expect(await screen.findByText('ONU PON01/03 authorised')).toBeInTheDocument();
  });

  it("shows the device's refusal as (code) message", async () => {
    const device = onuDevice(ROWS);
    device.writeAnswer = () => ({
      code: 2,
      message: 'error: ONU01/02 is offline: an ONU can be authorised only while online',
    });
    renderOnuPage();
    await waitFor(() => expect(hasRow('1/3')).toBe(true));
    await user.click(within(row('1/3')).getByRole('button', { name: /^Unauthorised PON01\/03/ }));
    await confirmDialog();
    expect(
      await screen.findByText('(2) error: ONU01/02 is offline: an ONU can be authorised only while online'),
    ).toBeInTheDocument();
  });

  it('renames with flags 8, name without spaces and the description', async () => {
    const device = onuDevice(ROWS);
    renderOnuPage();
    await waitFor(() => expect(hasRow('5/7')).toBe(true));
    const menu = await openRowMenu('5/7', 'Actions for PON05/07');
    await user.click(within(menu).getByText('Name and description'));
    const dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('Bakery');
    await user.clear(name);
    await user.type(name, 'Bakery Main');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(device.posts('/onumgmt', 'config')).toHaveLength(1));
    expect(device.posts('/onumgmt', 'config')[0]?.body).toEqual({
      method: 'set',
      param: { port_id: 5, onu_id: 7, flags: 8, onu_name: 'BakeryMain', onu_desc: 'Back office' },
    });
  });

  it('opens an ONU’s port config from its row menu, with the ONU in the address', async () => {
    onuDevice(ROWS);
    renderOnuPage();
    await waitFor(() => expect(hasRow('5/7')).toBe(true));
    const menu = await openRowMenu('5/7', 'Actions for PON05/07');
    await user.click(within(menu).getByRole('menuitem', { name: /ONU port config/ }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/advanced_setting/onu_port_cfg?port_id=5&onu_id=7');
  });

  it('does not offer a reboot of an ONU that is not online, and says why', async () => {
    onuDevice(ROWS);
    renderOnuPage();
    await waitFor(() => expect(hasRow('1/2')).toBe(true));
    const menu = await openRowMenu('1/2', 'Actions for PON01/02');
    const reboot = within(menu).getByRole('menuitem', { name: /Reboot ONU/ });
    expect(reboot.getAttribute('aria-disabled')).toBe('true');
    await user.hover(within(reboot).getByText('Reboot ONU'));
    expect(await screen.findByText('The ONU is not online, so it cannot be rebooted')).toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    const device = onuDevice(ROWS);
    renderOnuPage();
    await waitFor(() => expect(hasRow('1/1')).toBe(true));
    let menu = await openRowMenu('1/1', 'Actions for PON01/01');
    await user.click(within(menu).getByText('Delete ONU'));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete ONU PON01/01 (38:3a:21:20:01:01)?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(device.posts('/onu_allow_list', 'onucfg')).toHaveLength(0);

    menu = await openRowMenu('1/1', 'Actions for PON01/01');
    await user.click(within(menu).getByText('Delete ONU'));
    dialog = await screen.findByRole('dialog');
    const before = device.searches.length;
    device.rows = device.rows.filter((r) => !(r.port_id === 1 && r.onu_id === 1));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(device.posts('/onu_allow_list', 'onucfg')).toHaveLength(1));
    expect(device.posts('/onu_allow_list', 'onucfg')[0]?.body).toEqual({
      method: 'delete',
      param: { port_id: 1, onu_id: 1, macaddr: '38:3a:21:20:01:01' },
    });
    // what it changed is read again
    await waitFor(() => expect(device.searches.length).toBeGreaterThan(before));
    await waitFor(() => expect(hasRow('1/1')).toBe(false));
  });

  it('bulk-deletes the ticked ONUs of several PONs with one batch request per PON', async () => {
    const device = onuDevice(ROWS);
    renderOnuPage();
    await waitFor(() => expect(hasRow('5/7')).toBe(true));
    await user.click(screen.getByRole('checkbox', { name: 'Select PON05/07' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select PON01/02' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select PON01/01' }));
    expect(screen.getByText('3 ticked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Delete/ }));
    expect(await screen.findByText('Delete the 3 ticked ONUs?')).toBeInTheDocument();
    await confirmDialog();
    await waitFor(() => expect(device.posts('/onu_allow_list', 'batch')).toHaveLength(2));
    expect(device.posts('/onu_allow_list', 'batch').map((r) => r.body)).toEqual([
      { method: 'delete', param: { port_id: 1, onu_id: [1, 2], macaddr: '' } },
      { method: 'delete', param: { port_id: 5, onu_id: [7], macaddr: '' } },
    ]);
    expect(await screen.findByText('Deleted 3 ONUs.')).toBeInTheDocument();
  });

  it('bulk-reboots only the online ONUs and says how many it skipped', async () => {
    const device = onuDevice(ROWS);
    renderOnuPage();
    await waitFor(() => expect(hasRow('1/2')).toBe(true));
    await user.click(screen.getByRole('checkbox', { name: 'Select every ONU shown' }));
    await user.click(screen.getByRole('button', { name: /Reboot/ }));
    expect(await screen.findByText('Reboot the 2 ticked ONUs? 2 offline ONUs will be skipped.')).toBeInTheDocument();
    await confirmDialog();
    await waitFor(() => expect(device.posts('/onumgmt', 'config')).toHaveLength(2));
    const rebooted = device
      .posts('/onumgmt', 'config')
      .map((r) => `${String(r.body?.param?.port_id)}/${String(r.body?.param?.onu_id)}`);
    expect(rebooted.sort()).toEqual(['1/1', '5/7']);
    expect(device.posts('/onumgmt', 'config').every((r) => r.body?.param?.flags === 1)).toBe(true);
    expect(await screen.findByText('2 ONUs are rebooting. Skipped 2 offline ONUs.')).toBeInTheDocument();
  });

  it('reads the list afresh when the live link comes up, for what changed before it was pushed', async () => {
    const device = onuDevice(ROWS);
    renderOnuPage();
    await waitFor(() => expect(hasRow('1/1')).toBe(true));
    const asked = device.searches.length;
    device.rows = [onuRow(1, 1, { status: 'Offline', last_down_reason: 'Laser out' }), ...ROWS.slice(1)];
    act(() => publishLinkUp());
    await waitFor(() => expect(within(row('1/1')).getByText('Offline')).toBeInTheDocument());
    expect(device.searches.length).toBe(asked + 1);
  });

  it('applies a pushed change to the row without asking the server again', async () => {
    const device = onuDevice(ROWS);
    renderOnuPage();
    await waitFor(() => expect(hasRow('1/1')).toBe(true));
    expect(within(row('1/1')).getByText('Online')).toBeInTheDocument();
    const asked = device.searches.length;
    act(() => {
      publishOnuChange({
        rows: [onuRow(1, 1, { status: 'Offline', last_down_reason: 'Laser out' })],
        removed: [{ port_id: 5, onu_id: 7, macaddr: 'aa:bb:cc:00:05:07' }],
      });
    });
    await waitFor(() => expect(within(row('1/1')).getByText('Offline')).toBeInTheDocument());
    expect(within(row('1/1')).getByText('Transmitter off')).toBeInTheDocument();
    expect(hasRow('5/7')).toBe(false);
    const counters = screen.getByRole('group', { name: 'ONU counts' });
    expect(within(counters).getByText('Online').nextSibling?.textContent).toBe('0');
    expect(device.searches.length).toBe(asked);
  });

  it('exports the rows shown as CSV with translated headers, one line per row', async () => {
    onuDevice(ROWS);
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (b: Blob) => (blobs.push(b), 'blob:onu'),
        revokeObjectURL: () => undefined,
      }),
    );
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderOnuPage({ lang: 'zh' });
    await waitFor(() => expect(hasRow('1/1')).toBe(true));
    await user.selectOptions(screen.getByRole('combobox', { name: '设备类型筛选' }), 'SFU');
    await waitFor(() => expect(hasRow('5/7')).toBe(false));
    await user.click(screen.getByRole('button', { name: /导出 CSV/ }));
    expect(clicks).toHaveBeenCalledTimes(1);
    const bytes = await bytesOf(blobs[0]);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'ONU ID,名称,MAC 地址,状态,认证,注册时间,最后离线时间,最后离线原因,设备类型,接收光功率 (dBm)',
    );
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe('PON01/02,ONU01/02,38:3a:21:20:01:02,离线,已认证,2025/03/01 10:00:00,,断电,SFU,');
    clicks.mockRestore();
  });
});

describe('manual add', { timeout: 60_000 }, () => {
  it('is offered for one PON only, checks the MAC, and posts the ONU with id 0 for "device picks"', async () => {
    const device = onuDevice(ROWS);
    renderOnuPage({ at: '/onu_allow?port_id=1' });
    await waitFor(() => expect(hasRow('1/1')).toBe(true));
    await user.click(screen.getByRole('button', { name: /Add ONU/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add an ONU to PON01')).toBeInTheDocument();
    const mac = within(dialog).getByLabelText('MAC address');
    await user.type(mac, '01:00:5e:00:00:00');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Not a valid ONU MAC address')).toBeInTheDocument();
    expect(device.posts('/onu_allow_list', 'onucfg')).toHaveLength(0);

    await user.clear(mac);
    await user.type(mac, '38:3A:21:20:09:09');
    await user.type(within(dialog).getByLabelText('Description'), 'Shop 9');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(device.posts('/onu_allow_list', 'onucfg')).toHaveLength(1));
    expect(device.posts('/onu_allow_list', 'onucfg')[0]?.body).toEqual({
      method: 'add',
      param: { port_id: 1, onu_id: 0, macaddr: '38:3a:21:20:09:09', auth_state: 0, onu_desc: 'Shop 9', onu_type: '' },
    });
  });

  it('is disabled while every PON is shown, and absent without the vendor flag', async () => {
    onuDevice(ROWS);
    const view = renderOnuPage();
    await waitFor(() => expect(hasRow('1/1')).toBe(true));
    expect(screen.getByRole('button', { name: /Add ONU/ }).hasAttribute('disabled')).toBe(true);
    view.unmount();

    onuDevice(ROWS, {
      flags: {
        custom: 0,
        hsgq: 0,
        addonu: 0,
        pon_authmode: 1,
        frpc: 0,
        captcha: 0,
        fix_lang: 0,
        mac_auth: 0,
        alarm_save: 0,
      },
    });
    renderOnuPage({ at: '/onu_allow?port_id=1' });
    await waitFor(() => expect(hasRow('1/1')).toBe(true));
    expect(screen.queryByRole('button', { name: /Add ONU/ })).not.toBeInTheDocument();
  });

  it('reorders one PON by dragging its rows: Discard puts them back, Save sends every ONU id in the new order', async () => {
    const device = onuDevice(ROWS);
    renderOnuPage({ at: '/onu_allow?port_id=1' });
    await waitFor(() => expect(hasRow('1/3')).toBe(true));
    const order = () => [...document.querySelectorAll('[data-row-key]')].map((r) => r.getAttribute('data-row-key'));
    expect(order()).toEqual(['1/1', '1/2', '1/3']);
    expect(row('1/3').getAttribute('draggable')).toBe('true');
    const drag = (from: string, to: string) => {
      // jsdom has no DataTransfer: a stand-in with what the row uses
      const dataTransfer = { effectAllowed: '', setData: () => undefined, getData: () => from };
      fireEvent.dragStart(row(from), { dataTransfer });
      fireEvent.dragOver(row(to), { dataTransfer });
      fireEvent.drop(row(to), { dataTransfer });
    };
    drag('1/3', '1/1');
    expect(order()).toEqual(['1/3', '1/1', '1/2']);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(order()).toEqual(['1/1', '1/2', '1/3']);

    drag('1/1', '1/2');
    expect(order()).toEqual(['1/2', '1/1', '1/3']);
    await user.click(screen.getByRole('button', { name: 'Save order' }));
    await confirmDialog();
    await waitFor(() => expect(device.posts('/onu_allow_list', 'sort')).toHaveLength(1));
    expect(device.posts('/onu_allow_list', 'sort')[0]?.body).toEqual({
      method: 'set',
      param: { port_id: 1, onulist: [2, 1, 3] },
    });
  });

  it('offers no dragging over every PON or a filtered list', async () => {
    onuDevice(ROWS);
    renderOnuPage();
    await waitFor(() => expect(hasRow('1/1')).toBe(true));
    expect(row('1/1').getAttribute('draggable')).toBeNull();
    expect(screen.queryByText(/Drag a row/)).toBeNull();
  });

  it('leads to the upstream bandwidth and deny list screens for the PON shown, its actions column fixed at the right', async () => {
    onuDevice(ROWS);
    renderOnuPage({ at: '/onu_allow?port_id=1' });
    await waitFor(() => expect(hasRow('1/1')).toBe(true));
    const actionsCell = within(row('1/1'))
      .getByRole('button', { name: /actions/i })
      .closest('td');
    expect(actionsCell?.className).toContain('onu-cell--fixed-right');
    await user.click(screen.getByRole('button', { name: /Upstream bandwidth/ }));
    expect((await screen.findByTestId('where')).textContent).toBe('/advanced_setting/sla_cfg?port_id=1');
  });

  it('leads to the deny list from every PON without a port', async () => {
    onuDevice(ROWS);
    renderOnuPage();
    await waitFor(() => expect(hasRow('1/1')).toBe(true));
    await user.click(screen.getByRole('button', { name: /ONU deny list/ }));
    expect((await screen.findByTestId('where')).textContent).toBe('/advanced_setting/onu_deny');
  });
});
