/**
 * Validation at the boundary. Bodies are parsed the way the Go server's `json.Unmarshal` does:
 * unknown fields ignored, JSON `null` for a string field treated as absent.
 */
import { z } from 'zod';
import { authErrors } from './auth-errors.js';
import { normalizeEmail } from '../users/email-address.js';

/** A string field where `null` and `""` mean "not given". */
export const optionalString = z
  .string()
  .nullish()
  .transform((value) => (value === null || value === '' ? undefined : value));

/** A password as sent, at most 1 024 characters: the bound on what one request makes argon2 hash. */
export const optionalPassword = optionalString.pipe(z.string().max(1024).optional());

export const optionalBoolean = z.boolean().nullish();

/** A JSON object of metadata; values may be null (which deletes the key on merge). */
export const metadataObject = z.record(z.string(), z.unknown()).nullish();

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw authErrors.validationFailed(`${where}${issue.message}`);
}

const emailSchema = z.email().max(255);

/** Lower-cased, trimmed address, or a 400 with the protocol's message. */
export function validEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (!emailSchema.safeParse(normalized).success) throw authErrors.invalidEmail();
  return normalized;
}

const CODE_CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;

export interface CodeChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

/** PKCE parameters: both or neither, a well-formed challenge, method s256 or plain. */
export function parseCodeChallenge(
  challenge: string | undefined,
  method: string | undefined,
): CodeChallenge | undefined {
  if (challenge === undefined && method === undefined) return undefined;
  if (challenge === undefined || method === undefined) {
    throw authErrors.validationFailed(
      'PKCE flow requires code_challenge_method and code_challenge',
    );
  }
  const normalizedMethod = method.toLowerCase();
  if (normalizedMethod !== 's256' && normalizedMethod !== 'plain') {
    throw authErrors.validationFailed(`code challenge method not supported: ${method}`);
  }
  if (!CODE_CHALLENGE.test(challenge)) {
    throw authErrors.validationFailed('code challenge has to be between 43 and 128 characters');
  }
  return { challenge, method: normalizedMethod };
}
