import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'pon_optical', keepAlive: true, load: () => import('./PonOpticalPage.tsx').then((m) => m.PonOpticalPage) },
]);
