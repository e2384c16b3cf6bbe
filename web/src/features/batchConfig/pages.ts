import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'batch_config', load: () => import('./BatchConfigPage.tsx').then((m) => m.BatchConfigPage) },
]);
