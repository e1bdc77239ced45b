import { ChevronDown } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIMARY_LINKS } from '@/config/navigation';
import { useHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/cn';
import { NAV_TRIGGER } from './nav-styles';

const DesktopNav = lazy(() => import('./desktop-nav').then((m) => ({ default: m.DesktopNav })));

/** The menus as they will look, for the moment their code (Radix) is on its way. */
function DesktopNavPlaceholder({ className }: { className?: string }) {
  const { t } = useTranslation('layout');
  return (
    <nav aria-label={t('nav.label')} className={cn('relative', className)}>
      <ul className="flex items-center gap-1">
        {(['nav.features', 'nav.resources'] as const).map((key) => (
          <li key={key}>
            <button type="button" disabled className={cn(NAV_TRIGGER, 'disabled:opacity-100')}>
              {t(key)}
              <ChevronDown className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
        {PRIMARY_LINKS.map(({ key, to }) => (
          <li key={key}>
            <a href={to} className={NAV_TRIGGER}>
              {t(key)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The desktop navigation, its menu code loaded just after the first paint. */
export function DeferredDesktopNav({ className }: { className?: string }) {
  // A prerendered page shows (and hydrates) the stand-in: menus without their code swallow clicks.
  if (!useHydrated()) return <DesktopNavPlaceholder className={className} />;
  return (
    <Suspense fallback={<DesktopNavPlaceholder className={className} />}>
      <DesktopNav className={className} />
    </Suspense>
  );
}
