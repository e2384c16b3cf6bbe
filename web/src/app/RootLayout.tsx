import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { RouteLoading } from './RouteLoading.tsx';
import { useSessionEndings } from './sessionEndings.ts';

/** Every new page starts at its top (spec §2). */
function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  }, [pathname]);
}

/** The root of every route: the loading overlay while a page's code loads, and the session-end handling. */
export function RootLayout() {
  const navigation = useNavigation();
  useSessionEndings();
  useScrollToTop();
  return (
    <>
      {navigation.state === 'loading' && <RouteLoading />}
      <Outlet />
    </>
  );
}
