import { definePages } from '../../lib/pages.ts';

export const pages = definePages([{ name: 'topo', load: () => import('./TopoPage.tsx').then((m) => m.TopoPage) }]);
