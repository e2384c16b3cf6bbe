import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { denyAdd, denyBatchDelete, denyDelete, onuDenyList, type DenyRow } from '@olt/protocol';
import { usePonMemory } from '../../components/usePonChoice.ts';
import { ponDevice, posted } from '../../test/ponDevice.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { OnuDenyPage } from './OnuDenyPage.tsx';

const ROWS: DenyRow[] = [
  { port_id: 2, onu_id: 1, macaddr: 'aa:bb:cc:00:00:01', retry: 3, onu_name: 'ONU-A', reason: 'rogue' },
  { port_id: 2, onu_id: 2, macaddr: 'aa:bb:cc:00:00:02', retry: 0, onu_name: 'ONU-B', reason: 'unpaid' },
];
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const button = (scope: HTMLElement, text: string | RegExp) =>
  within(scope).getByText(text, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const confirmOk = async (question: string | RegExp) =>
  button((await screen.findByText(question)).closest('[role="dialog"]') as HTMLElement, 'OK');

signedInScreen();

function device() {
  const d = ponDevice();
  usePonMemory.setState({ portId: 2 });
  d.answer(onuDenyList, ({ query }) => ROWS.filter((r) => r.port_id === Number(query.get('port_id'))));
  d.answer(denyAdd, undefined);
  d.answer(denyDelete, undefined);
  d.answer(denyBatchDelete, undefined);
  return d;
}

describe('ONU deny list', () => {
  it('reads the remembered PON and finds rows by MAC or reason', async () => {
    const user = setup();
    const d = device();
    renderWithProviders(<OnuDenyPage title="ONU Deny List" />);
    expect(await screen.findByText('aa:bb:cc:00:00:02')).toBeInTheDocument();
    expect(d.sent(onuDenyList)[0]?.query.get('port_id')).toBe('2');
    await user.type(screen.getByLabelText('Search MAC, name or reason'), 'unpaid');
    await waitFor(() => expect(screen.queryByText('aa:bb:cc:00:00:01')).not.toBeInTheDocument());
    expect(screen.getByText('ONU-B')).toBeInTheDocument();
  });

  it('numbers the entries as the device does, never as an ONU ID they are not', async () => {
    device();
    renderWithProviders(<OnuDenyPage title="ONU Deny List" />);
    const row = (await screen.findByText('aa:bb:cc:00:00:01')).closest('tr') as HTMLElement;
    expect(screen.getByRole('columnheader', { name: /Entry/ })).toBeInTheDocument();
    expect(within(row).getByText('1', { selector: 'td' })).toBeInTheDocument();
    expect(screen.queryByText('ONU02/01')).not.toBeInTheDocument();
  });

  it('denies several MACs at once, refusing a malformed one before sending anything', { timeout: 60_000 }, async () => {
    const user = setup();
    const d = device();
    renderWithProviders(<OnuDenyPage title="ONU Deny List" />);
    await screen.findByText('aa:bb:cc:00:00:01');
    await user.click(button(document.body, 'Add'));
    const box = await screen.findByLabelText('MAC addresses');
    await user.click(box);
    await user.paste('00:11:22:33:44:55\n00:11:22:33:44\nff:ff:ff:ff:ff:ff');
    await user.click(
      within(box.closest('[role="dialog"]') as HTMLElement).getByLabelText('Reason', { selector: 'input' }),
    );
    await user.paste('lab');
    const dialog = box.closest('[role="dialog"]') as HTMLElement;
    await user.click(button(dialog, 'Add'));
    // the short one and the broadcast address, which no ONU has
    expect(await within(dialog).findByText(/zeros\): 00:11:22:33:44, ff:ff:ff:ff:ff:ff$/)).toBeInTheDocument();
    expect(posted(d, denyAdd)).toEqual([]);

    await user.clear(box);
    await user.paste('00:11:22:33:44:55\n00:11:22:33:44:66');
    await user.click(button(dialog, 'Add'));
    await waitFor(() =>
      expect(posted(d, denyAdd)).toEqual([
        { verb: 'add', param: { port_id: 2, macaddr: '00:11:22:33:44:55', reason: 'lab' } },
        { verb: 'add', param: { port_id: 2, macaddr: '00:11:22:33:44:66', reason: 'lab' } },
      ]),
    );
  });

  it('deletes one entry or the ticked ones only after confirmation', async () => {
    const user = setup();
    const d = device();
    renderWithProviders(<OnuDenyPage title="ONU Deny List" />);
    const row = (await screen.findByText('aa:bb:cc:00:00:01')).closest('tr') as HTMLElement;
    await user.click(button(row, 'Delete'));
    expect(posted(d, denyDelete)).toEqual([]);
    await user.click(await confirmOk(/Delete aa:bb:cc:00:00:01/));
    await waitFor(() =>
      expect(posted(d, denyDelete)).toEqual([
        { verb: 'delete', param: { port_id: 2, onu_id: 1, macaddr: 'aa:bb:cc:00:00:01' } },
      ]),
    );

    await user.click(screen.getByLabelText('Select every row on this page'));
    await user.click(button(document.body, /Delete selected/));
    await user.click(await confirmOk('Delete the 2 selected ONUs from the deny list?'));
    await waitFor(() =>
      expect(posted(d, denyBatchDelete)).toEqual([{ verb: 'delete', param: { port_id: 2, onu_id: [1, 2] } }]),
    );
  });
});
