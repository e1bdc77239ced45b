import { Moon, Sun } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { useTheme } from '@/lib/theme/use-theme';

const ThemeMenu = lazy(() => import('./theme-menu').then((m) => ({ default: m.ThemeMenu })));

/** The trigger as it will look, shown for the moment the menu's code is on its way. */
function ThemeMenuPlaceholder() {
  const { t } = useTranslation();
  const { resolvedTheme } = useTheme();
  const Icon = resolvedTheme === 'dark' ? Moon : Sun;
  return (
    <button
      type="button"
      disabled
      aria-label={t('theme.toggle')}
      className={buttonClasses('ghost', 'w-10 px-0 disabled:opacity-100')}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}

/**
 * The theme menu, its menu code (Radix, floating-ui) loaded just after the first paint rather
 * than in the landing page's first download.
 */
export function DeferredThemeMenu() {
  return (
    <Suspense fallback={<ThemeMenuPlaceholder />}>
      <ThemeMenu />
    </Suspense>
  );
}
