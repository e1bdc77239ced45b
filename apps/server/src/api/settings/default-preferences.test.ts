import { DEFAULT_USER_PREFERENCES } from '@ascend/contracts';
import { describe, expect, it } from 'vitest';
import { defaultPreferences } from './default-preferences.js';

describe("a new account's default preferences", () => {
  it('are es, America/Mexico_City and system when the sign-up said nothing', () => {
    expect(defaultPreferences(undefined)).toEqual(DEFAULT_USER_PREFERENCES);
    expect(defaultPreferences({})).toEqual(DEFAULT_USER_PREFERENCES);
  });

  it("take the visitor's language (or locale), time zone and theme from sign-up", () => {
    expect(
      defaultPreferences({ language: 'en', timezone: 'Asia/Tokyo', theme: 'light' }),
    ).toMatchObject({ language: 'en', timezone: 'Asia/Tokyo', theme: 'light' });
    expect(defaultPreferences({ locale: 'en-US' }).language).toBe('en');
    expect(defaultPreferences({ language: 'es_MX', locale: 'en' }).language).toBe('es');
  });

  it('ignore values that are not offered or not valid', () => {
    expect(defaultPreferences({ language: 'de', timezone: 'Nowhere/City', theme: 'neon' })).toEqual(
      DEFAULT_USER_PREFERENCES,
    );
    expect(defaultPreferences({ language: 42, timezone: null, theme: ['dark'] })).toEqual(
      DEFAULT_USER_PREFERENCES,
    );
  });

  it('return a fresh object each time', () => {
    const first = defaultPreferences({});
    first.notifications.email = false;
    expect(defaultPreferences({}).notifications.email).toBe(true);
  });
});
