import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'running_status', load: () => import('./RunningStatusPage.tsx').then((m) => m.RunningStatusPage) },
]);
