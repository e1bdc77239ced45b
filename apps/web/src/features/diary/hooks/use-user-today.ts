/**
 * The user's today as the server counts it (lib/settings/use-user-day.ts), so an entry written at
 * 01:30 defaults to the day before, as the server would file it. Until the settings arrive, the
 * browser's zone and the default start stand in.
 */
import { DEFAULT_DAY_STARTS_AT, localDayOf, type LocalDate } from '@ascend/contracts';
import { useUserDay } from '@/lib/settings/use-user-day';

export function useUserToday(): LocalDate {
  const { day, now } = useUserDay();
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return day?.today ?? localDayOf(now, browserZone, DEFAULT_DAY_STARTS_AT);
}
