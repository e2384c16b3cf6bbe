import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'diagonose', load: () => import('./DiagnosePage.tsx').then((m) => m.DiagnosePage) },
]);
