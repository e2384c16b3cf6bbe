import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { RouteLoading } from './RouteLoading.tsx';
import { useSessionEndings } from './sessionEndings.ts';

/**
 * Every new page starts at its top (spec §2). Only a document that scrolled is put back: setting (or reading) its
 * position makes the browser lay the whole new page out there and then, which after sign-in lengthened the
 * task before the status home's first paint (README › Benchmarks).
 */
function useScrollToTop(): void {
  const { pathname } = useLocation();
  const mayBeScrolled = useRef(false);
  useEffect(() => {
    const onScroll = () => {
      mayBeScrolled.current = true;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => {
    if (!mayBeScrolled.current) return;
    mayBeScrolled.current = false;
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
