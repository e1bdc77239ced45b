import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@ascend/contracts';
import { defaultNamespace, namespaceOf } from '@/lib/i18n/resources';

// At build time every namespace is at hand, so nothing suspends on translations.
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  '/src/locales/*/*.json',
  {
    eager: true,
  },
);

function allResources(): Resource {
  const resources: Resource = {};
  for (const [file, module] of Object.entries(localeFiles)) {
    const [, language, name] = /\/locales\/([^/]+)\/([^/]+)$/.exec(file) ?? [];
    if (!language || !name) continue;
    resources[language] = { ...resources[language], [namespaceOf(name)]: module.default };
  }
  return resources;
}

/** An i18next instance fixed on one language, with the same options as the browser's. */
export function createPrerenderI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: allResources(),
    lng: language,
    fallbackLng: 'en',
    defaultNS: defaultNamespace,
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: true },
  });
  return instance;
}
