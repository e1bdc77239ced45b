/**
 * A new account's preferences: the language, time zone and theme the visitor had when signing up
 * (sent as sign-up metadata and carried in the token's `user_metadata`), else the product defaults
 * (decisions.md).
 */
import {
  DEFAULT_USER_PREFERENCES,
  languageSchema,
  themeSchema,
  timeZoneSchema,
  type UserPreferences,
} from '@ascend/contracts';

function languageFrom(value: unknown) {
  // `es-MX` and `es_MX` mean Spanish too.
  const primary = typeof value === 'string' ? value.trim().slice(0, 2).toLowerCase() : undefined;
  return languageSchema.safeParse(primary).data;
}

export function defaultPreferences(
  userMetadata: Record<string, unknown> | undefined,
): UserPreferences {
  const metadata = userMetadata ?? {};
  return {
    ...structuredClone(DEFAULT_USER_PREFERENCES),
    language:
      languageFrom(metadata.language) ??
      languageFrom(metadata.locale) ??
      DEFAULT_USER_PREFERENCES.language,
    timezone: timeZoneSchema.safeParse(metadata.timezone).data ?? DEFAULT_USER_PREFERENCES.timezone,
    theme: themeSchema.safeParse(metadata.theme).data ?? DEFAULT_USER_PREFERENCES.theme,
  };
}
