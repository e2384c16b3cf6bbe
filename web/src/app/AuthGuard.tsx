import { lazy } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { sessionInfoRoute } from '@olt/protocol/light';
import { call } from '../lib/apiClient.ts';
import { useAccess } from '../lib/access.ts';
import { useSession } from '../lib/session.ts';
import { AntdScope } from '../lib/antdScope.tsx';
import { RouteLoading } from './RouteLoading.tsx';

const ForcedPasswordPage = lazy(() =>
  import('./ForcedPasswordPage.tsx').then((m) => ({ default: m.ForcedPasswordPage })),
);

/** The session answer (USER-X1), once per token; it feeds the permissions store before anything is drawn. */
function useSessionInfo(token: string | null) {
  return useQuery({
    queryKey: ['session', 'info', token],
    queryFn: async () => {
      // the entry script may have asked already: the API client then takes that answer (lib/firstReads.ts)
      const info = await call(sessionInfoRoute);
      useAccess.getState().setInfo(info);
      return info;
    },
    enabled: token !== null,
    staleTime: Infinity,
    meta: { silent: true },
  });
}

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
