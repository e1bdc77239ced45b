import { z } from 'zod';

/** Free text, trimmed; `''` is a legitimate "left blank" from a form. */
const text = (max: number) => z.string().trim().max(max);

const httpUrl = z.url({
  protocol: /^https?$/,
  hostname: z.regexes.domain,
  error: 'Must be an http:// or https:// URL',
});

/** A calendar date (YYYY-MM-DD) before today (UTC), so nobody is born in the future. */
const pastDate = z.iso
  .date({ error: 'Must be a date written as YYYY-MM-DD' })
  .refine((value) => value < new Date().toISOString().slice(0, 10), {
    error: 'Must be a date in the past',
  });

/** The profile a user fills in on the account page. Every field is optional; unknown keys are refused. */
export const personalInfoSchema = z.strictObject({
  full_name: text(200).optional(),
  phone: text(32).optional(),
  city: text(100).optional(),
  country: text(100).optional(),
  address: text(300).optional(),
  bio: text(1000).optional(),
  website: z.union([z.literal(''), httpUrl.max(2048)]).optional(),
  location: text(200).optional(),
  birth_date: z.union([z.literal(''), pastDate]).optional(),
  occupation: text(200).optional(),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;
export type PersonalInfoField = keyof PersonalInfo;

/**
 * A change to personal info: the keys given replace the stored ones, `null` removes a key, keys not
 * given stay as they are.
 */
export const personalInfoUpdateSchema = z.strictObject(
  Object.fromEntries(
    Object.entries(personalInfoSchema.shape).map(([key, schema]) => [
      key,
      schema.unwrap().nullable().optional(),
    ]),
  ) as {
    [K in keyof typeof personalInfoSchema.shape]: z.ZodOptional<
      z.ZodNullable<ReturnType<(typeof personalInfoSchema.shape)[K]['unwrap']>>
    >;
  },
);
export type PersonalInfoUpdate = z.infer<typeof personalInfoUpdateSchema>;
