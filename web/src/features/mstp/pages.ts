import { definePages } from '../../lib/pages.ts';

export const pages = definePages([{ name: 'mstp', load: () => import('./MstpPage.tsx').then((m) => m.MstpPage) }]);
