import { useSettingsPart } from '@/lib/settings/get-settings';
import { USER_CACHE_TTL_MS } from '@/lib/user-cache';

const wholeRecord = <T>(record: T) => record;

/** The settings page's record: a stored copy younger than 5 minutes renders at once (`fromCache`). */
export function useSettings() {
  return useSettingsPart(wholeRecord, { cachedFor: USER_CACHE_TTL_MS.settings, name: 'settings' });
}
