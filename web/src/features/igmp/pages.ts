import { definePages } from '../../lib/pages.ts';

export const pages = definePages([{ name: 'igmp', load: () => import('./IgmpPage.tsx').then((m) => m.IgmpPage) }]);
