import { definePages } from '../../lib/pages.ts';

export const pages = definePages([{ name: 'arp', load: () => import('./ArpPage.tsx').then((m) => m.ArpPage) }]);
