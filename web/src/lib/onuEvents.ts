import { OnuTableRow, WS_TYPE_ONU_CHANGE, WS_TYPE_SAVE_STATE, WsSaveState } from '@olt/protocol';

/** An ONU that left the allow list: deleted, moved to the deny list, or an unauthorised ONU that went away. */
export interface OnuKey {
  port_id: number;
  onu_id: number;
  macaddr: string;
}

/** What a type-3 push says: rows new or changed (the `/onutable` shape) and ONUs that left; apply `removed` first. */
export interface OnuChange {
  rows: OnuTableRow[];
  removed: OnuKey[];
}

const OnuRows = OnuTableRow.array();
const isOnuKey = (value: unknown): value is OnuKey => {
  const key = value as Partial<OnuKey> | null;
  return typeof key === 'object' && key !== null && Number.isInteger(key.port_id) && Number.isInteger(key.onu_id);
};

type Listener<T> = (value: T) => void;
const onuListeners = new Set<Listener<OnuChange>>();
const saveListeners = new Set<Listener<boolean>>();

const subscribe = <T>(set: Set<Listener<T>>, listener: Listener<T>): (() => void) => {
  set.add(listener);
  return () => {
    set.delete(listener);
  };
};

/** Hears every ONU change the device pushes; answers the unsubscribe function. */
export const subscribeOnuChanges = (listener: Listener<OnuChange>) => subscribe(onuListeners, listener);
/** Hears whether the running configuration now differs from the startup one (type-4 pushes). */
export const subscribeSaveState = (listener: Listener<boolean>) => subscribe(saveListeners, listener);

export function publishOnuChange(change: OnuChange): void {
  for (const listener of [...onuListeners]) listener(change);
}

export function publishSaveState(isUnsaved: boolean): void {
  for (const listener of [...saveListeners]) listener(isUnsaved);
}

/**
 * Hands a parsed /ws frame of type 3 or 4 to the listeners and answers true; answers false for any other frame, which
 * the alarm client then handles. A malformed type-3 frame is dropped rather than half-applied to the tables.
 */
export function publishLiveFrame(frame: unknown): boolean {
  const type = typeof frame === 'object' && frame !== null ? (frame as { type?: unknown }).type : undefined;
  if (type === WS_TYPE_ONU_CHANGE) {
    const { rows, removed } = frame as { rows?: unknown; removed?: unknown };
    const parsedRows = OnuRows.safeParse(rows ?? []);
    const removedKeys = Array.isArray(removed) ? removed : [];
    if (parsedRows.success && removedKeys.every(isOnuKey))
      publishOnuChange({ rows: parsedRows.data, removed: removedKeys });
    return true;
  }
  if (type === WS_TYPE_SAVE_STATE) {
    const parsed = WsSaveState.safeParse(frame);
    if (parsed.success) publishSaveState(parsed.data.unsaved === 1);
    return true;
  }
  return false;
}
