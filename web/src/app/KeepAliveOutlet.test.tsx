import { useEffect, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { KeepAliveOutlet } from './KeepAliveOutlet.tsx';

/** A page with state an operator would hate to lose: typed filter text. */
function FilterPage({ label, onMount }: { label: string; onMount?: () => () => void }) {
  const [text, setText] = useState('');
  useEffect(() => onMount?.(), [onMount]);
  return (
    <label>
      {label}
      <input value={text} onChange={(e) => setText(e.target.value)} />
    </label>
  );
}

function setup(effects: string[] = []) {
  const track = (name: string) => () => {
    effects.push(`start ${name}`);
    return () => effects.push(`stop ${name}`);
  };
  const keptTrack = track('kept');
  const router = createMemoryRouter(
    [
      {
        element: <KeepAliveOutlet cacheKeyOf={(path) => (path === '/kept' ? 'kept' : null)} />,
        children: [
          { path: '/kept', element: <FilterPage label="Kept filter" onMount={keptTrack} /> },
          { path: '/plain', element: <FilterPage label="Plain filter" /> },
          { path: '/other', element: <Outlet /> },
        ],
      },
    ],
    { initialEntries: ['/kept'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('KeepAliveOutlet', () => {
  it('keeps a kept-alive page state when the operator leaves and returns', async () => {
    const user = userEvent.setup();
    const router = setup();
    await user.type(screen.getByRole('textbox', { name: 'Kept filter' }), 'PON03');

    await act(() => router.navigate('/plain'));
    // still in the document, but hidden from the operator and from assistive technology
    expect(screen.queryByRole('textbox', { name: 'Kept filter' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Kept filter', { selector: 'input' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Plain filter' }), 'GE01');

    await act(() => router.navigate('/kept'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Kept filter' }).value).toBe('PON03');

    // an ordinary page starts afresh
    await act(() => router.navigate('/plain'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Plain filter' }).value).toBe('');
  });

  it('pauses the effects of a hidden page and resumes them on return', async () => {
    const effects: string[] = [];
    const router = setup(effects);
    expect(effects).toEqual(['start kept']);
    await act(() => router.navigate('/other'));
    expect(effects).toEqual(['start kept', 'stop kept']);
    await act(() => router.navigate('/kept'));
    expect(effects).toEqual(['start kept', 'stop kept', 'start kept']);
  });
});
