import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'pon_setting', keepAlive: true, load: () => import('./PonSettingPage.tsx').then((m) => m.PonSettingPage) },
]);
