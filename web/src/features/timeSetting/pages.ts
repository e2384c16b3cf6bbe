import { definePages } from '../../lib/pages.ts';

export const pages = definePages([{ name: 'time', load: () => import('./TimePage.tsx').then((m) => m.TimePage) }]);
