/**
 * Translation resources, bundled (never fetched). One namespace per page or shared area; both
 * languages must have the same keys (resources.test.ts proves it).
 */
import enCommon from '@/locales/en/common.json';
import enLanding from '@/locales/en/landing.json';
import esCommon from '@/locales/es/common.json';
import esLanding from '@/locales/es/landing.json';

export const resources = {
  en: { common: enCommon, landing: enLanding },
  es: { common: esCommon, landing: esLanding },
} as const;

export const defaultNamespace = 'common';
