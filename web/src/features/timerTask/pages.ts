import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'timer_task', load: () => import('./TimerTaskPage.tsx').then((m) => m.TimerTaskPage) },
]);
