/**
 * One GET of the nutrition area for the signed-in user: the path asked, its answer checked by the
 * contracts' schema, under the user's query key. Nothing is asked while signed out or while `path`
 * is null. Health records are kept out of localStorage unless `persist` says otherwise.
 */
import {
  queryOptions,
  skipToken,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { useAuth } from '../auth/use-auth';
import { useApiClient } from '../use-api-client';

export function useNutritionRead<T>({
  key,
  path,
  schema,
  persist = false,
  ...options
}: {
  key: (userId: string) => QueryKey;
  /** The path with its query string; null: nothing to ask yet. */
  path: string | null;
  schema: z.ZodType<T>;
  persist?: boolean;
} & Pick<UseQueryOptions<T>, 'retry' | 'placeholderData'>) {
  const { user } = useAuth();
  const client = useApiClient();
  const userId = user?.id ?? '';
  return useQuery(
    queryOptions({
      ...options,
      ...(persist ? {} : { meta: { persist: false } }),
      queryKey: key(userId),
      queryFn:
        userId !== '' && path !== null
          ? async ({ signal }) => schema.parse(await client.request<unknown>(path, { signal }))
          : skipToken,
    }),
  );
}

/** `path?name=value…`, the empty values left out. */
export function withQuery(path: string, query: Record<string, string>): string {
  const params = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ''));
  return `${path}?${params.toString()}`;
}
