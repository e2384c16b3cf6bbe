import { definePages } from '../../lib/pages.ts';

const load = () => import('./LinkAggregationPage.tsx').then((m) => m.LinkAggregationPage);

// the original's leaf, and the spec's later place for the same screen under the Link Aggregation group (§18)
export const pages = definePages([
  { name: 'link_aggregation', load },
  { name: 'manual', load },
]);
