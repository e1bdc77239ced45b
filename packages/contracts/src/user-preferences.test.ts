import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_PREFERENCES, userPreferencesSchema } from './user-preferences.js';

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('preferences', () => {
  it('the defaults are valid preferences', () => {
    expect(userPreferencesSchema.parse(DEFAULT_USER_PREFERENCES)).toEqual(DEFAULT_USER_PREFERENCES);
  });

  it('refuses unknown keys at every level', () => {
    const result = userPreferencesSchema.safeParse({
      ...DEFAULT_USER_PREFERENCES,
      notifications: { ...DEFAULT_USER_PREFERENCES.notifications, sms: true },
    });
    expect(paths(result)).toEqual(['notifications']);
  });
});
