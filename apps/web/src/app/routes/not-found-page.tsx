import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentMeta } from '@/lib/use-document-meta';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('meta.notFoundTitle'));
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-4 text-muted-foreground">{t('notFound.description')}</p>
      <Link to="/" className={buttonClasses('primary', 'mt-8')}>
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
