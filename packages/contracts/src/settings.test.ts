import { describe, expect, it } from 'vitest';
import type { PersonalInfoUpdate } from './personal-info.js';
import { userSettingsUpdateSchema } from './settings.js';

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('settings update', () => {
  it('takes a single switch, or a personal-info key set to null (removed)', () => {
    expect(
      userSettingsUpdateSchema.parse({ preferences: { privacy: { shareData: true } } }),
    ).toEqual({ preferences: { privacy: { shareData: true } } });
    const update: PersonalInfoUpdate = { city: null };
    expect(userSettingsUpdateSchema.parse({ personal_info: update })).toEqual({
      personal_info: { city: null },
    });
  });

  it('needs personal_info or preferences, and nothing else', () => {
    expect(userSettingsUpdateSchema.safeParse({}).success).toBe(false);
    expect(paths(userSettingsUpdateSchema.safeParse({ preferences: {}, extra: 1 }))).toEqual(['']);
    expect(
      paths(userSettingsUpdateSchema.safeParse({ preferences: { timezone: 'Nowhere' } })),
    ).toEqual(['preferences.timezone']);
    expect(paths(userSettingsUpdateSchema.safeParse({ preferences: { language: 'fr' } }))).toEqual([
      'preferences.language',
    ]);
  });
});
