import { definePages } from '../../lib/pages.ts';

export const pages = definePages([{ name: 'alarm', load: () => import('./AlarmPage.tsx').then((m) => m.AlarmPage) }]);
