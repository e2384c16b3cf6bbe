import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'upgrade', load: () => import('./UpgradePage.tsx').then((m) => m.UpgradePage) },
]);
