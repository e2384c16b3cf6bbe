import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'remote_mgmt', load: () => import('./RemoteMgmtPage.tsx').then((m) => m.RemoteMgmtPage) },
]);
