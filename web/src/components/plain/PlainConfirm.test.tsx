import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlainConfirm } from './PlainConfirm.tsx';

async function renderConfirm() {
  const onOk = vi.fn();
  const onCancel = vi.fn();
  render(
    <>
      <button type="button">Behind</button>
      <PlainConfirm title="Change it?" okText="Change" cancelText="Later" onOk={onOk} onCancel={onCancel}>
        The factory password is still set.
      </PlainConfirm>
    </>,
  );
  // the focus moves in once the dialog is painted
  await waitFor(() => expect(screen.getByRole('button', { name: 'Change' })).toHaveFocus());
  return { onOk, onCancel, user: userEvent.setup() };
}

describe('the plain confirmation', () => {
  it('is a modal dialog named by its title, and starts on its confirming button', async () => {
    await renderConfirm();
    const dialog = screen.getByRole('dialog', { name: 'Change it?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('The factory password is still set.');
    expect(screen.getByRole('button', { name: 'Change' })).toHaveFocus();
  });

  it('keeps the focus within itself, either way round', async () => {
    const { user } = await renderConfirm();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Later' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Change' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Later' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Behind' })).not.toHaveFocus();
  });

  it('answers by its buttons, and cancels on Escape', async () => {
    const { user, onOk, onCancel } = await renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onOk).toHaveBeenCalledTimes(1);
  });
});
