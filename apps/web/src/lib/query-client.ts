import { MutationCache, QueryClient } from '@tanstack/react-query';

/**
 * The one query client of the page. It is created on first use by the signed-in area, so the
 * landing page never downloads TanStack Query.
 */
let client: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  client ??= new QueryClient({
    // Any change the user makes can earn or take back points and achievements: their progress
    // (the sidebar's level, the overview, the unlock toast) is read again after each one; not
    // after a change that ends the session (`meta.endsSession`: the account's deletion), whose
    // token no longer reads anything. The read is not waited for: a change is done once the
    // server has answered it. A returned promise would hold the mutation until progress is read
    // again, which, if the connection drops meanwhile, waits for the connection (queries pause
    // offline): the workout's sync would neither send the next change nor say it is offline.
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _result, mutation) => {
        if (mutation.meta?.endsSession === true) return;
        void client?.invalidateQueries({
          predicate: (query) => query.queryKey[2] === 'progress',
        });
      },
    }),
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}
