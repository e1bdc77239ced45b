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
    // token no longer reads anything.
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _result, mutation) => {
        if (mutation.meta?.endsSession === true) return;
        return client?.invalidateQueries({
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
