import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { loidAdd, loidDelete, loidList, type LoidEntry } from '@olt/protocol';
import { ponDevice, posted } from '../../test/ponDevice.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { LoidPage } from './LoidPage.tsx';

const ROWS: LoidEntry[] = [
  { loid: 'shop01', password: 'pw', used: 1, mac: 'aa:bb:cc:00:00:01' },
  { loid: 'shop02', password: '', used: 0, mac: '' },
];
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const button = (scope: HTMLElement, text: string | RegExp) =>
  within(scope).getByText(text, { selector: 'button span' }).closest('button') as HTMLButtonElement;

signedInScreen();

function device() {
  const d = ponDevice();
  d.answer(loidList, ROWS);
  d.answer(loidAdd, undefined);
  d.answer(loidDelete, undefined);
  return d;
}

describe('LOID list', () => {
  it('adds numbered LOIDs with a password, refusing a LOID with a hyphen first', { timeout: 60_000 }, async () => {
    const user = setup();
    const d = device();
    renderWithProviders(<LoidPage title="LOID List" />);
    expect(await screen.findByText('aa:bb:cc:00:00:01')).toBeInTheDocument();
    await user.click(button(document.body, 'Add'));
    const loid = await screen.findByLabelText('LOID', { selector: 'input' });
    const dialog = loid.closest('[role="dialog"]') as HTMLElement;
    await user.type(loid, 'new-1');
    await user.click(button(dialog, 'Add'));
    // Ant Design's error list may replace its node as it animates in: look again until the message stays
    await waitFor(() => expect(within(dialog).getByText('A LOID is 1–22 letters, digits or _')).toBeInTheDocument());
    await user.clear(loid);
    await user.type(loid, 'lab');
    const count = within(dialog).getByLabelText('Count', { selector: 'input' });
    await user.clear(count);
    await user.type(count, '3');
    await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'secret');
    await user.click(button(dialog, 'Add'));
    await waitFor(() =>
      expect(posted(d, loidAdd)).toEqual([
        { verb: 'add', param: { port_id: 1, loid: 'lab', password: 'secret', count: 3 } },
      ]),
    );
  });

  it('deletes the ticked LOIDs in one request after confirmation', { timeout: 60_000 }, async () => {
    const user = setup();
    const d = device();
    renderWithProviders(<LoidPage title="LOID List" />);
    await screen.findByText('shop02');
    await user.click(screen.getByLabelText('Select every row on this page'));
    await user.click(button(document.body, 'Delete selected (2)'));
    const question = await screen.findByText(/Delete the 2 selected LOIDs/);
    expect(posted(d, loidDelete)).toEqual([]);
    await user.click(button(question.closest('[role="dialog"]') as HTMLElement, 'OK'));
    await waitFor(() =>
      expect(posted(d, loidDelete)).toEqual([{ verb: 'delete', param: { port_id: 1, loid: ['shop01', 'shop02'] } }]),
    );
  });
});
