import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'port_group', load: () => import('./PortGroupPage.tsx').then((m) => m.PortGroupPage) },
]);
