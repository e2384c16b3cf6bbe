import { Navigate, createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { HOME_PATH, LEGACY_PAGE_PATHS, SIGN_IN_PATHS, SYS_SETTING_PATH } from '@olt/protocol/light';
import { AuthGuard } from './AuthGuard.tsx';
import { LoginRoute } from './LoginRoute.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteLoading } from './RouteLoading.tsx';
import { RoutedPage } from './RoutedPage.tsx';
import { Shell } from './Shell.tsx';
import { AntdScope } from '../lib/antdScope.tsx';
import { ADVANCED_BASE, ADVANCED_DEFAULT, advancedPages, topPages, type PageRoute } from './menu.ts';

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

/** Every route of the console (spec §2); the pages come from the table in menu.ts. */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: RouteLoading,
    children: [
      ...SIGN_IN_PATHS.map((path) => ({ path, Component: LoginRoute })),
      // the original console's page addresses (`/pon_optical`) lead to the same page here
      ...LEGACY_PAGE_PATHS.map((path) => ({ path, element: <Navigate to={`${ADVANCED_BASE}${path}`} replace /> })),
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
                children: [
                  { index: true, element: <Navigate to={`${ADVANCED_BASE}/${ADVANCED_DEFAULT}`} replace /> },
                  ...advancedPages.map((page) => pageRoute(page)),
                ],
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

export const createAppRouter = () => createBrowserRouter(appRoutes);

/**
 * Sets a router up for the home page once, on a memory history, and disposes of it: run while the operator types on
 * the login page, so that the console's router, made right after sign-in, runs code already compiled (issue 10: made
 * cold, it took about 10 ms of the sign-in here). Nothing is rendered and nothing is read.
 */
export function warmAppRouter(): void {
  createMemoryRouter(appRoutes, { initialEntries: [HOME_PATH] }).dispose();
}
