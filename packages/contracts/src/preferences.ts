import { z } from 'zod';

/** Interface languages offered; no other until it is fully translated (decisions.md). */
export const SUPPORTED_LANGUAGES = ['en', 'es'] as const;
export const languageSchema = z.enum(SUPPORTED_LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

/** `system` follows the operating system's setting, live. */
export const THEMES = ['light', 'dark', 'system'] as const;
export const themeSchema = z.enum(THEMES);
export type Theme = z.infer<typeof themeSchema>;
