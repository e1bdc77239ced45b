/**
 * The user's today as the server counts it: their time zone and the hour their day starts
 * (settings), so an entry written at 01:30 defaults to the day before, as the server would file
 * it. Until the settings arrive, the browser's zone and the default start stand in.
 */
import { DEFAULT_DAY_STARTS_AT, localDayOf, type LocalDate } from '@ascend/contracts';
import { useSettingsPart } from '@/lib/settings/get-settings';
import { USER_CACHE_TTL_MS } from '@/lib/user-cache';

export function useUserToday(now: Date = new Date()): LocalDate {
  const preferences = useSettingsPart((record) => record.preferences, {
    cachedFor: USER_CACHE_TTL_MS.settings,
    name: 'preferences',
  }).data;
  const timeZone = preferences?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return localDayOf(now, timeZone, preferences?.dayStartsAt ?? DEFAULT_DAY_STARTS_AT);
}
