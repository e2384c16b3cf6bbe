import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'port_info', load: () => import('./PortInfoPage.tsx').then((m) => m.PortInfoPage) },
]);
