import { useEffect, useState } from 'react';
import { CheckOutlined, CopyOutlined } from '../../components/plain/plainIcons.ts';
import { useTranslation } from '../../lib/translation.ts';

/** How long the tick stays after a copy, as Ant Design's copyable text keeps it. */
const DONE_MS = 3_000;

/**
 * Puts text on the clipboard; false when the browser would not. The asynchronous clipboard exists only in a secure
 * context and may be refused, and a device is usually opened over plain HTTP on its address, so the old selection
 * command is the fallback.
 */
async function copyText(text: string): Promise<boolean> {
  try {
    if (window.isSecureContext && navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused: try the selection
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  try {
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** The copy button after a MAC address or serial number; a tick says it was copied. */
export function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation('status');
  const [isDone, setDone] = useState(false);
  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(() => setDone(false), DONE_MS);
    return () => clearTimeout(timer);
  }, [isDone]);
  const label = isDone ? t('device.copied') : t('device.copy');
  return (
    <button
      type="button"
      className={isDone ? 'olt-status-copy olt-status-copy--done' : 'olt-status-copy'}
      aria-label={label}
      title={label}
      onClick={() => void copyText(text).then(setDone)}
    >
      {isDone ? <CheckOutlined /> : <CopyOutlined />}
    </button>
  );
}
