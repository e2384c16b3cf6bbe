import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'dev_mgmt', load: () => import('./DevMgmtPage.tsx').then((m) => m.DevMgmtPage) },
]);
