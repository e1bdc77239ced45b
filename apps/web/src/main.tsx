/**
 * The entry: the styles, and the app (boot.tsx) once the page has had its first paint.
 *
 * A prerendered page is complete HTML: the visitor can read it before any of the app's code runs.
 * On a fast connection the code would arrive before the browser's first frame, and evaluating React
 * and hydrating would hold that frame back; so the app starts once the page has painted, and only
 * then fetches its code (the server leaves a prerendered page without script preloads:
 * apps/server/src/web/route-preloads.ts). Any other page starts the app at once, its code preloaded
 * by index.html (build/route-preloads.ts).
 */
import { CLIENT_RENDER_ATTRIBUTE, prerenderedLanguage } from './lib/prerendered-page';
import './styles.css';

/** Without a paint (a tab opened in the background), waiting ends after this many ms. */
const NO_PAINT_TIMEOUT_MS = 200;

/** Resolves once the browser reports the first contentful paint (at once if it already has). */
function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, NO_PAINT_TIMEOUT_MS);
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
      // Two frames: the first one's callbacks run before it is painted, the second's after.
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

// Worth waiting for only when there is something to see: a prerendered page that pre-paint.js
// did not hide.
const showsPrerenderedPage =
  prerenderedLanguage() !== null && !document.documentElement.hasAttribute(CLIENT_RENDER_ATTRIBUTE);

void (showsPrerenderedPage ? afterFirstContentfulPaint() : Promise.resolve()).then(
  () => import('./boot'),
);
