/**
 * The display name a member gets when they join without choosing one (issue 16): their first name
 * from the account's metadata, else the local part of their e-mail address, never the whole
 * address. Cut to what a display name may hold, so the default always passes the contracts' rule.
 */
import { DISPLAY_NAME_MAX_LENGTH, displayNameSchema } from '@ascend/contracts';

const FALLBACK = 'Member';

function firstNameOf(metadata: Record<string, unknown>): string | undefined {
  if (typeof metadata.first_name === 'string' && metadata.first_name.trim()) {
    return metadata.first_name;
  }
  // A full name (the account page's, or an OAuth provider's) starts with the first name.
  const full = metadata.full_name ?? metadata.name;
  if (typeof full === 'string') return full.trim().split(/\s+/u)[0];
  return undefined;
}

function fitting(candidate: string | undefined): string | undefined {
  if (candidate === undefined) return undefined;
  // Control and invisible characters dropped, then cut to the length a name may have.
  const cleaned = [...candidate.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '').trim()]
    .slice(0, DISPLAY_NAME_MAX_LENGTH)
    .join('')
    .trim();
  const parsed = displayNameSchema.safeParse(cleaned);
  return parsed.success ? parsed.data : undefined;
}

export function defaultDisplayName(
  email: string | null,
  metadata: Record<string, unknown>,
): string {
  const localPart = email?.includes('@') ? email.slice(0, email.lastIndexOf('@')) : undefined;
  return fitting(firstNameOf(metadata)) ?? fitting(localPart) ?? FALLBACK;
}
