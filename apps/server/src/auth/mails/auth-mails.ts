/** Sends an auth mail whose link goes to `${SITE_URL}/auth/v1/verify`. */
import type { AuthServices } from '../auth-services.js';
import { renderAuthMail, type AuthMailKind, type MailLocale } from './auth-mail-templates.js';

export type VerifyType = 'signup' | 'recovery' | 'magiclink' | 'email_change' | 'invite';

export function verifyLink(
  siteUrl: string,
  linkToken: string,
  type: VerifyType,
  redirectTo: string,
): string {
  const query = new URLSearchParams({ token: linkToken, type, redirect_to: redirectTo });
  return `${siteUrl}/auth/v1/verify?${query.toString()}`;
}

export async function sendAuthMail(
  services: AuthServices,
  input: {
    kind: AuthMailKind;
    to: string;
    locale: string;
    otp: string;
    linkToken: string;
    redirectTo: string;
    newEmail?: string;
  },
): Promise<void> {
  const type: VerifyType = input.kind;
  const link = verifyLink(services.config.siteUrl, input.linkToken, type, input.redirectTo);
  const locale: MailLocale = input.locale === 'es' ? 'es' : 'en';
  const mail = renderAuthMail(input.kind, locale, {
    link,
    otp: input.otp,
    ...(input.newEmail ? { newEmail: input.newEmail } : {}),
  });
  await services.mail.sendMail({ to: input.to, ...mail });
}
