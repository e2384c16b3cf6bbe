import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { DeviceError } from './apiClient.ts';
import { useSession } from './session.ts';

// the toasts bring i18next and the device's words, which the entry's early reads must not wait for (app/earlyStart.ts)
const showDeviceError = (err: unknown): void => void import('./feedback.ts').then((m) => m.showDeviceError(err));

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: the caller handles failures itself, or they are meant to go unnoticed (spec §7: shared state). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/**
 * One client for the console. A device answer with a code above 1 becomes a `(code) message` toast here rather than
 * in every screen (STYLE.md §5). Reads that fail on the network are only logged by the API client (spec §8); writes
 * say so, as the operator is waiting for them.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (err, query) => {
        if (!query.meta?.silent && err instanceof DeviceError) showDeviceError(err);
      },
    }),
    mutationCache: new MutationCache({
      onError: (err, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) showDeviceError(err);
      },
    }),
    defaultOptions: {
      queries: {
        // the device answers a refused read the same way every time, and a lost link is not helped by hammering it
        retry: false,
        // operators switch between the console and a terminal all day; a refetch on every focus would be noise
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The console's client, made when first needed: the entry script fills it with a page's first reads while the
 * console's code still loads (app/earlyStart.ts), and the console then renders from it. What one session read is
 * dropped when the session ends, so the next user never sees it.
 */
let consoleClient: QueryClient | null = null;
export function consoleQueryClient(): QueryClient {
  if (consoleClient) return consoleClient;
  const client = createQueryClient();
  useSession.subscribe((state, previous) => {
    if (previous.token !== null && state.token !== previous.token) client.clear();
  });
  consoleClient = client;
  return client;
}
