import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'onu_deny', keepAlive: true, load: () => import('./OnuDenyPage.tsx').then((m) => m.OnuDenyPage) },
]);
