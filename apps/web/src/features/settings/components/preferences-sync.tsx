import type { Language, Theme, UserSettings } from '@ascend/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/use-auth';
import { useTheme } from '@/lib/theme/use-theme';
import { useSettings } from '../api/get-settings';
import { useUpdatePreferences } from '@/lib/settings/update-settings';

/** The language and theme this browser last agreed on with the server, per user. */
export const SYNCED_PREFERENCES_KEY = 'ascend-synced-preferences';

interface Synced {
  userId: string;
  language: Language;
  theme: Theme;
}

function readSynced(userId: string): Synced | null {
  try {
    const parsed = JSON.parse(
      localStorage.getItem(SYNCED_PREFERENCES_KEY) ?? 'null',
    ) as Synced | null;
    return parsed?.userId === userId ? parsed : null;
  } catch {
    return null;
  }
}

function writeSynced(synced: Synced): void {
  try {
    localStorage.setItem(SYNCED_PREFERENCES_KEY, JSON.stringify(synced));
  } catch {
    // Storage blocked: the next visit simply applies the server's choice again.
  }
}

/**
 * Makes language and theme follow the user between browsers. When the server's copy arrives:
 * a value changed elsewhere (or never seen in this browser) is applied here; a value changed
 * here since the last agreement (e.g. with the header's theme menu) is sent to the server.
 * Rendered inside the signed-in area's query client (the dashboard layout).
 */
export function PreferencesSync() {
  const { user } = useAuth();
  const { i18n } = useTranslation();
  const { theme, setTheme } = useTheme();
  const settings = useSettings();
  const { mutate } = useUpdatePreferences();
  const server: UserSettings['preferences'] | undefined =
    settings.data && !settings.fromCache ? settings.data.preferences : undefined;
  const language = (i18n.resolvedLanguage ?? 'en') as Language;
  const busy = useRef(false);

  useEffect(() => {
    if (!user || !server || busy.current) return;
    const synced = readSynced(user.id);
    const local = { language, theme };
    const next: Synced = { userId: user.id, language: server.language, theme: server.theme };
    const push: { language?: Language; theme?: Theme } = {};
    for (const key of ['language', 'theme'] as const) {
      const changedElsewhere = !synced || synced[key] !== server[key];
      if (changedElsewhere) continue;
      if (local[key] !== server[key]) {
        Object.assign(push, { [key]: local[key] });
        Object.assign(next, { [key]: local[key] });
      }
    }
    if (next.language !== language) void i18n.changeLanguage(next.language);
    if (next.theme !== theme) setTheme(next.theme);
    writeSynced(next);
    if (push.language !== undefined || push.theme !== undefined) {
      busy.current = true;
      mutate(push, {
        onSettled: () => {
          busy.current = false;
        },
      });
    }
  }, [user, server, language, theme, i18n, setTheme, mutate]);

  return null;
}
