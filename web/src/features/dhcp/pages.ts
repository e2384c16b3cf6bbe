import { definePages } from '../../lib/pages.ts';

export const pages = definePages([{ name: 'dhcp', load: () => import('./DhcpPage.tsx').then((m) => m.DhcpPage) }]);
