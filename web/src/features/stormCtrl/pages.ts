import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'stormctrl', keepAlive: true, load: () => import('./StormCtrlPage.tsx').then((m) => m.StormCtrlPage) },
]);
