/**
 * The user's today and units, from their settings: the date is `localDayOf(now, time zone, day
 * start)`, the same rule the server applies, so a page shows the right day (and a form defaults to
 * it) before any request about that day has answered. Tracking and the diary both read it. The clock is read again each minute, so a page left open moves on to the
 * next day when the user's day starts.
 */
import { localDayOf, type LocalDate, type UnitSystem } from '@ascend/contracts';
import { useEffect, useState } from 'react';
import { useSettingsPart } from '@/lib/settings/get-settings';
import { USER_CACHE_TTL_MS } from '@/lib/user-cache';

interface UserDay {
  today: LocalDate;
  units: UnitSystem;
}

const MINUTE_MS = 60_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function useUserDay() {
  const now = useNow();
  const settings = useSettingsPart((record) => record.preferences, {
    cachedFor: USER_CACHE_TTL_MS.settings,
    name: 'preferences',
  });
  const preferences = settings.data;
  const day: UserDay | undefined = preferences && {
    today: localDayOf(now, preferences.timezone, preferences.dayStartsAt),
    units: preferences.units,
  };
  return { day, now, isError: settings.isError, error: settings.error, refetch: settings.refetch };
}
