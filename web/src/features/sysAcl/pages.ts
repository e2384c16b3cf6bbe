import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'sys_acl', load: () => import('./SysAclPage.tsx').then((m) => m.SysAclPage) },
]);
