import type { User } from '@supabase/auth-js';

/** The local part of the e-mail ("ana" for ana@example.com), shown as the user's name. */
export function emailLocalPart(email: string | undefined): string {
  return (email ?? '').split('@')[0] ?? '';
}

/** Where this app serves uploaded pictures; always from its own origin, like the rest of /api. */
const OWN_AVATAR_PATH = '/api/v1/avatar/';

/**
 * The uploaded picture (or the one Google gave), if any. Our own avatars are used by path, so an
 * address written with another host name of this server (SITE_URL) still passes `img-src 'self'`.
 */
export function avatarUrl(user: User | null): string | null {
  if (!user) return null;
  const url: unknown = user.user_metadata.avatar_url ?? user.user_metadata.picture;
  if (typeof url !== 'string' || url === '') return null;
  try {
    const parsed = new URL(url, window.location.origin);
    if (parsed.pathname.startsWith(OWN_AVATAR_PATH)) return parsed.pathname + parsed.search;
  } catch {
    // Not a URL we can read: use it as given.
  }
  return url;
}

/** The first letter of the e-mail, upper-case, for the avatar stand-in. */
export function userInitial(user: User | null): string {
  return emailLocalPart(user?.email).charAt(0).toUpperCase() || '?';
}
