/** E-mail addresses as the auth service stores, looks up and rate-limits them. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The part after the last `@` of an address, normalised; undefined when there is none. */
export function emailDomain(email: string): string | undefined {
  const normalized = normalizeEmail(email);
  const at = normalized.lastIndexOf('@');
  return at > 0 && at < normalized.length - 1 ? normalized.slice(at + 1) : undefined;
}
