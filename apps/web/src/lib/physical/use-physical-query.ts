/**
 * What every physical read shares: the signed-in user's id for its key, the API client, and
 * `persist: false` (training and body records stay out of localStorage, like the other health
 * records; the session in progress is kept by its own store).
 */
import { useAuth } from '../auth/use-auth';
import { useApiClient } from '../use-api-client';

export function usePhysicalReader() {
  const { user } = useAuth();
  const client = useApiClient();
  return { userId: user?.id ?? '', client };
}
