import type { User } from '@supabase/auth-js';

/** The local part of the e-mail ("ana" for ana@example.com), shown as the user's name. */
export function emailLocalPart(email: string | undefined): string {
  return (email ?? '').split('@')[0] ?? '';
}

/** The uploaded picture (or the one Google gave), if any. */
export function avatarUrl(user: User | null): string | null {
  if (!user) return null;
  const url: unknown = user.user_metadata.avatar_url ?? user.user_metadata.picture;
  return typeof url === 'string' && url !== '' ? url : null;
}

/** The first letter of the e-mail, upper-case, for the avatar stand-in. */
export function userInitial(user: User | null): string {
  return emailLocalPart(user?.email).charAt(0).toUpperCase() || '?';
}
