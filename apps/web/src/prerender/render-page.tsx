/**
 * The build's prerendering entry (built with `vite build --ssr`, run by scripts/prerender.mjs):
 * renders a public page with the real route components, as an anonymous visitor sees it before
 * anything of theirs is known, so the browser can show it before the JavaScript arrives and
 * then hydrate it (src/boot.tsx).
 */
import { DEFAULT_PASSWORD_MIN_LENGTH, type Language } from '@ascend/contracts';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { SUPPORTED_LANGUAGES } from '@/lib/preferences';
import { provideRuntimeConfig, type RuntimeConfig } from '@/lib/runtime-config';
import { DocumentMetaCollectorContext, type DocumentMeta } from '@/lib/use-document-meta';
import { createPrerenderI18n } from './prerender-i18n';

/** The routes prerendered, with the file name each gets (`<name>.<language>.html`). */
export const PRERENDERED_ROUTES = [
  { path: '/', name: 'index' },
  { path: '/login', name: 'login' },
  { path: '/contact', name: 'contact' },
] as const;

export const LANGUAGES: readonly Language[] = SUPPORTED_LANGUAGES;

/**
 * The runtime configuration is the server's, known only when it sends the page: the page is
 * rendered with these markers, which the server replaces (apps/server/src/web/prerendered-pages.ts).
 */
export function configMarker(key: keyof RuntimeConfig): string {
  return `__ASCEND_CONFIG_${key}__`;
}

const MARKED_CONFIG: RuntimeConfig = {
  siteUrl: configMarker('siteUrl'),
  communityUrl: configMarker('communityUrl'),
  communityWidgetUrl: configMarker('communityWidgetUrl'),
  supportEmail: configMarker('supportEmail'),
  businessEmail: configMarker('businessEmail'),
  pressEmail: configMarker('pressEmail'),
  // A number, so no text marker: no prerendered markup shows it (only a failed check would).
  passwordMinLength: DEFAULT_PASSWORD_MIN_LENGTH,
  version: configMarker('version'),
  // Rendered as the defaults; the server does not send a page whose markup these would change.
  disableSignup: false,
  manualLinking: false,
};

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  meta: DocumentMeta | null;
}

export async function renderPage(path: string, language: Language): Promise<RenderedPage> {
  provideRuntimeConfig(MARKED_CONFIG);
  let meta: DocumentMeta | null = null;
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <DocumentMetaCollectorContext value={(collected) => (meta = collected)}>
        <AppProviders i18n={createPrerenderI18n(language)}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </DocumentMetaCollectorContext>
    </StrictMode>,
    {
      // Everything inline: React would otherwise move large boundaries to the end of the page,
      // revealed by an inline script — which the CSP forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure ??= error;
      },
    },
  );
  // A page that failed to render must fail the build, not ship a half page.
  if (failure) throw failure instanceof Error ? failure : new Error('the page failed to render');
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude) html += decoder.decode(chunk as Uint8Array, { stream: true });
  html += decoder.decode();
  return { html, meta };
}
