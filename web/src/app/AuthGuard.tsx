import { lazy } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { sessionInfoQuery } from '../lib/sessionQuery.ts';
import { useSession } from '../lib/session.ts';
import { AntdScope } from '../lib/antdScope.tsx';
import { RouteLoading } from './RouteLoading.tsx';

const ForcedPasswordPage = lazy(() =>
  import('./ForcedPasswordPage.tsx').then((m) => ({ default: m.ForcedPasswordPage })),
);

const useSessionInfo = (token: string | null) => useQuery({ ...sessionInfoQuery(token), enabled: token !== null });

/**
 * Every route below needs a session token; without one the operator signs in first (spec §2). A session that must
 * change its password first (a factory account on its factory password, or an administrator's requirement) gets
 * the password form and nothing else: no menu, no other route. A device that cannot say shows the console; it still
 * refuses what the session may not do.
 */
export function AuthGuard() {
  const token = useSession((s) => s.token);
  const info = useSessionInfo(token);
  if (!token) return <Navigate to="/login" replace />;
  if (info.isPending) return <RouteLoading />;
  if (info.data?.must_change_password === 1) {
    return (
      <AntdScope fallback={<RouteLoading />}>
        <ForcedPasswordPage info={info.data} />
      </AntdScope>
    );
  }
  return <Outlet />;
}
