import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session.ts';

/** Every route below needs a session token; without one the operator signs in first (spec §2). */
export function AuthGuard() {
  const token = useSession((s) => s.token);
  return token ? <Outlet /> : <Navigate to="/login" replace />;
}
