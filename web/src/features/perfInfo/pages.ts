import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'perf_info', keepAlive: true, load: () => import('./PerfInfoPage.tsx').then((m) => m.PerfInfoPage) },
]);
