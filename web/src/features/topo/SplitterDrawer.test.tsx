import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onuAt as onuRow } from '../../test/samples.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { SplitterDrawer } from './SplitterDrawer.tsx';
import { splitter, topoDevice } from '../../test/topoDevice.ts';

signedInScreen();

const tree = [splitter(1, 0, 'Trunk'), splitter(2, 1, 'Branch'), splitter(3, 2, 'Leaf')];
const onus = [onuRow(2, 1, 'Online', 3), onuRow(2, 2, 'Offline', 3), onuRow(2, 3, 'Online', 1)];

function renderDrawer(chosen = tree[2] ?? null, onClose = vi.fn()) {
  const handlers = { onEdit: vi.fn(), onAddChild: vi.fn(), onBind: vi.fn(), onClose };
  renderWithProviders(<SplitterDrawer splitter={chosen} portName="PON02" splitters={tree} onus={onus} {...handlers} />);
  return handlers;
}

describe('splitter drawer', () => {
  it('shows the splitter with its level, parent and bound ONUs', async () => {
    topoDevice();
    renderDrawer();
    expect(await screen.findByText('Splitter Leaf')).toBeInTheDocument();
    expect(screen.getByText('Level 3')).toBeInTheDocument();
    expect(screen.getByText('Branch')).toBeInTheDocument();
    expect(screen.getByText('ONU02/01, ONU02/02')).toBeInTheDocument();
  });

  it('asks before deleting, then posts the whole splitter and closes', async () => {
    const user = userEvent.setup();
    const device = topoDevice();
    const { onClose } = renderDrawer();
    await user.click(await screen.findByRole('button', { name: /Delete/ }));
    expect(
      await screen.findByText('Delete splitter "Leaf"? The ONUs bound to it will hang on no splitter.'),
    ).toBeInTheDocument();
    expect(device.posts).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(device.posts).toEqual([
      {
        path: '/ponmgmt?form=splitter',
        body: {
          method: 'delete',
          param: { port_id: 2, splitter_id: 3, name: 'Leaf', description: 'desc 3', parent: 2 },
        },
      },
    ]);
    expect(await screen.findByText('Splitter "Leaf" deleted')).toBeInTheDocument();
  });

  it('sends nothing when the question is cancelled', async () => {
    const user = userEvent.setup();
    const device = topoDevice();
    const { onClose } = renderDrawer();
    await user.click(await screen.findByRole('button', { name: /Delete/ }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(/Delete splitter "Leaf"/)).not.toBeInTheDocument());
    expect(device.posts).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cannot delete a first-level splitter or one with sub-splitters, nor nest a fourth level', async () => {
    topoDevice();
    renderDrawer(tree[0]);
    expect((await screen.findByRole('button', { name: /Delete/ })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /Add sub-splitter/ }).hasAttribute('disabled')).toBe(false);
  });

  it('offers no sub-splitter at the third level', async () => {
    topoDevice();
    const { onAddChild } = renderDrawer();
    expect((await screen.findByRole('button', { name: /Add sub-splitter/ })).hasAttribute('disabled')).toBe(true);
    expect(onAddChild).not.toHaveBeenCalled();
  });
});
