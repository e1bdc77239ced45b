import type { PersonalInfo } from '@ascend/contracts';
import type { User } from '@supabase/auth-js';
import { z } from 'zod';

/** The account form's fields; the name is edited as first and last, stored as one full_name. */
export interface PersonalInfoForm {
  firstName: string;
  lastName: string;
  phone: string;
  city: string;
  country: string;
  address: string;
  bio: string;
  website: string;
  location: string;
  birthDate: string;
  occupation: string;
}

/** "Ana María López" → first "Ana", last "María López" (spec §3). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName, lastName: rest.join(' ') };
}

function metadataText(user: User | null, key: string): string {
  const value: unknown = user?.user_metadata[key];
  return typeof value === 'string' ? value : '';
}

/** The stored profile, each blank field filled from the sign-up metadata where that has it. */
export function formFromProfile(
  info: PersonalInfo | undefined,
  user: User | null,
): PersonalInfoForm {
  const stored = (key: keyof PersonalInfo, metadataKey: string = key) =>
    info?.[key] || metadataText(user, metadataKey);
  const name = info?.full_name?.trim()
    ? splitFullName(info.full_name)
    : { firstName: metadataText(user, 'first_name'), lastName: metadataText(user, 'last_name') };
  return {
    ...name,
    phone: stored('phone'),
    city: stored('city'),
    country: stored('country'),
    address: stored('address'),
    bio: stored('bio'),
    website: stored('website'),
    location: stored('location'),
    birthDate: stored('birth_date'),
    occupation: stored('occupation'),
  };
}

/** What Save sends: the joined, trimmed full name and every other field as typed (trimmed). */
export function profileFromForm(form: PersonalInfoForm): PersonalInfo {
  return {
    full_name: `${form.firstName.trim()} ${form.lastName.trim()}`.trim(),
    phone: form.phone.trim(),
    city: form.city.trim(),
    country: form.country.trim(),
    address: form.address.trim(),
    bio: form.bio.trim(),
    website: form.website.trim(),
    location: form.location.trim(),
    birth_date: form.birthDate.trim(),
    occupation: form.occupation.trim(),
  };
}

/**
 * The account form as react-hook-form validates it: every field free text (the spec asks for no
 * checks there), turned into what Save sends.
 */
export const personalInfoFormSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    city: z.string(),
    country: z.string(),
    address: z.string(),
    bio: z.string(),
    website: z.string(),
    location: z.string(),
    birthDate: z.string(),
    occupation: z.string(),
  } satisfies Record<keyof PersonalInfoForm, z.ZodString>)
  .transform(profileFromForm);
