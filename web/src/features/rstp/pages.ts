import { definePages } from '../../lib/pages.ts';

export const pages = definePages([{ name: 'rstp', load: () => import('./RstpPage.tsx').then((m) => m.RstpPage) }]);
