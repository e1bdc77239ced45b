/**
 * Translation resources, bundled (never fetched). One namespace per page or shared area; both
 * languages must have the same keys (resources.test.ts proves it).
 */
import enAccount from '@/locales/en/account.json';
import enApi from '@/locales/en/api.json';
import enAuth from '@/locales/en/auth.json';
import enCommon from '@/locales/en/common.json';
import enContact from '@/locales/en/contact.json';
import enDashboard from '@/locales/en/dashboard.json';
import enFaq from '@/locales/en/faq.json';
import enLandingFeatures from '@/locales/en/landing-features.json';
import enLanding from '@/locales/en/landing.json';
import enLayout from '@/locales/en/layout.json';
import enPricing from '@/locales/en/pricing.json';
import enSettings from '@/locales/en/settings.json';
import esAccount from '@/locales/es/account.json';
import esApi from '@/locales/es/api.json';
import esAuth from '@/locales/es/auth.json';
import esCommon from '@/locales/es/common.json';
import esContact from '@/locales/es/contact.json';
import esDashboard from '@/locales/es/dashboard.json';
import esFaq from '@/locales/es/faq.json';
import esLandingFeatures from '@/locales/es/landing-features.json';
import esLanding from '@/locales/es/landing.json';
import esLayout from '@/locales/es/layout.json';
import esPricing from '@/locales/es/pricing.json';
import esSettings from '@/locales/es/settings.json';

export const resources = {
  en: {
    common: enCommon,
    layout: enLayout,
    landing: enLanding,
    landingFeatures: enLandingFeatures,
    pricing: enPricing,
    faq: enFaq,
    auth: enAuth,
    contact: enContact,
    dashboard: enDashboard,
    account: enAccount,
    settings: enSettings,
    api: enApi,
  },
  es: {
    common: esCommon,
    layout: esLayout,
    landing: esLanding,
    landingFeatures: esLandingFeatures,
    pricing: esPricing,
    faq: esFaq,
    auth: esAuth,
    contact: esContact,
    dashboard: esDashboard,
    account: esAccount,
    settings: esSettings,
    api: esApi,
  },
} as const;

export const defaultNamespace = 'common';
