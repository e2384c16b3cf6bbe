import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'onu_perf_info', keepAlive: true, load: () => import('./OnuPerfPage.tsx').then((m) => m.OnuPerfPage) },
]);
