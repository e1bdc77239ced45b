import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, createApiClient, SECOND_FACTOR_REQUIRED, type ApiClient } from './api-client';
import { useAuth } from './auth/use-auth';

/**
 * The API client of the signed-in user, its error texts in the current language. A new client
 * comes with each refreshed token; queries and mutations pick up the newest one on their next run.
 * An answer that owes the second factor puts the session back to the code prompt.
 */
export function useApiClient(): ApiClient {
  const { session, requireSecondFactor } = useAuth();
  const { t } = useTranslation('api');
  const token = session?.access_token;
  return useMemo(
    () =>
      createApiClient({
        getAccessToken: () => token,
        texts: {
          notAuthenticated: t('errors.notAuthenticated'),
          unknown: t('errors.unknown'),
          network: t('errors.network'),
          status: (status) => t('errors.status', { status }),
          secondFactorRequired: t('errors.secondFactorRequired'),
        },
        onSecondFactorRequired: requireSecondFactor,
      }),
    [token, t, requireSecondFactor],
  );
}

/**
 * Words a failure in the language shown now (not the one of the moment it happened): the
 * server's own detail as-is, else the catalogue text; `fallback` for anything that is no ApiError.
 */
export function useApiErrorMessage(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation('api');
  return useCallback(
    (error: unknown, fallback: string) => {
      if (!(error instanceof ApiError)) return fallback;
      if (error.code === SECOND_FACTOR_REQUIRED) return t('errors.secondFactorRequired');
      switch (error.kind) {
        case 'detail':
          return error.detail ?? error.message;
        case 'unauthenticated':
          return t('errors.notAuthenticated');
        case 'network':
          return t('errors.network');
        case 'unreadable':
          return t('errors.unknown');
        case 'status':
          return t('errors.status', { status: error.status });
      }
    },
    [t],
  );
}
