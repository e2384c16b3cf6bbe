import type { ReactNode } from 'react';
import type { App, NotificationArgsProps } from 'antd';
import i18next from 'i18next';
import { classify } from '@olt/protocol/light';
import { sayDeviceText } from './deviceWords.ts';
import { DeviceError, NetworkError } from './apiClient.ts';
import { NOTIFICATION_MS, TOAST_MS, TOAST_SHORT_MS } from './uiLimits.ts';
import type { ToastKind } from '../login/toast.ts';

/**
 * Toasts, notifications and confirmations for code outside React (the API client, the /ws client) as well as for
 * screens. They are drawn by Ant Design's `App`, which the console mounts when the first of them is asked for or once
 * the page has settled (app/FeedbackHost.tsx): its context-aware instances are bound here. This module itself holds no Ant Design code,
 * so the screens that paint without Ant Design can toast and confirm; what is asked before the binding
 * waits for it.
 */
type AppApi = ReturnType<typeof App.useApp>;
type NotificationPlacement = NonNullable<NotificationArgsProps['placement']>;
interface ModalApi {
  confirm: (config: {
    title?: ReactNode;
    content?: ReactNode;
    onOk?: () => void;
    onCancel?: () => void;
    okText?: ReactNode;
    cancelText?: ReactNode;
  }) => unknown;
}
export interface FeedbackApi {
  message: AppApi['message'];
  notification: AppApi['notification'];
  modal: ModalApi;
}

let api: FeedbackApi | null = null;
const waiting: ((bound: FeedbackApi) => void)[] = [];

let onWanted: (() => void) | null = null;

/** Runs at once when the `App` is bound, else as soon as it is (and tells the host it is wanted now). */
function withApi(task: (bound: FeedbackApi) => void): void {
  if (api) {
    task(api);
    return;
  }
  waiting.push(task);
  onWanted?.();
}

/** The host (app/FeedbackHost.tsx) hears here that something waits for it; answers whether something already does. */
export function whenFeedbackWanted(listener: (() => void) | null): boolean {
  onWanted = listener;
  return waiting.length > 0;
}

/** The instances of the console's one antd `App` (app/FeedbackHost.tsx); null when it is gone. */
export function bindFeedback(bound: FeedbackApi | null): void {
  api = bound;
  if (bound) for (const task of waiting.splice(0)) task(bound);
}

/**
 * Toasts are drawn in a layer of their own at the end of the page, named by a test id, so tests and screenshots
 * tell them from the alerts of the page itself.
 */
function toastLayer(): HTMLElement {
  const found = document.querySelector<HTMLElement>('[data-testid="toasts"]');
  if (found) return found;
  const layer = document.createElement('div');
  layer.dataset.testid = 'toasts';
  document.body.append(layer);
  return layer;
}

/** The defaults given to antd's `App` (spec §4, §9): times in seconds, timers paused while hovered. */
export const MESSAGE_CONFIG = {
  duration: TOAST_MS / 1000,
  pauseOnHover: true,
  maxCount: 5,
  getContainer: toastLayer,
} as const;
export const NOTIFICATION_CONFIG = {
  duration: NOTIFICATION_MS / 1000,
  placement: 'bottomRight',
  pauseOnHover: true,
} as const;

function show(kind: ToastKind, text: string, durationMs?: number, key?: string): void {
  const brief = kind === 'success' || kind === 'info';
  const ms = durationMs ?? (brief ? TOAST_SHORT_MS : TOAST_MS);
  withApi((bound) => void bound.message.open({ type: kind, content: text, duration: ms / 1000, key }));
}

/** Short messages at the top of the page. Success and info close after 2 s, the others after 4 s (spec §9). */
export const toast = {
  success: (text: string, durationMs?: number) => show('success', text, durationMs),
  info: (text: string, durationMs?: number) => show('info', text, durationMs),
  warning: (text: string, durationMs?: number) => show('warning', text, durationMs),
  error: (text: string, durationMs?: number) => show('error', text, durationMs),
  /** One toast per key: a second one with the same key replaces the first (e.g. several answers ending the session). */
  keyed: (key: string, kind: ToastKind, text: string, durationMs?: number) => show(kind, text, durationMs, key),
};

export interface NotifyOptions {
  title: ReactNode;
  description?: ReactNode;
  placement?: NotificationPlacement;
  durationMs?: number;
  key?: string;
  onClick?: () => void;
  onClose?: () => void;
}

/** A notification card, bottom right unless told otherwise (any corner works); a card with the same key is replaced. */
export function notify(kind: ToastKind, options: NotifyOptions): void {
  const { title, description, placement, durationMs, key, onClick, onClose } = options;
  withApi((bound) =>
    bound.notification.open({
      type: kind,
      title,
      description,
      placement: placement ?? NOTIFICATION_CONFIG.placement,
      duration: (durationMs ?? NOTIFICATION_MS) / 1000,
      key,
      onClick,
      onClose,
    }),
  );
}

export function closeNotification(key: string): void {
  api?.notification.destroy(key);
}

/**
 * The one place a failed call becomes a message: `(code) message` coloured by the message prefix (spec §4). Session
 * endings are left to the session handler, which already toasts and leaves; a lost connection says so. `text`
 * replaces the device's words where a screen puts them in a sentence of its own.
 */
export function showDeviceError(err: unknown, text?: string): void {
  if (err instanceof DeviceError) {
    const outcome = classify(err.code, err.deviceMessage);
    if (outcome === 'sessionEnded' || outcome === 'success') return;
    show(
      outcome,
      text ?? i18next.t('common:deviceError', { code: err.code, message: sayDeviceText(i18next.t, err.deviceMessage) }),
    );
  } else if (err instanceof NetworkError) {
    show('error', i18next.t('common:networkError'));
  } else {
    console.error(err);
  }
}

export interface ConfirmOptions {
  title?: ReactNode;
  okText?: ReactNode;
  cancelText?: ReactNode;
}

/** A modal question with OK and Cancel; resolves true on OK. */
export function confirm(content: ReactNode, { title, okText, cancelText }: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    withApi((bound) =>
      bound.modal.confirm({
        title,
        content,
        okText: okText ?? i18next.t('common:ok'),
        cancelText: cancelText ?? i18next.t('common:cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    );
  });
}
