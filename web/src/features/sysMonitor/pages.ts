import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'sys_monitor', load: () => import('./SysMonitorPage.tsx').then((m) => m.SysMonitorPage) },
]);
