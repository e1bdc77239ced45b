import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageHydratedMarker } from '@/hooks/use-page-hydrated';
import { preloadWhenIdle } from '../lazy-routes';
import { AuthDialogHost } from './auth-dialog-host';
import { SiteHeader } from './header/site-header';
import { PageFallback } from './page-fallback';
import { SiteFooter } from './site-footer';

export function PublicLayout() {
  const { t } = useTranslation();
  useEffect(() => preloadWhenIdle(), []);
  return (
    <div className="relative flex min-h-dvh flex-col">
      <div aria-hidden="true" className="noise-overlay" />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[70] focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow-lg"
      >
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
          <PageHydratedMarker />
        </Suspense>
      </main>
      <SiteFooter />
      <AuthDialogHost />
    </div>
  );
}
