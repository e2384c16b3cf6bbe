import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'onu_basic_info', keepAlive: true, load: () => import('./OnuBasicPage.tsx').then((m) => m.OnuBasicPage) },
]);
