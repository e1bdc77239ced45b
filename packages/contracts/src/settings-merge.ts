/**
 * How a settings change applies to a record: personal-info keys replace (a null removes the key),
 * preferences replace field by field, down to a single notification or privacy switch. The server
 * stores with it (PostgreSQL; SQLite's `json_patch` does the same in SQL, and a test holds the two
 * together) and the web app shows a change with it before the server has answered.
 */
import type { PersonalInfo, PersonalInfoUpdate } from './personal-info.js';
import type { UserPreferences, UserPreferencesUpdate } from './user-preferences.js';

export function mergePersonalInfo(current: PersonalInfo, change: PersonalInfoUpdate): PersonalInfo {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) continue;
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export function mergePreferences(
  current: UserPreferences,
  change: UserPreferencesUpdate,
): UserPreferences {
  return {
    language: change.language ?? current.language,
    timezone: change.timezone ?? current.timezone,
    theme: change.theme ?? current.theme,
    notifications: { ...current.notifications, ...definedOnly(change.notifications) },
    privacy: { ...current.privacy, ...definedOnly(change.privacy) },
    dayStartsAt: change.dayStartsAt ?? current.dayStartsAt,
    units: change.units ?? current.units,
  };
}

function definedOnly<T extends object>(value: T | undefined): Partial<T> {
  return Object.fromEntries(
    Object.entries(value ?? {}).filter(([, field]) => field !== undefined),
  ) as Partial<T>;
}

/**
 * Stored preferences filled up with the defaults, so a row written before a preference existed
 * still reads as a complete record.
 */
export function completePreferences(stored: unknown, defaults: UserPreferences): UserPreferences {
  const value = (stored && typeof stored === 'object' ? stored : {}) as UserPreferencesUpdate;
  return mergePreferences(defaults, value);
}
