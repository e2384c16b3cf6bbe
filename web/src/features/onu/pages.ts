import { definePages } from '../../lib/pages.ts';

export const pages = definePages([
  {
    name: 'onu_allow',
    light: true,
    load: () => import('./OnuAllowPage.tsx').then((m) => m.OnuAllowPage),
    start: (client) => import('./onuList.ts').then((m) => m.startOnuList(client)),
  },
]);
