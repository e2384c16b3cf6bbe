import { definePages } from '../../lib/pages.ts';

export const pages = definePages([{ name: 'vlan_mgmt', load: () => import('./VlanPage.tsx').then((m) => m.VlanPage) }]);
