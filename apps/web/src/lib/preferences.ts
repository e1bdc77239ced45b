/**
 * The offered languages and themes at run time, without zod: importing the contracts' schemas
 * here would put all of zod into the landing page's first download. The records below are
 * checked against the contracts' types, so a value added there fails the type check here.
 */
import type { Language, Theme } from '@ascend/contracts';

const LANGUAGES: Record<Language, true> = { en: true, es: true };
const THEME_CHOICES: Record<Theme, true> = { light: true, dark: true, system: true };

export const SUPPORTED_LANGUAGES = Object.keys(LANGUAGES) as Language[];
export const THEMES = Object.keys(THEME_CHOICES) as Theme[];

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && Object.hasOwn(THEME_CHOICES, value);
}
