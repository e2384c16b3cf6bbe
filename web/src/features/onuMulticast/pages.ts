import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  {
    name: 'onu_multicast',
    keepAlive: true,
    load: () => import('./OnuMulticastPage.tsx').then((m) => m.OnuMulticastPage),
  },
]);
