import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SPLITTER_NAME_CHARS } from '@olt/protocol';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { SplitterFormModal, type SplitterFormTarget } from './SplitterFormModal.tsx';
import { splitter, topoDevice } from '../../test/topoDevice.ts';

signedInScreen();

const addUnder = (parent = splitter(1, 0, 'Trunk')): SplitterFormTarget => ({
  mode: 'add',
  portId: 2,
  portName: 'PON02',
  parent,
});

describe('splitter form', () => {
  it('refuses a 33-character name and sends nothing', async () => {
    const user = userEvent.setup();
    const device = topoDevice();
    const onClose = vi.fn();
    renderWithProviders(<SplitterFormModal target={addUnder()} onClose={onClose} />);
    await user.type(await screen.findByLabelText('Name'), 'x'.repeat(SPLITTER_NAME_CHARS.max + 1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The name must be 1–32 characters')).toBeInTheDocument();
    expect(device.posts).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a name of spaces only', async () => {
    const user = userEvent.setup();
    const device = topoDevice();
    renderWithProviders(<SplitterFormModal target={addUnder()} onClose={() => undefined} />);
    await user.type(await screen.findByLabelText('Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The name must be 1–32 characters')).toBeInTheDocument();
    expect(device.posts).toEqual([]);
  });

  it('adds a sub-splitter under its parent with a 32-character name', async () => {
    const user = userEvent.setup();
    const device = topoDevice();
    const onClose = vi.fn();
    renderWithProviders(<SplitterFormModal target={addUnder()} onClose={onClose} />);
    expect(await screen.findByText('Trunk')).toBeInTheDocument();
    const name = 'n'.repeat(SPLITTER_NAME_CHARS.max);
    await user.type(screen.getByLabelText('Name'), name);
    await user.type(screen.getByLabelText('Description'), 'to the shop');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(device.posts).toEqual([
      {
        path: '/ponmgmt?form=splitter',
        body: { method: 'add', param: { port_id: 2, name, description: 'to the shop', parent: 1 } },
      },
    ]);
    expect(await screen.findByText(`Splitter "${name}" added`)).toBeInTheDocument();
  });

  it('renames a splitter, and says so instead of posting when nothing changed', async () => {
    const user = userEvent.setup();
    const device = topoDevice();
    const onClose = vi.fn();
    const target: SplitterFormTarget = { mode: 'edit', portName: 'PON02', splitter: splitter(4, 1, 'Old') };
    renderWithProviders(<SplitterFormModal target={target} onClose={onClose} />);
    const name = await screen.findByLabelText<HTMLInputElement>('Name');
    expect(name.value).toBe('Old');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing was changed')).toBeInTheDocument();
    expect(device.posts).toEqual([]);
    await user.clear(name);
    await user.type(name, 'New');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(device.posts[0]?.body).toEqual({
      method: 'set',
      param: { port_id: 2, splitter_id: 4, name: 'New', description: 'desc 4', parent: 1 },
    });
  });

  it('shows the device’s refusal and keeps the dialog open', async () => {
    const user = userEvent.setup();
    const device = topoDevice();
    device.writeAnswer = { code: 2, message: 'error: splitters nest at most 3 levels deep' };
    const onClose = vi.fn();
    renderWithProviders(<SplitterFormModal target={addUnder()} onClose={onClose} />);
    await user.type(await screen.findByLabelText('Name'), 'deep');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('(2) error: splitters nest at most 3 levels deep')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
