import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { useHydrated } from '@/hooks/use-hydrated';
import { ThemeIcon } from './theme-icon';

const ThemeMenu = lazy(() => import('./theme-menu').then((m) => ({ default: m.ThemeMenu })));

/** The trigger as it will look, shown for the moment the menu's code is on its way. */
function ThemeMenuPlaceholder() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      disabled
      aria-label={t('theme.toggle')}
      className={buttonClasses('ghost', 'w-10 px-0 disabled:opacity-100')}
    >
      <ThemeIcon />
    </button>
  );
}

/**
 * The theme menu, its menu code (Radix, floating-ui) loaded just after the first paint rather
 * than in the landing page's first download. A prerendered page shows (and hydrates) the stand-in:
 * a live-looking trigger without its code would swallow clicks.
 */
export function DeferredThemeMenu() {
  if (!useHydrated()) return <ThemeMenuPlaceholder />;
  return (
    <Suspense fallback={<ThemeMenuPlaceholder />}>
      <ThemeMenu />
    </Suspense>
  );
}
