/**
 * Translation resources, bundled with the app (never fetched from elsewhere). One namespace per
 * page or shared area, one file per language: `src/locales/<lang>/<namespace-in-kebab-case>.json`.
 * Both languages must have the same files and keys (resources.test.ts proves it).
 *
 * Only what every page shows at once (header, footer, hero) is in the first download; every other
 * namespace is its own small chunk, loaded by i18next the first time a component asks for it.
 * A new namespace needs nothing more than its two files.
 */
import type { BackendModule, i18n, ReadCallback, ResourceKey, Services } from 'i18next';
import enCommon from '@/locales/en/common.json';
import enLanding from '@/locales/en/landing.json';
import enLayout from '@/locales/en/layout.json';
import esCommon from '@/locales/es/common.json';
import esLanding from '@/locales/es/landing.json';
import esLayout from '@/locales/es/layout.json';
import { SUPPORTED_LANGUAGES } from '@/lib/preferences';

export const defaultNamespace = 'common';

/** The namespaces of the first download. */
export const bundledResources = {
  en: { common: enCommon, layout: enLayout, landing: enLanding },
  es: { common: esCommon, layout: esLayout, landing: esLanding },
} as const;

export const BUNDLED_NAMESPACES = Object.keys(bundledResources.en);

type LocaleModule = { default: ResourceKey };
type BundleStore = Pick<i18n, 'hasResourceBundle' | 'addResourceBundle'>;

// The bundled namespaces above are left out: they are never fetched.
const localeFiles = import.meta.glob<LocaleModule>([
  '/src/locales/*/*.json',
  '!/src/locales/*/common.json',
  '!/src/locales/*/layout.json',
  '!/src/locales/*/landing.json',
]);

/** `landing-features` → `landingFeatures`. */
export function namespaceOf(fileName: string): string {
  return fileName
    .replace(/\.json$/, '')
    .replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function loaderFor(language: string, namespace: string) {
  const entry = Object.entries(localeFiles).find(([file]) => {
    const [, lang, name] = /\/locales\/([^/]+)\/([^/]+)$/.exec(file) ?? [];
    return lang === language && name !== undefined && namespaceOf(name) === namespace;
  });
  return entry?.[1];
}

/**
 * Starts downloading these namespaces in every offered language before a component asks for them
 * (the backend then finds the chunks already here), so a page's strings load alongside its code
 * instead of after it.
 */
export function preloadNamespaces(namespaces: readonly string[]): void {
  for (const namespace of namespaces) {
    for (const language of SUPPORTED_LANGUAGES) {
      loaderFor(language, namespace)?.().catch(() => {
        // Best effort: the backend's own load retries and reports.
      });
    }
  }
}

/**
 * An i18next backend over the lazily loaded locale chunks. It loads a namespace in every offered
 * language at once, so switching language never waits (nor shows a loading state).
 */
export class LazyLocaleBackend implements BackendModule {
  static type = 'backend' as const;
  type = 'backend' as const;
  private store: BundleStore | null = null;

  init(services: Services): void {
    // The store has these methods at run time; i18next's types leave them out.
    this.store = services.resourceStore as unknown as BundleStore;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const load = loaderFor(language, namespace);
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    for (const other of SUPPORTED_LANGUAGES) {
      if (other === language || this.store?.hasResourceBundle(other, namespace)) {
        continue;
      }
      void loaderFor(other, namespace)?.().then(
        (module) => this.store?.addResourceBundle(other, namespace, module.default),
        () => undefined,
      );
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  }
}
