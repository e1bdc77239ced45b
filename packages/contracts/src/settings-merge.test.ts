import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_PREFERENCES } from './user-preferences.js';
import { completePreferences, mergePersonalInfo, mergePreferences } from './settings-merge.js';

describe('merging a settings change', () => {
  it('personal info: given keys replace, null removes, the rest stays', () => {
    expect(
      mergePersonalInfo(
        { full_name: 'Ana', city: 'Puebla', phone: '1' },
        { city: 'Oaxaca', phone: null, bio: '' },
      ),
    ).toEqual({ full_name: 'Ana', city: 'Oaxaca', bio: '' });
  });

  it('preferences: a single switch changes only itself', () => {
    const merged = mergePreferences(DEFAULT_USER_PREFERENCES, {
      notifications: { push: true },
      privacy: { shareData: true },
    });
    expect(merged).toEqual({
      ...DEFAULT_USER_PREFERENCES,
      notifications: { ...DEFAULT_USER_PREFERENCES.notifications, push: true },
      privacy: { ...DEFAULT_USER_PREFERENCES.privacy, shareData: true },
    });
    // The input is not modified.
    expect(DEFAULT_USER_PREFERENCES.notifications.push).toBe(false);
  });

  it('stored preferences missing a key read as complete', () => {
    expect(
      completePreferences(
        { theme: 'dark', privacy: { shareData: true } },
        DEFAULT_USER_PREFERENCES,
      ),
    ).toEqual({
      ...DEFAULT_USER_PREFERENCES,
      theme: 'dark',
      privacy: { ...DEFAULT_USER_PREFERENCES.privacy, shareData: true },
    });
    expect(completePreferences('not an object', DEFAULT_USER_PREFERENCES)).toEqual(
      DEFAULT_USER_PREFERENCES,
    );
  });
});
