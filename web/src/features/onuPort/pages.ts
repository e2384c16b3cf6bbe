import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'onu_port_cfg', keepAlive: true, load: () => import('./OnuPortPage.tsx').then((m) => m.OnuPortPage) },
]);
