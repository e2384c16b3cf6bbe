import { definePages } from '../../lib/pages.ts';

export const pages = definePages([{ name: 'lacp', load: () => import('./LacpPage.tsx').then((m) => m.LacpPage) }]);
