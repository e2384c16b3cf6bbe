import { useState } from 'react';
import type { OnuTableRow } from '@olt/protocol';
import { findOnus } from './topoGraph.ts';

/**
 * Find over every ONU of the device by MAC or name (screens.md §6), with the original's "i / n" counter and
 * previous/next that wrap around. `onGo` brings the current match into view.
 */
export function useTopoSearch(onus: readonly OnuTableRow[] | undefined, onGo: (onu: OnuTableRow) => void) {
  const [text, setTextState] = useState('');
  const [hits, setHits] = useState<{ list: OnuTableRow[]; index: number } | null>(null);

  const go = (list: OnuTableRow[], index: number) => {
    setHits({ list, index });
    const onu = list[index];
    if (onu) onGo(onu);
  };
  return {
    text,
    /** a new text forgets the last result until Find is pressed again */
    setText: (next: string) => {
      setTextState(next);
      setHits(null);
    },
    find: () => go(findOnus(onus ?? [], text), 0),
    step: (delta: 1 | -1) => {
      if (hits && hits.list.length > 0) go(hits.list, (hits.index + delta + hits.list.length) % hits.list.length);
    },
    result: hits && { index: hits.index, total: hits.list.length },
    current: hits?.list[hits.index] ?? null,
  };
}
