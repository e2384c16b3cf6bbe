import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  {
    name: 'status',
    // drawn without Ant Design: the screen every sign-in lands on (issue 10)
    light: true,
    load: () => import('./StatusPage.tsx').then((m) => m.StatusPage),
    start: (client) => import('../../lib/statusSummary.ts').then((m) => client.prefetchQuery(m.statusSummaryQuery)),
  },
]);
