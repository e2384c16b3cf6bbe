import { definePages } from '../../lib/pages.ts';
// with the registration, not loaded by it: the list's read then leaves as soon as the entry has the registrations,
// not after a further module load that waits behind the console's own evaluation
import { startOnuList } from './onuList.ts';

export const pages = definePages([
  {
    name: 'onu_allow',
    light: true,
    deviceRendered: true,
    load: () => import('./OnuAllowPage.tsx').then((m) => m.OnuAllowPage),
    start: startOnuList,
  },
]);
