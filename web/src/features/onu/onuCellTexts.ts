import { useMemo } from 'react';
import { useTranslation } from '../../lib/translation.ts';
import type { TFunction } from 'i18next';
import type { OnuStatus } from '@olt/protocol';
import { useWriteBlock } from '../../lib/access.ts';
import { DOWN_REASON_KEYS, STATUS_KEYS } from './onuFormat.ts';

interface Worded {
  label: string;
  /** the tooltip */
  hint: string;
}

/**
 * Every word the table's cells show, translated once per language. A translation costs little, but a screenful of
 * rows asks for a few hundred of them, each with its own subscription to the language when asked from the cell.
 */
export interface CellTexts {
  status: Record<OnuStatus, Worded>;
  /** by the device's word; a reason not listed here is shown as the device words it */
  reasons: ReadonlyMap<string, Worded>;
  /** tooltips of the receive power outside the normal range, and of the last reading an offline ONU keeps */
  power: { weak: string; low: string; strong: string; lastReading: (dbm: string) => string };
  auth: { on: Worded; off: Worded };
  /** names an ONU's action menu for screen readers */
  menuOf: (onu: string) => string;
  /** why this session may not change ONUs (its writes are disabled with this tooltip), or null when it may */
  readOnly: string | null;
}

export function cellTexts(t: TFunction<'onu'>, readOnly: string | null = null): CellTexts {
  const status = {} as Record<OnuStatus, Worded>;
  for (const word of Object.keys(STATUS_KEYS) as OnuStatus[])
    status[word] = { label: t(`status.${STATUS_KEYS[word]}`), hint: t('status.deviceWord', { status: word }) };
  const reasons = new Map<string, Worded>();
  for (const [word, key] of Object.entries(DOWN_REASON_KEYS))
    reasons.set(word, { label: t(`reason.${key}`), hint: t('status.deviceWord', { status: word }) });
  // translated once around a marker, then only joined for each row
  const [menuBefore = '', menuAfter = ''] = t('action.menu', { onu: '\u0000' }).split('\u0000');
  const [lastBefore = '', lastAfter = ''] = t('power.lastReading', { dbm: '\u0000' }).split('\u0000');
  return {
    status,
    reasons,
    power: {
      weak: t('power.weak'),
      low: t('power.low'),
      strong: t('power.strong'),
      lastReading: (dbm) => lastBefore + dbm + lastAfter,
    },
    auth: {
      on: { label: t('auth.authorised'), hint: t('auth.authorisedHint') },
      off: { label: t('auth.unauthorised'), hint: t('auth.unauthorisedHint') },
    },
    menuOf: (onu) => menuBefore + onu + menuAfter,
    readOnly,
  };
}

/** The cell texts of the current language, rebuilt only when it changes. */
export function useCellTexts(): CellTexts {
  const { t } = useTranslation('onu');
  const readOnly = useWriteBlock('onu');
  return useMemo(() => cellTexts(t, readOnly), [t, readOnly]);
}
