import type { User } from '@supabase/auth-js';

/** The local part of the e-mail ("ana" for ana@example.com), shown as the user's name. */
export function emailLocalPart(email: string | undefined): string {
  return (email ?? '').split('@')[0] ?? '';
}

export function avatarUrl(user: User): string | null {
  const url: unknown = user.user_metadata.avatar_url ?? user.user_metadata.picture;
  return typeof url === 'string' && url !== '' ? url : null;
}
