/**
 * The user's today and units, from their settings: the date is `localDayOf(now, time zone, day
 * start)`, the same rule the server applies, so the page shows the right day before any tracking
 * request has answered. The clock is read again each minute, so a page left open moves on to the
 * next day when the user's day starts.
 */
import { localDayOf, type LocalDate, type UnitSystem } from '@ascend/contracts';
import { useEffect, useState } from 'react';
import { useSettingsPart } from '@/lib/settings/get-settings';
import { USER_CACHE_TTL_MS } from '@/lib/user-cache';

interface TrackingDay {
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

export function useTrackingDay() {
  const now = useNow();
  const settings = useSettingsPart((record) => record.preferences, {
    cachedFor: USER_CACHE_TTL_MS.settings,
    name: 'tracking preferences',
  });
  const preferences = settings.data;
  const day: TrackingDay | undefined = preferences && {
    today: localDayOf(now, preferences.timezone, preferences.dayStartsAt),
    units: preferences.units,
  };
  return { day, isError: settings.isError, error: settings.error, refetch: settings.refetch };
}
