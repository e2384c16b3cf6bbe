import { definePages } from '../../lib/pages.ts';

// System › Log holds the audit trail: who changed what, who was refused, sign-ins and lock-outs
export const pages = definePages([{ name: 'log', load: () => import('./AuditPage.tsx').then((m) => m.AuditPage) }]);
