import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'time_range', load: () => import('./TimeRangePage.tsx').then((m) => m.TimeRangePage) },
]);
