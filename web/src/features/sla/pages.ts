import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'sla_cfg', keepAlive: true, load: () => import('./SlaPage.tsx').then((m) => m.SlaPage) },
]);
