import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'packet_filter', load: () => import('./PacketFilterPage.tsx').then((m) => m.PacketFilterPage) },
]);
