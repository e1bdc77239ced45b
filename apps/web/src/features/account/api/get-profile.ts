import type { UserSettings } from '@ascend/contracts';
import { useSettingsPart } from '@/lib/settings/get-settings';
import { USER_CACHE_TTL_MS } from '@/lib/user-cache';

const personalInfo = (record: UserSettings) => record.personal_info;

/** The profile the account page edits: a stored copy younger than 10 minutes shows at once. */
export function useProfile() {
  return useSettingsPart(personalInfo, { cachedFor: USER_CACHE_TTL_MS.profile, name: 'profile' });
}
