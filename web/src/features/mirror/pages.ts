import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'mirror', load: () => import('./MirrorPage.tsx').then((m) => m.MirrorPage) },
]);
