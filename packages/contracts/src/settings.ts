import { z } from 'zod';
import { personalInfoSchema, personalInfoUpdateSchema } from './personal-info.js';
import { userPreferencesSchema, userPreferencesUpdateSchema } from './user-preferences.js';

/** What `GET /api/v1/settings` answers. */
export const userSettingsSchema = z.object({
  personal_info: personalInfoSchema,
  preferences: userPreferencesSchema,
  /** ISO-8601 UTC timestamp of the last change. */
  updated_at: z.string(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** The body of `PUT /api/v1/settings`: personal_info and/or preferences, each partial. */
export const userSettingsUpdateSchema = z
  .strictObject({
    personal_info: personalInfoUpdateSchema.optional(),
    preferences: userPreferencesUpdateSchema.optional(),
  })
  .refine((body) => body.personal_info !== undefined || body.preferences !== undefined, {
    error: 'Give personal_info, preferences or both',
  });
export type UserSettingsUpdate = z.infer<typeof userSettingsUpdateSchema>;
