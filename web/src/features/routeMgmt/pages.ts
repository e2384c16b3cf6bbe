import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'route_mgmt', load: () => import('./RouteMgmtPage.tsx').then((m) => m.RouteMgmtPage) },
]);
