import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'service', load: () => import('./ServicePage.tsx').then((m) => m.ServicePage) },
]);
