import { create } from 'zustand';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/** Spec §4/§9: toasts close after 4000 ms; success and info after 2000 ms. */
export const TOAST_MS = { default: 4_000, brief: 2_000 } as const;

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
  const duration = durationMs ?? (kind === 'success' || kind === 'info' ? TOAST_MS.brief : TOAST_MS.default);
  const toast = { id: nextId++, kind, text, durationMs: duration };
  useToasts.setState((s) => ({ toasts: [...s.toasts, toast] }));
}
