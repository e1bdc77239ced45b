/**
 * The settings merge is written three times on purpose: each database merges in one statement
 * (SQLite's `json_patch`, PostgreSQL's jsonb operators: settings-repository.ts), and the web app's
 * optimistic display uses the contracts' TypeScript merge. Random records and changes prove they
 * give the same record.
 */
import { randomUUID } from 'node:crypto';
import {
  SUPPORTED_LANGUAGES,
  UNIT_SYSTEMS,
  THEMES,
  mergePersonalInfo,
  mergePreferences,
  personalInfoSchema,
  type PersonalInfo,
  type PersonalInfoUpdate,
  type UserPreferences,
  type UserPreferencesUpdate,
} from '@ascend/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../db/database.js';
import { openTestDatabase, testDatabaseKinds } from '../../test-support/test-database.js';
import { settingsRepository, type SettingsRepository } from './settings-repository.js';

const NOW = '2026-01-01T00:00:00.000Z';
const PERSONAL_KEYS = Object.keys(personalInfoSchema.shape) as (keyof PersonalInfo)[];

const language = fc.constantFrom(...SUPPORTED_LANGUAGES);
const theme = fc.constantFrom(...THEMES);
const timezone = fc.constantFrom('Europe/Madrid', 'America/Mexico_City', 'Asia/Tokyo', 'UTC');
const dayStartsAt = fc.constantFrom('00:00', '04:00', '05:30', '12:00');
const units = fc.constantFrom(...UNIT_SYSTEMS);
const notifications = { email: fc.boolean(), push: fc.boolean(), marketing: fc.boolean() };
const privacy = {
  profilePublic: fc.boolean(),
  allowAnalytics: fc.boolean(),
  shareData: fc.boolean(),
};
// Short values, including quotes and non-ASCII, which JSON has to escape on both sides.
const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('', 'Ana "López"', '東京 👋'));

const storedPreferences: fc.Arbitrary<UserPreferences> = fc.record({
  language,
  timezone,
  theme,
  notifications: fc.record(notifications),
  privacy: fc.record(privacy),
  dayStartsAt,
  units,
});
const preferencesChange: fc.Arbitrary<UserPreferencesUpdate> = fc.record(
  {
    language,
    timezone,
    theme,
    notifications: fc.record(notifications, { requiredKeys: [] }),
    privacy: fc.record(privacy, { requiredKeys: [] }),
    dayStartsAt,
    units,
  },
  { requiredKeys: [] },
);
const storedPersonalInfo: fc.Arbitrary<PersonalInfo> = fc.dictionary(
  fc.constantFrom(...PERSONAL_KEYS),
  text,
);
const personalInfoChange: fc.Arbitrary<PersonalInfoUpdate> = fc.dictionary(
  fc.constantFrom(...PERSONAL_KEYS),
  fc.option(text, { nil: null }),
);

async function insertUser(database: AppDatabase): Promise<string> {
  const id = randomUUID();
  await database.db
    .insertInto('users')
    .values({
      id,
      aud: 'authenticated',
      role: 'authenticated',
      email: `merge-${id}@example.com`,
      app_metadata: '{}',
      user_metadata: '{}',
      created_at: NOW,
      updated_at: NOW,
    })
    .execute();
  return id;
}

describe.each(testDatabaseKinds())('the settings merge on %s', (kind) => {
  let database: AppDatabase;
  let dispose: () => Promise<void>;
  let repository: SettingsRepository;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(kind));
    repository = settingsRepository(database);
  });
  afterAll(() => dispose());

  it("stores what the contracts' merge computes", async () => {
    await fc.assert(
      fc.asyncProperty(
        storedPreferences,
        storedPersonalInfo,
        preferencesChange,
        personalInfoChange,
        async (preferences, personalInfo, preferencesUpdate, personalInfoUpdate) => {
          const userId = await insertUser(database);
          const defaultsOf = () => preferences;
          await repository.update(userId, { personal_info: personalInfo }, defaultsOf);

          const stored = await repository.update(
            userId,
            { personal_info: personalInfoUpdate, preferences: preferencesUpdate },
            defaultsOf,
          );

          expect(stored.preferences).toEqual(mergePreferences(preferences, preferencesUpdate));
          expect(stored.personal_info).toEqual(mergePersonalInfo(personalInfo, personalInfoUpdate));
        },
      ),
      { numRuns: 60 },
    );
  });
});
