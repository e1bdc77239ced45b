import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentMeta } from '@/lib/use-document-meta';

export function LandingPage() {
  const { t } = useTranslation('landing');
  useDocumentMeta(t('meta.title'), t('meta.description'));
  return (
    <section className="mx-auto flex max-w-4xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="mb-4 rounded-full border border-border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
        {t('hero.eyebrow')}
      </p>
      <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">
        {t('hero.title')}
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
        {t('hero.subtitle')}
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <a href="#pricing" className={buttonClasses('primary', 'h-12 px-6 text-base')}>
          {t('hero.primaryCta')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </a>
        <a href="#pricing" className={buttonClasses('secondary', 'h-12 px-6 text-base')}>
          {t('hero.secondaryCta')}
        </a>
      </div>
    </section>
  );
}
