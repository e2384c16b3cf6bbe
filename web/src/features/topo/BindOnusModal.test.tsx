import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onuAt as onuRow } from '../../test/samples.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { BindOnusModal } from './BindOnusModal.tsx';
import { splitter, topoDevice } from '../../test/topoDevice.ts';

signedInScreen();

describe('binding ONUs to a splitter', () => {
  it('starts from the ONUs on the splitter and posts exactly the ticked ones, sorted', async () => {
    const user = userEvent.setup();
    const device = topoDevice();
    const onClose = vi.fn();
    const tree = [splitter(1, 0, 'Trunk'), splitter(2, 1, 'Branch')];
    const onus = [onuRow(2, 3, 'Online', 2), onuRow(2, 1, 'Online', 1), onuRow(2, 2, 'Offline', 2)];
    renderWithProviders(<BindOnusModal splitter={tree[1] ?? null} splitters={tree} onus={onus} onClose={onClose} />);
    const box = (label: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: new RegExp(label) });
    await screen.findByText('Bind ONUs to splitter "Branch"');
    expect(box('ONU02/02').checked).toBe(true);
    expect(box('ONU02/03').checked).toBe(true);
    expect(box('ONU02/01').checked).toBe(false);
    expect(screen.getByText('now under "Trunk"')).toBeInTheDocument();
    await user.click(box('ONU02/01'));
    await user.click(box('ONU02/03'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(device.posts).toEqual([
      {
        path: '/ponmgmt?form=splitterbindonu',
        body: { method: 'set', param: { port_id: 2, splitter_id: 2, onulist: [1, 2] } },
      },
    ]);
  });
});
