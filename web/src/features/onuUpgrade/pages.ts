import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  {
    name: 'onu_batch_upgrade',
    keepAlive: true,
    load: () => import('./BatchUpgradePage.tsx').then((m) => m.BatchUpgradePage),
  },
  { name: 'onu_upgrade_status', load: () => import('./UpgradeStatusPage.tsx').then((m) => m.UpgradeStatusPage) },
]);
