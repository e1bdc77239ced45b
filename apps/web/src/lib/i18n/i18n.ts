import { SUPPORTED_LANGUAGES } from '@/lib/preferences';
import i18next, { type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  BUNDLED_NAMESPACES,
  bundledResources,
  defaultNamespace,
  LazyLocaleBackend,
} from './resources';

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/**
 * Detection order (product spec §4): the `lng` query parameter, then `i18nextLng` in local storage,
 * then the browser's languages; the choice is saved to local storage; fallback English.
 */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(LanguageDetector)
    .use(LazyLocaleBackend)
    .use(initReactI18next)
    .init({
      resources: bundledResources,
      // Other namespaces come through the backend when first used (see resources.ts).
      partialBundledLanguages: true,
      defaultNS: defaultNamespace,
      ns: BUNDLED_NAMESPACES,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      detection: {
        order: ['querystring', 'localStorage', 'navigator'],
        lookupQuerystring: 'lng',
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
      },
      initAsync: false,
      // A component whose namespace is still loading suspends (its Suspense boundary shows).
      react: { useSuspense: true },
    });
  const syncDocumentLanguage = (language: string) => {
    document.documentElement.lang = language.split('-')[0] ?? 'en';
  };
  syncDocumentLanguage(instance.resolvedLanguage ?? 'en');
  instance.on('languageChanged', () => syncDocumentLanguage(instance.resolvedLanguage ?? 'en'));
  return instance;
}
