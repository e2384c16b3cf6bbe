import {
  Navigate,
  createBrowserRouter,
  createMemoryRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { HOME_PATH, LEGACY_PAGE_PATHS, SIGN_IN_PATHS, SYS_SETTING_PATH } from '@olt/protocol/light';
import { AuthGuard } from './AuthGuard.tsx';
import { LoginRoute } from './LoginRoute.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteLoading } from './RouteLoading.tsx';
import { RoutedPage } from './RoutedPage.tsx';
import { Shell } from './Shell.tsx';
import { AntdScope } from '../lib/antdScope.tsx';
import { ADVANCED_BASE, ADVANCED_DEFAULT, advancedPageAt, pageRouteAt, topPages, type PageRoute } from './menu.ts';

/** A page whose code loads on first visit; the root shows the loading overlay meanwhile. */
function pageRoute(page: PageRoute, path: string = page.path): RouteObject {
  return {
    path,
    lazy: async () => {
      const Page = await page.page();
      return { element: <RoutedPage Page={Page} name={page.name} titleKey={page.titleKey} isLight={page.light} /> };
    },
  };
}

const statusPage = topPages.find((page) => page.name === 'status');

/** The routes that pages and old addresses are added under when first visited (`discoverPageRoute`). */
const ROOT_ID = 'root';
const ADVANCED_ID = 'advanced';

/**
 * Every route of the console (spec §2) but the advanced pages and the original console's page addresses, which are
 * added when first visited (`discoverPageRoute`): the router ranks and matches every route it holds at start, and
 * the hundred of those held back the first paint of a console page opened directly (README › Benchmarks).
 */
export const appRoutes: RouteObject[] = [
  {
    id: ROOT_ID,
    Component: RootLayout,
    HydrateFallback: RouteLoading,
    children: [
      ...SIGN_IN_PATHS.map((path) => ({ path, Component: LoginRoute })),
      {
        Component: AuthGuard,
        children: [
          {
            path: SYS_SETTING_PATH,
            lazy: () =>
              import('../features/sysSetting/SysSettingPage.tsx').then(({ SysSettingPage }) => ({
                element: (
                  <AntdScope fallback={<RouteLoading />}>
                    <SysSettingPage />
                  </AntdScope>
                ),
              })),
          },
          {
            Component: Shell,
            children: [
              ...(statusPage ? [pageRoute(statusPage, HOME_PATH)] : []),
              ...topPages.map((page) => pageRoute(page)),
              {
                id: ADVANCED_ID,
                path: ADVANCED_BASE,
                // the advanced area is drawn with Ant Design, its menu and pages alike
                lazy: () =>
                  import('./AdvancedLayout.tsx').then(({ AdvancedLayout }) => ({
                    element: (
                      <AntdScope fallback={<RouteLoading />}>
                        <AdvancedLayout />
                      </AntdScope>
                    ),
                  })),
                children: [{ index: true, element: <Navigate to={`${ADVANCED_BASE}/${ADVANCED_DEFAULT}`} replace /> }],
              },
              // an address the console does not have: its own page, not a blank one nor the device's 404
              {
                path: '*',
                lazy: () =>
                  import('./NotFoundPage.tsx').then(({ NotFoundPage }) => ({
                    element: (
                      <AntdScope>
                        <NotFoundPage />
                      </AntdScope>
                    ),
                  })),
              },
            ],
          },
        ],
      },
    ],
  },
];

const legacyPaths: ReadonlySet<string> = new Set(LEGACY_PAGE_PATHS);

/**
 * Adds the route of an advanced page, or of an original console's page address (`/pon_optical` leads to the same
 * page here), the first time a navigation asks for it; any other address stays with the not-found page. The router
 * asks before it settles for a splat match, and once per address.
 */
export const discoverPageRoute: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
  // the router matches without regard to case or a final slash, and so does this
  const pathname = path.toLowerCase().replace(/(.)\/+$/, '$1');
  const page = advancedPageAt(pathname) ? pageRouteAt(pathname) : null;
  if (page) patch(ADVANCED_ID, [pageRoute(page)]);
  else if (legacyPaths.has(pathname))
    patch(ROOT_ID, [{ path: pathname, element: <Navigate to={`${ADVANCED_BASE}${pathname}`} replace /> }]);
};

export const createAppRouter = () => createBrowserRouter(appRoutes, { patchRoutesOnNavigation: discoverPageRoute });

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The console's router once the route of its address is in (the home page's code is loaded while the operator types):
 * the console's first render then draws the page in one pass. Rendered while the route still loads, the router draws
 * the loading frame, and the page comes in a transition that React renders in slices with the browser's frames
 * between them, taking longer after sign-in than one pass does (traces; README › Benchmarks).
 */
export function readyAppRouter(): Promise<AppRouter> {
  const router = createAppRouter();
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve(router);
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve(router);
    });
  });
}

/**
 * Sets a router up for the home page once, on a memory history, and disposes of it: run while the operator types on
 * the login page, so that the console's router, made right after sign-in, runs code already compiled (made
 * cold, it took a measurable share of the sign-in). Nothing is rendered and nothing is read.
 */
export function warmAppRouter(): void {
  createMemoryRouter(appRoutes, { initialEntries: [HOME_PATH] }).dispose();
}
