import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from './ToastHost.tsx';
import { TOAST_MS, TOAST_SHORT_MS } from '../lib/uiLimits.ts';
import { showToast, useToasts } from './toast.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => useToasts.getState().dismissAll());
  vi.useRealTimers();
});

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('ToastHost', () => {
  it('keeps an error for 4000 ms and a success for 2000 ms', () => {
    render(<ToastHost />);
    act(() => {
      showToast('error', '(5) error: x');
      showToast('success', 'Welcome, root');
    });
    expect(screen.getByRole('alert').textContent).toContain('(5) error: x');
    expect(screen.getByRole('status').textContent).toContain('Welcome, root');
    advance(TOAST_SHORT_MS + 10);
    expect(screen.queryByText('Welcome, root')).not.toBeInTheDocument();
    expect(screen.getByText('(5) error: x')).toBeInTheDocument();
    advance(TOAST_MS - TOAST_SHORT_MS);
    expect(screen.queryByText('(5) error: x')).not.toBeInTheDocument();
  });

  it('pauses while the pointer is over the toast and resumes with the time that was left', () => {
    render(<ToastHost />);
    act(() => showToast('info', 'Setting success'));
    advance(1_500);
    fireEvent.mouseEnter(screen.getByRole('status'));
    advance(10_000);
    expect(screen.getByText('Setting success')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('status'));
    advance(400);
    expect(screen.getByText('Setting success')).toBeInTheDocument();
    advance(200);
    expect(screen.queryByText('Setting success')).not.toBeInTheDocument();
  });

  it('closes at once with its close button', () => {
    render(<ToastHost />);
    act(() => showToast('error', 'Illegal Login Information'));
    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(screen.queryByText('Illegal Login Information')).not.toBeInTheDocument();
  });
});
