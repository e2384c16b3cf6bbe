import { create } from 'zustand';
import { TOAST_MS, TOAST_SHORT_MS } from '../lib/uiLimits.ts';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  durationMs: number;
}

interface ToastState {
  toasts: Toast[];
  dismiss: (id: number) => void;
  dismissAll: () => void;
}

let nextId = 1;

export const useToasts = create<ToastState>((set) => ({
  toasts: [],
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  dismissAll: () => set({ toasts: [] }),
}));

export function showToast(kind: ToastKind, text: string, durationMs?: number): void {
  const duration = durationMs ?? (kind === 'success' || kind === 'info' ? TOAST_SHORT_MS : TOAST_MS);
  const toast = { id: nextId++, kind, text, durationMs: duration };
  useToasts.setState((s) => ({ toasts: [...s.toasts, toast] }));
}
