import { sessionInfoRoute } from '@olt/protocol/light';
import { call } from './apiClient.ts';
import { useAccess } from './access.ts';

/**
 * The session answer (USER-X1), once per token; it feeds the permissions store before anything is drawn. AuthGuard
 * waits for it, and the console's early start asks it (app/earlyStart.ts), so that where the answer is in before
 * the console's code, the guard draws the shell and the page in its first render instead of a loading frame first.
 */
export const sessionInfoQuery = (token: string | null) => ({
  queryKey: ['session', 'info', token] as const,
  queryFn: async () => {
    // the entry script may have asked already: the API client then takes that answer (lib/firstReads.ts)
    const info = await call(sessionInfoRoute);
    useAccess.getState().setInfo(info);
    return info;
  },
  staleTime: Infinity,
  meta: { silent: true },
});
