import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'mac_table', load: () => import('./MacTablePage.tsx').then((m) => m.MacTablePage) },
]);
