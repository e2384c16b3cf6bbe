import { Activity, Fragment, useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';

interface KeepAliveOutletProps {
  /** the cache key of the page at a path, or null when that page starts afresh every time */
  cacheKeyOf: (pathname: string) => string | null;
  /**
   * The paths this outlet shows a page for. A layout kept alive itself is rendered, hidden, while the operator is
   * elsewhere; its outlet then still holds the page last shown, which must not be mounted again for nothing.
   */
  isServing?: (pathname: string) => boolean;
}

/**
 * An `<Outlet>` that keeps chosen pages alive (spec §2): a kept page that is left stays mounted in a hidden
 * `<Activity>`, so its filters, selection and form input are there on return, while its effects (polling, sockets)
 * are paused until it is shown again. Other pages are unmounted as usual.
 */
export function KeepAliveOutlet({ cacheKeyOf, isServing = () => true }: KeepAliveOutletProps) {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const key = cacheKeyOf(pathname);
  const [kept, setKept] = useState<ReadonlyMap<string, ReactNode>>(() => new Map());

  // the latest element of the current kept page is remembered while rendering (React's "store information from
  // previous renders" pattern); the outlet element only changes when the route does, so this settles at once
  if (key !== null && outlet && kept.get(key) !== outlet) {
    setKept(new Map(kept).set(key, outlet));
  }

  return (
    <>
      {[...kept].map(([cacheKey, element]) => (
        <Activity key={cacheKey} mode={cacheKey === key ? 'visible' : 'hidden'}>
          {cacheKey === key ? outlet : element}
        </Activity>
      ))}
      {/* keyed by path: two routes rendering the same component must not share its state */}
      {key === null && isServing(pathname) && <Fragment key={pathname}>{outlet}</Fragment>}
    </>
  );
}
