/**
 * What the page says about itself when the server sent a prerendered page (see src/prerender/):
 * `<html lang="xx" data-prerendered="xx">` — the attribute keeps the prerendered language after
 * i18next has set `lang` to the detected one. public/pre-paint.js reads the same markers.
 */

/** Set by pre-paint.js when the prerendered page is not what this visitor sees; hides `#root`. */
export const CLIENT_RENDER_ATTRIBUTE = 'data-client-render';

/** The language the page was prerendered in, or null for the plain app shell. */
export function prerenderedLanguage(): string | null {
  return document.documentElement.getAttribute('data-prerendered');
}
