import { ArrowLeft, Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentMeta } from '@/lib/use-document-meta';

export type PlaceholderSection = 'overview' | 'section' | 'account' | 'settings';

/** A stand-in for the signed-in area until the dashboard is built; it lets the guard be exercised. */
export function DashboardPlaceholderPage({ section }: { section: PlaceholderSection }) {
  const { t } = useTranslation('dashboard');
  useDocumentMeta(t(`meta.${section}`));
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <Construction className="mx-auto size-10 text-accent" aria-hidden="true" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{t(`titles.${section}`)}</h1>
      <p className="mt-4 text-muted-foreground">{t('soon')}</p>
      {section !== 'overview' && (
        <Link
          to="/dashboard"
          className="mt-8 inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('backToDashboard')}
        </Link>
      )}
    </section>
  );
}
