import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  {
    name: 'status',
    load: () => import('./StatusPage.tsx').then((m) => m.StatusPage),
    start: (client) => import('../../lib/statusSummary.ts').then((m) => client.prefetchQuery(m.statusSummaryQuery)),
  },
]);
