import { QueryClient } from '@tanstack/react-query';

/**
 * The one query client of the page. It is created on first use by the signed-in area, so the
 * landing page never downloads TanStack Query.
 */
let client: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  client ??= new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}
