import type { Language, Theme, UserPreferencesUpdate } from '@ascend/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@/lib/theme/use-theme';
import { useApiErrorMessage } from '@/lib/use-api-client';
import { useUpdatePreferences } from '@/lib/settings/update-settings';

/**
 * Saves one preferences change: language and theme apply to the page at once, everything shows
 * at once (optimistic); on failure the change is undone, on the page too, and `error` says why.
 */
export function useSavePreference(current: { language: Language; theme: Theme } | undefined) {
  const { t, i18n } = useTranslation('settings');
  const { setTheme } = useTheme();
  const { mutateAsync } = useUpdatePreferences();
  const [failure, setFailure] = useState<unknown>(null);
  const messageOf = useApiErrorMessage();

  const save = useCallback(
    (change: UserPreferencesUpdate) => {
      setFailure(null);
      if (change.language) void i18n.changeLanguage(change.language);
      if (change.theme) setTheme(change.theme);
      // mutateAsync, not mutate's callbacks: those fire for the latest call only, and every
      // failed change must be undone even when another one was made meanwhile.
      mutateAsync(change).catch((error: unknown) => {
        if (change.language && current) void i18n.changeLanguage(current.language);
        if (change.theme && current) setTheme(current.theme);
        setFailure(error ?? new Error('unknown'));
      });
    },
    [current, i18n, mutateAsync, setTheme],
  );

  return { save, error: failure ? messageOf(failure, t('errors.update')) : null };
}
