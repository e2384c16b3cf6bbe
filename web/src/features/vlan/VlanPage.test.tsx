import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { dialogNamed } from '../../test/dialogNamed.ts';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { vlanCreate } from '@olt/protocol';
import { vlanDevice } from '../../test/vlanDevice.ts';
import { VlanPage } from './VlanPage.tsx';

const renderPage = (entry = '/vlan_mgmt') => renderWithProviders(<VlanPage title="VLAN" />, { at: entry });

// Text and label queries: role queries over a whole antd table take seconds each in jsdom
const dialog = dialogNamed;
const group = (scope: HTMLElement, name: string) =>
  within(scope).getByLabelText<HTMLElement>(name, { selector: '[role="group"]' });
const box = (scope: HTMLElement, name: string) =>
  within(scope).getByLabelText<HTMLInputElement>(name, { selector: 'input' });
const button = (scope: HTMLElement, text: string | RegExp) =>
  within(scope).getByText(text, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const page = () => document.body;
/** The table row whose cell holds exactly this text (a VLAN id, a port name). */
const rowOf = async (text: string | number) =>
  (await screen.findByText(String(text), { selector: 'td' })).closest('tr') as HTMLElement;
const vlanRow = rowOf;
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

signedInScreen();

describe('VLAN list', () => {
  it('reads the table in two steps and shows port lists as port names, LAG members with their group', async () => {
    const device = vlanDevice();
    renderPage();
    const service = await vlanRow(100);
    expect(within(service).getByText('PON01–PON08, GE01, XGE01, XGE02')).toBeInTheDocument();
    const management = await vlanRow(4000);
    expect(within(management).getByText('GE01, GE03(LAG1), GE04(LAG1)')).toBeInTheDocument();
    const prepared = device.requests.findIndex((r) => r.url === '/switch_vlan');
    const read = device.requests.findIndex((r) => r.url === '/vlantable');
    expect(prepared).toBeGreaterThanOrEqual(0);
    expect(read).toBeGreaterThan(prepared);
  });

  it('offers no way to delete VLAN 1: no delete action, no checkbox, and the range dialog refuses it', async () => {
    const user = setup();
    const device = vlanDevice();
    renderPage();
    const first = await vlanRow(1);
    expect(within(first).queryByText('Delete', { selector: 'button span' })).not.toBeInTheDocument();
    expect((first.querySelector('input[type=checkbox]') as HTMLInputElement).disabled).toBe(true);
    expect(button(await vlanRow(100), 'Delete')).toBeInTheDocument();

    await user.click(button(page(), /Delete VLAN/));
    const form = dialog('Delete VLAN');
    await user.type(within(form).getByLabelText('First VLAN ID'), '5');
    await user.type(within(form).getByLabelText('Last VLAN ID'), '1');
    await user.click(button(form, 'Delete'));
    expect(await within(form).findByText('VLAN 1 cannot be deleted: start the range at 2')).toBeInTheDocument();
    expect(device.writes()).toEqual([]);
  });

  it('deletes a VLAN only after the confirmation', async () => {
    const user = setup();
    const device = vlanDevice();
    renderPage();
    await user.click(button(await vlanRow(300), 'Delete'));
    const question = await screen.findByText('Delete VLAN 300?');
    expect(device.writes()).toEqual([]);
    const confirmBox = question.closest('[role="dialog"]') as HTMLElement;
    await user.click(button(confirmBox, 'OK'));
    await waitFor(() =>
      expect(device.writes()).toEqual([
        { method: 'POST', url: '/switch_vlan', verb: 'destroy', param: { vlan_id: 300 } },
      ]),
    );
    expect(await screen.findByText('VLAN 300 deleted')).toBeInTheDocument();
  });

  it('filters by id or name', async () => {
    const user = setup();
    vlanDevice();
    renderPage();
    await vlanRow(200);
    await user.type(screen.getByPlaceholderText('Search VLAN ID or name'), 'iptv');
    await waitFor(() => expect(screen.queryByText('100', { selector: 'td' })).not.toBeInTheDocument());
    expect(screen.getByText('200', { selector: 'td' })).toBeInTheDocument();
  });
});

describe('configuring many VLANs', () => {
  async function applyMembers(first: string, last: string | null, side: 'Tagged ports' | 'Untagged ports') {
    const user = setup();
    const device = vlanDevice();
    renderPage();
    await vlanRow(1);
    await user.click(button(page(), 'Configure multiple VLANs'));
    const form = dialog('Configure multiple VLANs');
    await user.type(within(form).getByLabelText('First VLAN ID'), first);
    if (last) await user.type(within(form).getByLabelText('Last VLAN ID'), last);
    const ports = group(form, side);
    await waitFor(() => expect(box(ports, 'PON01')).toBeInTheDocument());
    await user.click(box(ports, 'PON01'));
    await user.click(button(form, 'Apply'));
    await waitFor(() => expect(device.writes()).toHaveLength(1));
    return device.writes()[0];
  }

  it('gives every VLAN of a range the ticked members in one request', async () => {
    expect(await applyMembers('100', '200', 'Tagged ports')).toEqual({
      method: 'POST',
      url: '/switch_vlanlist',
      verb: 'set',
      param: { vlanid_s: 100, vlanid_e: 200, tagged_portlist: '1', untagged_portlist: '' },
    });
  }, 60_000);

  it('sets one VLAN through its own endpoint', async () => {
    expect(await applyMembers('100', null, 'Untagged ports')).toEqual({
      method: 'POST',
      url: '/switch_vlan',
      verb: 'set',
      param: { vlan_id: 100, tagged_portlist: '', untagged_portlist: '1' },
    });
  }, 60_000);
});

describe('creating VLANs', () => {
  it('creates a range, then gives it the ticked tagged and untagged members', async () => {
    const user = setup();
    const device = vlanDevice();
    renderPage();
    await vlanRow(1);
    await user.click(button(page(), /Create VLAN/));
    const form = dialog('Create VLAN');
    // a reversed range is sent in order
    await user.type(within(form).getByLabelText('First VLAN ID'), '610');
    await user.type(within(form).getByLabelText('Last VLAN ID'), '600');
    const tagged = group(form, 'Tagged ports');
    const untagged = group(form, 'Untagged ports');
    await waitFor(() => expect(box(tagged, 'GE03(LAG1)')).toBeInTheDocument());
    await user.click(box(tagged, 'PON01'));
    await user.click(box(tagged, 'GE01'));
    await user.click(box(tagged, 'PON02'));
    // ticking a port on one side takes it off the other
    await user.click(box(untagged, 'PON02'));
    expect(box(tagged, 'PON02').checked).toBe(false);
    // a LAG member brings its partner along
    await user.click(box(untagged, 'GE03(LAG1)'));
    expect(box(untagged, 'GE04(LAG1)').checked).toBe(true);

    await user.click(button(form, 'Create'));
    await waitFor(() => expect(device.writes()).toHaveLength(2));
    expect(device.writes()).toEqual([
      { method: 'POST', url: '/switch_vlanlist', verb: 'create', param: { type: 1, vlanid_s: 600, vlanid_e: 610 } },
      {
        method: 'POST',
        url: '/switch_vlanlist',
        verb: 'set',
        param: { vlanid_s: 600, vlanid_e: 610, tagged_portlist: '1,9', untagged_portlist: '2,11,12' },
      },
    ]);
    expect(
      await screen.findByText(
        'VLAN 600–610 created; tagged ports: PON01, GE01; untagged ports: PON02, GE03(LAG1), GE04(LAG1)',
      ),
    ).toBeInTheDocument();
    expect(await vlanRow(605)).toBeInTheDocument();
  });

  it('greys out what the device would refuse: access ports, and trunk ports as untagged members', async () => {
    const user = setup();
    vlanDevice();
    renderPage();
    await vlanRow(1);
    await user.click(button(page(), /Create VLAN/));
    const form = dialog('Create VLAN');
    const tagged = group(form, 'Tagged ports');
    const untagged = group(form, 'Untagged ports');
    await waitFor(() => expect(box(tagged, 'GE02').disabled).toBe(true));
    expect(box(untagged, 'GE02').disabled).toBe(true);
    expect(box(tagged, 'GE01').disabled).toBe(false);
    expect(box(untagged, 'GE01').disabled).toBe(true);
    expect(box(untagged, 'PON01').disabled).toBe(false);
  });

  it('treats a warning as partial success: shows it and still reloads the table', async () => {
    const user = setup();
    const device = vlanDevice();
    device.answers.set(vlanCreate, {
      code: 3,
      message: 'warning: VLAN 300 already exists, VLANs 301-302 created',
    });
    renderPage();
    await vlanRow(300);
    const readsBefore = device.reads('/vlantable');
    await user.click(button(page(), /Create VLAN/));
    const form = dialog('Create VLAN');
    await user.type(within(form).getByLabelText('First VLAN ID'), '300');
    await user.type(within(form).getByLabelText('Last VLAN ID'), '302');
    await user.click(button(form, 'Create'));
    expect(await screen.findByText('(3) warning: VLAN 300 already exists, VLANs 301-302 created')).toBeInTheDocument();
    expect(await vlanRow(302)).toBeInTheDocument();
    expect(device.reads('/vlantable')).toBeGreaterThan(readsBefore);
  });

  it('keeps the dialog and the table as they are when the device refuses', async () => {
    const user = setup();
    const device = vlanDevice();
    device.answers.set(vlanCreate, { code: 2, message: 'error: VLAN 300 already exists' });
    renderPage();
    await vlanRow(300);
    const readsBefore = device.reads('/vlantable');
    await user.click(button(page(), /Create VLAN/));
    const form = dialog('Create VLAN');
    await user.type(within(form).getByLabelText('First VLAN ID'), '300');
    await user.click(button(form, 'Create'));
    expect(await screen.findByText('(2) error: VLAN 300 already exists')).toBeInTheDocument();
    expect(dialog('Create VLAN')).toBeInTheDocument();
    expect(device.reads('/vlantable')).toBe(readsBefore);
  });
});

describe('editing a VLAN', () => {
  it('sends only what changed: the name without spaces, then the members', async () => {
    const user = setup();
    const device = vlanDevice();
    renderPage();
    await user.click(button(await vlanRow(4000), 'Edit'));
    const form = dialog('Edit VLAN 4000');
    const name = within(form).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'mgmt net');
    expect((name as HTMLInputElement).value).toBe('mgmtnet');
    // GE03 leaves the tagged members and takes its LAG partner along
    await user.click(box(group(form, 'Tagged ports'), 'GE03(LAG1)'));
    await user.click(button(form, 'Save'));
    await waitFor(() => expect(device.writes()).toHaveLength(2));
    expect(device.writes()).toEqual([
      {
        method: 'POST',
        url: '/switch_vlan?form=vlan_name',
        verb: 'set',
        param: { vlan_id: 4000, vlan_name: 'mgmtnet' },
      },
      {
        method: 'POST',
        url: '/switch_vlan',
        verb: 'set',
        param: { vlan_id: 4000, tagged_portlist: '9', untagged_portlist: '' },
      },
    ]);
    expect(
      await screen.findByText('VLAN 4000 saved: name mgmtnet and members (tagged: GE01; untagged: none)'),
    ).toBeInTheDocument();
  });

  it('locks the ports whose default VLAN this is, and keeps VLAN 1 as their default', async () => {
    const user = setup();
    const device = vlanDevice();
    renderPage();
    await user.click(button(await vlanRow(1), 'Edit'));
    const form = dialog('Edit VLAN 1');
    expect(box(group(form, 'Untagged ports'), 'PON01').disabled).toBe(true);
    expect(box(group(form, 'Tagged ports'), 'PON01').disabled).toBe(true);
    await user.click(button(form, 'Cancel'));

    await user.click(button(await vlanRow(1), 'Default ports'));
    const defaults = dialog('Default-VLAN ports of VLAN 1');
    expect(box(defaults, 'GE01').disabled).toBe(true);
    expect(device.writes()).toEqual([]);
  });

  it('moves default-VLAN ports: the ones taken out go back to VLAN 1 first', async () => {
    const user = setup();
    const device = vlanDevice();
    device.vlans[1] = { ...device.vlans[1]!, default_vlan_portlist: '3-4' };
    renderPage();
    await user.click(button(await vlanRow(100), 'Default ports'));
    const defaults = dialog('Default-VLAN ports of VLAN 100');
    await user.click(box(defaults, 'PON04'));
    await user.click(box(defaults, 'GE04(LAG1)'));
    expect(box(defaults, 'GE03(LAG1)').checked).toBe(true);
    await user.click(button(defaults, 'Save'));
    await waitFor(() => expect(device.writes()).toHaveLength(2));
    expect(device.writes().map((w) => w.param)).toEqual([
      { vlan_id: 1, default_vlan_portlist: '4' },
      { vlan_id: 100, default_vlan_portlist: '11,12' },
    ]);
    expect(
      await screen.findByText(
        'GE03(LAG1), GE04(LAG1): default VLAN 100, now untagged in VLAN 100; PON04: back to default VLAN 1',
      ),
    ).toBeInTheDocument();
  });
});

describe('port VLAN', () => {
  const portRow = rowOf;

  it('lists every port with its type, default VLAN and VLAN lists', async () => {
    vlanDevice();
    renderPage('/vlan_mgmt?tab=ports');
    const pon = await portRow('PON01');
    expect(within(pon).getByText('Hybrid')).toBeInTheDocument();
    expect(within(pon).getByText('100, 200, 300')).toBeInTheDocument();
    expect(within(await portRow('GE03(LAG1)')).getByText('4000')).toBeInTheDocument();
    expect(within(await portRow('GE02')).getByText('Access')).toBeInTheDocument();
  });

  it('lets the VLAN mode be chosen on a hybrid port only; an access port has no list', async () => {
    const user = setup();
    const device = vlanDevice();
    renderPage('/vlan_mgmt?tab=ports');

    await user.click(button(await portRow('GE01'), 'Add VLANs'));
    const trunk = dialog('Add VLANs to GE01');
    const trunkMode = within(trunk).getByLabelText('VLAN mode');
    expect(trunkMode.hasAttribute('disabled')).toBe(true);
    expect(within(trunk).getByText('Tagged')).toBeInTheDocument();
    await user.click(button(trunk, 'Cancel'));

    expect(button(await portRow('GE02'), 'Add VLANs').disabled).toBe(true);

    await user.click(button(await portRow('PON01'), 'Add VLANs'));
    const hybrid = dialog('Add VLANs to PON01');
    const hybridMode = within(hybrid).getByLabelText('VLAN mode');
    expect(hybridMode.hasAttribute('disabled')).toBe(false);
    await user.type(within(hybrid).getByLabelText('VLAN list'), '400, 500-510');
    await user.click(hybridMode);
    await user.click(await screen.findByTitle('Untagged'));
    await user.click(button(hybrid, 'Add VLANs'));
    await waitFor(() => expect(device.writes()).toHaveLength(1));
    expect(device.writes()[0]).toEqual({
      method: 'POST',
      url: '/switch_port?form=vlan',
      verb: 'set',
      param: { port_id: 1, port_type: 3, vlan_list: '400,500-510', vlan_mode: 2 },
    });
  });

  it('refuses a malformed VLAN list before asking the device', async () => {
    const user = setup();
    const device = vlanDevice();
    renderPage('/vlan_mgmt?tab=ports');
    await user.click(button(await portRow('GE01'), 'Remove VLANs'));
    const form = dialog('Remove VLANs from GE01');
    await user.type(within(form).getByLabelText('VLAN list'), '300-200');
    await user.click(button(form, 'Remove VLANs'));
    expect(await within(form).findByText(/Not a VLAN list/)).toBeInTheDocument();
    expect(device.writes()).toEqual([]);
  });

  it('sends the default VLAN flags for what changed only', async () => {
    const user = setup();
    const device = vlanDevice();
    renderPage('/vlan_mgmt?tab=ports');
    await user.click(button(await portRow('PON02'), 'Settings'));
    const form = dialog('VLAN settings of PON02');
    await user.click(within(form).getByLabelText('Priority'));
    await user.click(await screen.findByTitle('5'));
    await user.click(button(form, 'Save'));
    await waitFor(() => expect(device.writes()).toHaveLength(1));
    expect(device.writes()[0]).toMatchObject({
      url: '/switch_port?form=defaultvlan',
      param: { flags: 2, port_id: 2, priority: 5 },
    });
  });
  it('says before a new default VLAN is sent what it moves, and afterwards what changed', async () => {
    const user = setup();
    const device = vlanDevice();
    renderPage('/vlan_mgmt?tab=ports');
    await user.click(button(await portRow('GE01'), 'Settings'));
    const form = dialog('VLAN settings of GE01');
    const pvid = within(form).getByLabelText('Default VLAN');
    await user.clear(pvid);
    await user.type(pvid, '100');
    // GE01 is a trunk carrying VLAN 100 tagged: the device makes it untagged there and takes it out of VLAN 1
    expect(
      await within(form).findByText(
        'With default VLAN 100, GE01 becomes an untagged member of VLAN 100, where it is tagged now.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByText('It also leaves VLAN 1, its current default VLAN.')).toBeInTheDocument();
    expect(device.writes()).toEqual([]);
    await user.click(button(form, 'Save'));
    await waitFor(() => expect(device.writes()).toHaveLength(1));
    expect(device.writes()[0]).toMatchObject({
      url: '/switch_port?form=defaultvlan',
      param: { flags: 1, port_id: 9, pvid: 100 },
    });
    expect(
      await screen.findByText('GE01: default VLAN 100 (now an untagged member of VLAN 100, no longer of VLAN 1)'),
    ).toBeInTheDocument();
  });

  it('asks before an access port takes away the VLANs the port carries', async () => {
    const user = setup();
    const device = vlanDevice();
    renderPage('/vlan_mgmt?tab=ports');
    await user.click(button(await portRow('GE01'), 'Settings'));
    const form = dialog('VLAN settings of GE01');
    await user.click(within(form).getByLabelText('Port type'));
    await user.click(await screen.findByTitle('Access'));
    await user.click(button(form, 'Save'));
    const question = await screen.findByText(/GE01 leaves VLAN 100,200,300 and/);
    await user.click(button(question.closest('[role="dialog"]') as HTMLElement, 'Cancel'));
    expect(device.writes()).toEqual([]);

    await user.click(button(form, 'Save'));
    const again = await screen.findByText(/GE01 leaves VLAN/);
    await user.click(button(again.closest('[role="dialog"]') as HTMLElement, 'OK'));
    await waitFor(() => expect(device.writes()).toHaveLength(1));
    expect(device.writes()[0]).toMatchObject({
      url: '/switch_port?form=vlan_type',
      param: { port_id: 9, port_type: 1 },
    });
  });
});

describe('translation and QinQ', () => {
  it('adds a translation with the priority left unchanged', async () => {
    const user = setup();
    const device = vlanDevice();
    renderPage('/vlan_mgmt?tab=translation');
    expect(await screen.findByText('Unchanged', { selector: 'td *' })).toBeInTheDocument();
    await user.click(button(page(), /Add translation/));
    const form = dialog('Add translation');
    await user.click(within(form).getByLabelText('Port'));
    await user.click(await screen.findByTitle('PON03'));
    await user.type(within(form).getByLabelText('Old VLAN'), '20');
    await user.type(within(form).getByLabelText('New VLAN'), '200');
    await user.click(button(form, 'Save'));
    await waitFor(() => expect(device.writes()).toHaveLength(1));
    expect(device.writes()[0]).toEqual({
      method: 'POST',
      url: '/vlan_action?form=translate',
      verb: 'set',
      param: { port_id: 3, old_vlan: 20, new_vlan: 200, new_vlan_pri: 255, action: 0 },
    });
  });

  it('adds a QinQ entry for a customer VLAN range, leaving the single VLAN empty', async () => {
    const user = setup();
    const device = vlanDevice();
    renderPage('/vlan_mgmt?tab=qinq');
    expect(await screen.findByText('1000–1099', { selector: 'td' })).toBeInTheDocument();
    await user.click(button(page(), /Add QinQ entry/));
    const form = dialog('Add QinQ entry');
    await user.click(within(form).getByLabelText('Port'));
    await user.click(await screen.findByTitle('PON05'));
    await user.click(within(form).getByLabelText('VLAN range'));
    await user.type(within(form).getByLabelText('First customer VLAN'), '300');
    await user.type(within(form).getByLabelText('Last customer VLAN'), '200');
    await user.type(within(form).getByLabelText('Service VLAN'), '3000');
    await user.click(button(form, 'Save'));
    await waitFor(() => expect(device.writes()).toHaveLength(1));
    expect(device.writes()[0]?.param).toEqual({
      port_id: 5,
      cvlan: '',
      cvlan_s: 200,
      cvlan_e: 300,
      svlan: 3000,
      svlan_pri: 255,
      action: 1,
    });
  });

  it('deletes a QinQ entry only after the confirmation, with the customer VLAN range it was made with', async () => {
    const user = setup();
    const device = vlanDevice();
    renderPage('/vlan_mgmt?tab=qinq');
    await user.click(button(await rowOf('1000–1099'), 'Delete'));
    const question = await screen.findByText(
      'Delete the QinQ entry customer VLAN 1000–1099 → service VLAN 2000 on PON02?',
    );
    expect(device.writes()).toEqual([]);
    await user.click(button(question.closest('[role="dialog"]') as HTMLElement, 'OK'));
    await waitFor(() =>
      expect(device.writes()).toEqual([
        {
          method: 'POST',
          url: '/vlan_action?form=qinq',
          verb: 'delete',
          param: { port_id: 2, cvlan: 0, cvlan_s: 1000, cvlan_e: 1099, action: 1 },
        },
      ]),
    );
  });
});
