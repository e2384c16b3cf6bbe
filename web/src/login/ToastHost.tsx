import './toast.css';
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useLoginText } from './loginText.ts';
import { useToasts, type Toast } from './toast.ts';

function ToastItem({ toast }: { toast: Toast }) {
  const t = useLoginText();
  const dismiss = useToasts((s) => s.dismiss);
  const remainingMs = useRef(toast.durationMs);
  // hovering pauses the countdown (spec §4), so a long device message can be read to the end
  const [isPaused, setPaused] = useState(false);

  useEffect(() => {
    if (isPaused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismiss(toast.id), remainingMs.current);
    return () => {
      clearTimeout(timer);
      remainingMs.current = Math.max(0, remainingMs.current - (Date.now() - startedAt));
    };
  }, [isPaused, dismiss, toast.id]);

  return (
    <div
      className={`login-toast login-toast--${toast.kind}`}
      role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <span className="login-toast__mark" aria-hidden="true" />
      <span className="login-toast__text">{toast.text}</span>
      <button
        type="button"
        className="login-toast__close"
        aria-label={t('closeToast')}
        onClick={() => dismiss(toast.id)}
      >
        <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

export function ToastHost() {
  const toasts = useToasts((s) => s.toasts);
  return (
    <div className="login-toasts">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

let mounted = false;

/**
 * The host gets its own root beside #root: boot.tsx replaces the login page with the console in #root right after
 * sign-in, and the welcome toast must outlive that swap.
 */
export function mountToastHost(): void {
  if (mounted) return;
  mounted = true;
  const container = document.createElement('div');
  container.className = 'login-toast-root';
  document.body.appendChild(container);
  createRoot(container).render(<ToastHost />);
}
