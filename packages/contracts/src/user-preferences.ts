import { z } from 'zod';
import { languageSchema, themeSchema } from './preferences.js';
import { isValidTimeZone } from './time-zone.js';
import { DEFAULT_DAY_STARTS_AT, dayStartsAtSchema } from './tracking/local-date.js';
import { unitSystemSchema } from './tracking/units.js';

export const timeZoneSchema = z
  .string()
  .refine(isValidTimeZone, { error: 'Must be a valid IANA time zone, e.g. Europe/Madrid' });

export const notificationPreferencesSchema = z.strictObject({
  email: z.boolean(),
  push: z.boolean(),
  marketing: z.boolean(),
});

export const privacyPreferencesSchema = z.strictObject({
  profilePublic: z.boolean(),
  allowAnalytics: z.boolean(),
  shareData: z.boolean(),
});

/** A user's stored preferences: always complete. */
export const userPreferencesSchema = z.strictObject({
  language: languageSchema,
  timezone: timeZoneSchema,
  theme: themeSchema,
  notifications: notificationPreferencesSchema,
  privacy: privacyPreferencesSchema,
  /** When the user's day begins (tracking); records made earlier count for the day before. */
  dayStartsAt: dayStartsAtSchema.default(DEFAULT_DAY_STARTS_AT),
  /** How quantities are shown and typed; stored in SI regardless. */
  units: unitSystemSchema.default('metric'),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

/** A change to preferences: any subset, down to a single notification or privacy switch. */
export const userPreferencesUpdateSchema = z.strictObject({
  language: languageSchema.optional(),
  timezone: timeZoneSchema.optional(),
  theme: themeSchema.optional(),
  notifications: notificationPreferencesSchema.partial().optional(),
  privacy: privacyPreferencesSchema.partial().optional(),
  dayStartsAt: dayStartsAtSchema.optional(),
  units: unitSystemSchema.optional(),
});
export type UserPreferencesUpdate = z.infer<typeof userPreferencesUpdateSchema>;

/** Defaults of a new account when the sign-up did not tell its language, zone or theme (decisions.md). */
export const DEFAULT_USER_PREFERENCES: UserPreferences = {
  language: 'es',
  timezone: 'America/Mexico_City',
  theme: 'system',
  notifications: { email: true, push: false, marketing: false },
  privacy: { profilePublic: false, allowAnalytics: true, shareData: false },
  dayStartsAt: DEFAULT_DAY_STARTS_AT,
  units: 'metric',
};
