import { definePages } from '../../lib/pages.ts';

export const pages = definePages([{ name: 'qos', load: () => import('./QosPage.tsx').then((m) => m.QosPage) }]);
