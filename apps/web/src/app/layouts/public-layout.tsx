import { Outlet, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageButtons } from '@/components/controls/language-buttons';
import { ThemeMenu } from '@/components/controls/theme-menu';

export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <header className="sticky top-0 z-40 border-b border-border bg-background/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Link to="/" className="flex items-center gap-2 text-lg font-bold tracking-tight">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            {t('appName')}
          </Link>
          <div className="flex items-center gap-2">
            <LanguageButtons />
            <ThemeMenu />
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
