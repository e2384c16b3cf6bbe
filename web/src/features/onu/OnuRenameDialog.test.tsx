import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { onuRow } from '../../test/samples.ts';
import { onuDevice, renderOnuPage } from '../../test/onuDevice.tsx';

afterEach(() => vi.unstubAllGlobals());

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

async function openRename() {
  await waitFor(() => expect(document.querySelector('[data-row-key="5/7"]')).not.toBeNull());
  const row = document.querySelector<HTMLElement>('[data-row-key="5/7"]') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Actions for PON05/07' }));
  const menu = await screen.findByRole('menu');
  await user.click(within(menu).getByText('Name and description'));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByLabelText('Name');
  return dialog;
}

describe('ONU name and description', { timeout: 60_000 }, () => {
  it('sends an emptied name and description (the default name comes back) instead of closing without a word', async () => {
    const device = onuDevice([onuRow(5, 7, { onu_name: 'Bakery' })]);
    renderOnuPage();
    const dialog = await openRename();
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(device.posts('/onumgmt', 'config')).toHaveLength(1));
    expect(device.posts('/onumgmt', 'config')[0]?.body).toEqual({
      method: 'set',
      param: { port_id: 5, onu_id: 7, flags: 8, onu_name: '', onu_desc: '' },
    });
  });

  it('says so when nothing was changed, and keeps the dialog open', async () => {
    const device = onuDevice([onuRow(5, 7, { onu_name: 'Bakery' })]);
    renderOnuPage();
    const dialog = await openRename();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Nothing was changed')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(device.posts('/onumgmt', 'config')).toHaveLength(0);
  });
});
