import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'port_optical', load: () => import('./PortOpticalPage.tsx').then((m) => m.PortOpticalPage) },
]);
