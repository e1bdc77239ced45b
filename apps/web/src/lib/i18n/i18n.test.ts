import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, LANGUAGE_STORAGE_KEY } from './i18n';

function setBrowser(url: string, languages: string[]) {
  window.history.replaceState(null, '', url);
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

describe('language detection', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('prefers the lng query parameter over storage and browser', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    setBrowser('/?lng=es', ['en-US']);
    expect(createI18n().resolvedLanguage).toBe('es');
  });

  it('uses the stored choice over the browser language', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    setBrowser('/', ['en-US']);
    expect(createI18n().resolvedLanguage).toBe('es');
  });

  it('falls back to the browser language, then English', () => {
    setBrowser('/', ['es-MX', 'en']);
    expect(createI18n().resolvedLanguage).toBe('es');
    localStorage.clear();
    setBrowser('/', ['fr-FR']);
    expect(createI18n().resolvedLanguage).toBe('en');
  });

  it('saves the choice and updates <html lang> when the language changes', async () => {
    setBrowser('/', ['en-US']);
    const i18n = createI18n();
    expect(document.documentElement.lang).toBe('en');
    await i18n.changeLanguage('es');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(i18n.t('loading')).toBe('Cargando...');
  });
});
