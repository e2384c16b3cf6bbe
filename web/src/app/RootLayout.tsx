import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { RouteLoading } from './RouteLoading.tsx';
import { useSessionEndings } from './sessionEndings.ts';

/** Every new page starts at its top (spec §2). */
function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  }, [pathname]);
}

/**
 * The root of every route: the loading overlay while a page's code loads, and the session-end handling. Every console
 * address is in lower case; one typed with capitals (`/Advanced_Setting/QoS`) goes to its lower-case form, which the
 * shell and the menus recognise, rather than matching a route they do not see as theirs.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const { pathname, search, hash } = useLocation();
  useSessionEndings();
  useScrollToTop();
  const lower = pathname.toLowerCase();
  if (lower !== pathname) return <Navigate to={{ pathname: lower, search, hash }} replace />;
  return (
    <>
      {navigation.state === 'loading' && <RouteLoading />}
      <Outlet />
    </>
  );
}
