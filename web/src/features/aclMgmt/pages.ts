import { definePages } from '../../lib/pages.ts';

export const pages = definePages([{ name: 'acl_mgmt', load: () => import('./AclPage.tsx').then((m) => m.AclPage) }]);
