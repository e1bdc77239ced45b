import type { UserSettings } from '@ascend/contracts';
import { useSettingsPart } from '@/lib/settings/get-settings';

const preferences = (record: UserSettings) => record.preferences;

/** The account page's privacy switches and preferences summary wait for the server's copy. */
export function usePreferences() {
  return useSettingsPart(preferences, { cachedFor: 0, name: 'preferences' });
}
