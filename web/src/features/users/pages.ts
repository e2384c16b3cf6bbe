import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  { name: 'user_mgmt', load: () => import('./UsersPage.tsx').then((m) => m.UsersPage) },
]);
