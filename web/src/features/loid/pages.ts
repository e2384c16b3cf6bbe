import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'loid_mgmt', keepAlive: true, load: () => import('./LoidPage.tsx').then((m) => m.LoidPage) },
]);
