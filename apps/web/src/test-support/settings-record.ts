/**
 * A user's whole settings record as `GET /api/v1/settings` answers it, for the component tests of
 * the pages that read the user's day, units or language (tracking, the diary, the overview): one
 * definition, so a preference added to the contracts is added here once.
 */
import type { UserSettings } from '@ascend/contracts';

export function settingsRecord(
  preferences: Partial<UserSettings['preferences']> = {},
  personalInfo: UserSettings['personal_info'] = {},
): UserSettings {
  return {
    personal_info: personalInfo,
    preferences: {
      language: 'en',
      timezone: 'Europe/Madrid',
      theme: 'light',
      notifications: { email: true, push: false, marketing: false },
      privacy: { profilePublic: false, allowAnalytics: true, shareData: false },
      dayStartsAt: '04:00',
      units: 'metric',
      ...preferences,
    },
    updated_at: '2026-01-01T00:00:00Z',
  };
}
