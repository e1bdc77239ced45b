import { describe, expect, it } from 'vitest';
import { pickLocale, renderAuthMail } from './auth-mail-templates.js';

describe('auth mail templates', () => {
  it('renders both languages with the link and code in text and HTML', () => {
    for (const locale of ['en', 'es'] as const) {
      const mail = renderAuthMail('recovery', locale, {
        link: 'http://x/verify?a=1&b=2',
        otp: '123456',
      });
      expect(mail.text).toContain('http://x/verify?a=1&b=2');
      expect(mail.text).toContain('123456');
      expect(mail.html).toContain('href="http://x/verify?a=1&amp;b=2"');
    }
    expect(renderAuthMail('signup', 'es', { link: 'l', otp: '1' }).subject).toBe(
      'Confirma tu cuenta de Ascend',
    );
  });

  it('picks Spanish from a language tag or Accept-Language, English otherwise', () => {
    expect(pickLocale('es-MX')).toBe('es');
    expect(pickLocale(undefined, 'fr-FR,es;q=0.8,en;q=0.5')).toBe('es');
    expect(pickLocale(undefined, 'en-US,es;q=0.9')).toBe('en');
    expect(pickLocale('de', undefined)).toBe('en');
    expect(pickLocale()).toBe('en');
  });
});
