import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/translation.ts';
import { uptimeParts } from './statusData.ts';

interface UptimeProps {
  /** uptime the device reported, in seconds */
  seconds: number;
  /** when that answer arrived (ms since the epoch) */
  readAtMs: number;
}

/** The device's uptime, ticking on every second between reads as the original's clock did (TIME-01). */
export function Uptime({ seconds, readAtMs }: UptimeProps) {
  const { t } = useTranslation('status');
  const [nowMs, setNowMs] = useState(readAtMs);
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const parts = uptimeParts(seconds + Math.max(0, nowMs - readAtMs) / 1000);
  return <span aria-live="off">{t('device.uptimeValue', parts)}</span>;
}
