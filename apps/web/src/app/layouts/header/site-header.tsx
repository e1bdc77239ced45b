import { Menu, X } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/brand/logo';
import { LanguageButtons } from '@/components/controls/language-buttons';
import { DeferredThemeMenu } from '@/components/controls/deferred-theme-menu';
import { buttonClasses } from '@/components/ui/button';
import { useHydrated } from '@/hooks/use-hydrated';
import { AuthControl } from './auth-control';
import { DeferredDesktopNav } from './deferred-desktop-nav';
import { MobileMenu } from './mobile-menu';

const MOBILE_MENU_ID = 'mobile-menu';

export function SiteHeader() {
  const { t } = useTranslation('layout');
  const [mobileOpen, setMobileOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // On a prerendered page the toggle works once hydrated; until then a tap would do nothing. It
  // keeps its look meanwhile: dimming it for that moment on every visit would only flicker.
  const hydrated = useHydrated();
  // Escape hands focus back to the toggle; choosing an item lets the new page take it.
  const closeMobileMenu = useCallback((returnFocus: boolean) => {
    setMobileOpen(false);
    if (returnFocus) toggle.current?.focus();
  }, []);
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/80 backdrop-blur-md supports-[backdrop-filter]:bg-background/65">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Logo />
        <DeferredDesktopNav className="ml-6 hidden lg:flex" />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageButtons className="hidden sm:flex" />
          <DeferredThemeMenu />
          <AuthControl />
          <button
            ref={toggle}
            type="button"
            className={buttonClasses('ghost', 'w-10 px-0 disabled:opacity-100 lg:hidden')}
            aria-expanded={mobileOpen}
            aria-controls={MOBILE_MENU_ID}
            disabled={!hydrated}
            aria-label={mobileOpen ? t('mobileMenu.close') : t('mobileMenu.open')}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Menu className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>
      {mobileOpen && <MobileMenu id={MOBILE_MENU_ID} onClose={closeMobileMenu} />}
    </header>
  );
}
