import { WS_TYPE_ONU_CHANGE, WS_TYPE_SAVE_STATE } from '@olt/protocol/light';
import type { OnuChange, WsOnuChange, WsSaveState } from '@olt/protocol';
import { whenIdle } from './whenIdle.ts';

export type { OnuChange, OnuKey } from '@olt/protocol';

type Listener<T> = (value: T) => void;
const onuListeners = new Set<Listener<OnuChange>>();
const saveListeners = new Set<Listener<boolean>>();
const linkListeners = new Set<Listener<void>>();

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

/**
 * Hears the /ws link being up and subscribed (again, after a reconnection). What changed before that was never
 * pushed: a screen that follows the pushes reads its state afresh then, so nothing changed between its first read
 * (asked as the page loads, lib/firstReads.ts) and the link's registration stays unseen.
 */
export const subscribeLinkUp = (listener: Listener<void>) => subscribe(linkListeners, listener);

export function publishLinkUp(): void {
  for (const listener of [...linkListeners]) listener();
}

/**
 * Calls `readAgain` each time the link comes up, once the browser is idle: the link opens while a page is still
 * drawing its first answer, which a second read must not delay; what changes meanwhile is pushed. Answers the
 * unsubscribe function.
 */
export function readAgainWhenLinkUp(readAgain: () => void): () => void {
  let cancel = (): void => undefined;
  const unsubscribe = subscribeLinkUp(() => {
    cancel();
    cancel = whenIdle(readAgain);
  });
  return () => {
    unsubscribe();
    cancel();
  };
}

export function publishOnuChange(change: OnuChange): void {
  for (const listener of [...onuListeners]) listener(change);
}

function publishSaveState(isUnsaved: boolean): void {
  for (const listener of [...saveListeners]) listener(isUnsaved);
}

/** The schemas of the frames this hub takes, which come with the link (lib/liveAlarms.ts `loadFrameSchemas`). */
export interface OnuFrameSchemas {
  WsOnuChange: typeof WsOnuChange;
  WsSaveState: typeof WsSaveState;
}

/**
 * Hands a parsed /ws frame of type 3 or 4 to the listeners and answers true; answers false for any other frame, which
 * the alarm client then handles. A malformed type-3 frame is dropped rather than half-applied to the tables.
 */
export function publishLiveFrame(frame: unknown, schemas: OnuFrameSchemas): boolean {
  const type = typeof frame === 'object' && frame !== null ? (frame as { type?: unknown }).type : undefined;
  if (type === WS_TYPE_ONU_CHANGE) {
    const parsed = schemas.WsOnuChange.safeParse(frame);
    if (parsed.success) publishOnuChange({ rows: parsed.data.rows, removed: parsed.data.removed });
    return true;
  }
  if (type === WS_TYPE_SAVE_STATE) {
    const parsed = schemas.WsSaveState.safeParse(frame);
    if (parsed.success) publishSaveState(parsed.data.unsaved === 1);
    return true;
  }
  return false;
}
