import { definePages } from '../../lib/pages.ts';

export const pages = definePages([{ name: 'aaa_mgmt', load: () => import('./AaaPage.tsx').then((m) => m.AaaPage) }]);
