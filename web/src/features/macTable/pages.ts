import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'mac_table', load: () => import('./MacTablePage.tsx').then((m) => m.MacTablePage) },
  { name: 'pon_mac', load: () => import('./PonMacPage.tsx').then((m) => m.PonMacPage) },
  { name: 'device_mac', load: () => import('./DeviceMacPage.tsx').then((m) => m.DeviceMacPage) },
]);
