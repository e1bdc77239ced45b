import { Sparkles } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { FOOTER_COLUMNS } from '@/config/navigation';

const neverChanges = () => () => undefined;

/**
 * This year on the visitor's clock. The prerendered page (built earlier, maybe last year) leaves it
 * out; hydration does the same, then fills it in — so the two never disagree.
 */
function useCurrentYear(): number | null {
  return useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => null,
  );
}

export function SiteFooter() {
  const { t } = useTranslation('layout');
  const year = useCurrentYear() ?? '';
  return (
    <footer className="border-t border-border bg-card/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)]">
        <div className="max-w-xs">
          <Logo />
          <p className="mt-4 text-sm leading-relaxed text-muted-foreground">
            {t('footer.tagline')}
          </p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.key} aria-label={t(column.key)}>
            <h2 className="text-sm font-semibold">{t(column.key)}</h2>
            <ul className="mt-4 grid gap-3">
              {column.links.map((link) => (
                <li key={link.key}>
                  <Link
                    to={link.to}
                    className="text-sm text-muted-foreground transition-colors hover:text-foreground"
                  >
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{t('footer.copyright', { year })}</p>
          <p className="flex items-center gap-1.5">
            <Sparkles className="size-4 text-accent" aria-hidden="true" />
            {t('footer.poweredByAi')}
          </p>
        </div>
      </div>
    </footer>
  );
}
