import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'dhcp_v6', load: () => import('./DhcpV6Page.tsx').then((m) => m.DhcpV6Page) },
]);
