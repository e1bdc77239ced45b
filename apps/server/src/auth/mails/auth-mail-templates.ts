/** The auth mails in English and Spanish: plain text plus simple HTML built from the same strings. */
export type AuthMailKind = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change';
export type MailLocale = 'en' | 'es';

interface Strings {
  subject: string;
  intro: string;
  action: string;
  code: string;
  ignore: string;
}

const STRINGS: Record<MailLocale, Record<AuthMailKind, Strings>> = {
  en: {
    signup: {
      subject: 'Confirm your Ascend account',
      intro: 'Welcome to Ascend! Confirm your e-mail address to finish creating your account.',
      action: 'Confirm my e-mail',
      code: 'Or enter this code:',
      ignore: "If you didn't sign up for Ascend, you can ignore this message.",
    },
    invite: {
      subject: 'You have been invited to Ascend',
      intro: 'You have been invited to create an Ascend account. Accept the invitation to start.',
      action: 'Accept the invitation',
      code: 'Or enter this code:',
      ignore: "If you weren't expecting this invitation, you can ignore this message.",
    },
    recovery: {
      subject: 'Reset your Ascend password',
      intro: 'Someone asked to reset the password of your Ascend account.',
      action: 'Choose a new password',
      code: 'Or enter this code:',
      ignore: "If it wasn't you, ignore this message: your password stays the same.",
    },
    magiclink: {
      subject: 'Your Ascend sign-in link',
      intro: 'Use this link to sign in to Ascend.',
      action: 'Sign in',
      code: 'Or enter this code:',
      ignore: "If you didn't ask to sign in, you can ignore this message.",
    },
    email_change: {
      subject: 'Confirm your new Ascend e-mail address',
      intro: 'Confirm the change of the e-mail address of your Ascend account to {newEmail}.',
      action: 'Confirm the change',
      code: 'Or enter this code:',
      ignore:
        "If you didn't ask for this change, ignore this message and your address stays the same.",
    },
  },
  es: {
    signup: {
      subject: 'Confirma tu cuenta de Ascend',
      intro:
        '¡Bienvenido a Ascend! Confirma tu correo electrónico para terminar de crear tu cuenta.',
      action: 'Confirmar mi correo',
      code: 'O introduce este código:',
      ignore: 'Si no te registraste en Ascend, puedes ignorar este mensaje.',
    },
    invite: {
      subject: 'Te han invitado a Ascend',
      intro: 'Te han invitado a crear una cuenta de Ascend. Acepta la invitación para empezar.',
      action: 'Aceptar la invitación',
      code: 'O introduce este código:',
      ignore: 'Si no esperabas esta invitación, puedes ignorar este mensaje.',
    },
    recovery: {
      subject: 'Restablece tu contraseña de Ascend',
      intro: 'Alguien pidió restablecer la contraseña de tu cuenta de Ascend.',
      action: 'Elegir una contraseña nueva',
      code: 'O introduce este código:',
      ignore: 'Si no fuiste tú, ignora este mensaje: tu contraseña no cambia.',
    },
    magiclink: {
      subject: 'Tu enlace para entrar en Ascend',
      intro: 'Usa este enlace para iniciar sesión en Ascend.',
      action: 'Iniciar sesión',
      code: 'O introduce este código:',
      ignore: 'Si no pediste iniciar sesión, puedes ignorar este mensaje.',
    },
    email_change: {
      subject: 'Confirma tu nuevo correo de Ascend',
      intro: 'Confirma el cambio del correo electrónico de tu cuenta de Ascend a {newEmail}.',
      action: 'Confirmar el cambio',
      code: 'O introduce este código:',
      ignore: 'Si no pediste este cambio, ignora este mensaje y tu correo no cambiará.',
    },
  },
};

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

export function renderAuthMail(
  kind: AuthMailKind,
  locale: MailLocale,
  values: { link: string; otp: string; newEmail?: string },
): { subject: string; text: string; html: string } {
  const strings = STRINGS[locale][kind];
  const intro = strings.intro.replace('{newEmail}', values.newEmail ?? '');
  const text = [
    intro,
    '',
    `${strings.action}: ${values.link}`,
    '',
    `${strings.code} ${values.otp}`,
    '',
    strings.ignore,
    '',
  ].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(values.link)}">${escapeHtml(strings.action)}</a></p>
<p>${escapeHtml(strings.code)} <strong>${escapeHtml(values.otp)}</strong></p>
<p style="color:#666">${escapeHtml(strings.ignore)}</p>
</body></html>`;
  return { subject: strings.subject, text, html };
}

/** 'es' when the language tag or Accept-Language prefers Spanish over English, else 'en'. */
export function pickLocale(...candidates: (string | undefined)[]): MailLocale {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const ranked = candidate
      .split(',')
      .map((part) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.find((param) => param.trim().startsWith('q='));
        return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
      })
      .filter((entry) => entry.tag.length > 0)
      .sort((a, b) => b.q - a.q);
    for (const { tag } of ranked) {
      if (tag === 'es' || tag.startsWith('es-')) return 'es';
      if (tag === 'en' || tag.startsWith('en-')) return 'en';
    }
  }
  return 'en';
}

const REAUTHENTICATION: Record<MailLocale, { subject: string; intro: string; ignore: string }> = {
  en: {
    subject: 'Your Ascend confirmation code',
    intro: 'Enter this code to confirm it is you:',
    ignore: "If you didn't ask for a code, someone may know your password: change it.",
  },
  es: {
    subject: 'Tu código de confirmación de Ascend',
    intro: 'Introduce este código para confirmar que eres tú:',
    ignore: 'Si no pediste un código, alguien podría conocer tu contraseña: cámbiala.',
  },
};

/** The reauthentication mail: a code only, since it is typed into the app, never followed. */
export function renderReauthenticationMail(
  locale: MailLocale,
  otp: string,
): { subject: string; text: string; html: string } {
  const strings = REAUTHENTICATION[locale];
  return {
    subject: strings.subject,
    text: [strings.intro, '', otp, '', strings.ignore, ''].join('\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(strings.intro)} <strong>${escapeHtml(otp)}</strong></p>
<p style="color:#666">${escapeHtml(strings.ignore)}</p>
</body></html>`,
  };
}
