import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'loop_detect', load: () => import('./LoopDetectPage.tsx').then((m) => m.LoopDetectPage) },
]);
