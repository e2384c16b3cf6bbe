import { definePages } from '../../lib/pages.ts';
// with the registration, not loaded by it (see features/onu/pages.ts)
import { startStatusPage } from './statusStart.ts';

export const pages = definePages([
  {
    name: 'status',
    // drawn without Ant Design: the screen every sign-in lands on must paint at once
    light: true,
    deviceRendered: true,
    load: () => import('./StatusPage.tsx').then((m) => m.StatusPage),
    start: startStatusPage,
  },
]);
