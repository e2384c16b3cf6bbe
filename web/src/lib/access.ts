import { create } from 'zustand';
import { LEVEL_NAMES, mayOpenPage, type PermissionArea, type Route, type SessionInfo } from '@olt/protocol';
import { useSession } from './session.ts';
import { useTranslation } from './translation.ts';

interface AccessState {
  /** what the device said of this session (USER-X1); null until it answered, or when it could not */
  info: SessionInfo | null;
  setInfo: (info: SessionInfo | null) => void;
}

/**
 * The signed-in session's level and permissions, fed by USER-X1 right after sign-in (app/AuthGuard). The console
 * hides and disables by it; the device decides anyway, so while nothing is known everything is offered and a refusal
 * says why (screens rendered on their own, in tests, see everything).
 */
export const useAccess = create<AccessState>((set) => ({
  info: null,
  setInfo: (info) => set({ info }),
}));

// a new sign-in or a sign-out forgets the old session's permissions
useSession.subscribe((state, previous) => {
  if (state.token !== previous.token) useAccess.getState().setInfo(null);
});

const mayReadArea = (info: SessionInfo | null, area: PermissionArea): boolean =>
  info === null || info.read.includes(area);
const mayWriteArea = (info: SessionInfo | null, area: PermissionArea): boolean =>
  info === null || info.write.includes(area);

/** Whether this session may change `area`: write buttons of an area it may not change are disabled. */
export const useMayWrite = (area: PermissionArea): boolean => useAccess((s) => mayWriteArea(s.info, area));
/**
 * Why this session may not change `area`, in the operator's words (its level named), or null when it may: a write
 * control of that area is disabled and shows this as its tooltip. The same table the device enforces decides.
 */
export function useWriteBlock(area: PermissionArea): string | null {
  const { t } = useTranslation(['common', 'users']);
  const info = useAccess((s) => s.info);
  if (mayWriteArea(info, area)) return null;
  const levelName = LEVEL_NAMES[info?.level ?? -1];
  const level = levelName ? t(`users:level.${levelName}`) : t('users:level.unknown', { level: info?.level });
  return t('readOnly', { level });
}
/** Whether this session may read `area`. */
export const useMayRead = (area: PermissionArea): boolean => useAccess((s) => mayReadArea(s.info, area));
/** Whether this session may call an endpoint: change its area when it changes something, else read it. */
export const useMayCall = (ep: Route): boolean =>
  useAccess((s) => (ep.changes ? mayWriteArea(s.info, ep.area) : mayReadArea(s.info, ep.area)));

/** Whether the session sees an advanced page (the device's own rule, permissions.ts `mayOpenPage`). */
export const mayOpen = (info: SessionInfo | null, page: string, group?: string): boolean =>
  info === null || (info.must_change_password === 0 && mayOpenPage(info.level, page, group));
