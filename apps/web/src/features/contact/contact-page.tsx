import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { ContactCards } from './components/contact-cards';
import { ContactForm } from './components/contact-form';

export function ContactPage() {
  const { t } = useTranslation('contact');
  useDocumentMeta(t('meta.title'), t('meta.description'));
  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent">{t('eyebrow')}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {t('title')}
        </h1>
        <p className="mt-4 text-lg text-muted-foreground text-pretty">{t('subtitle')}</p>
        <p className="mt-4 inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1 text-sm text-muted-foreground">
          <Clock className="size-4 text-accent" aria-hidden="true" />
          {t('responseTime')}
        </p>
      </header>
      <div className="mt-12 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-border bg-card p-6 sm:p-8"
        >
          <h2 id="contact-form-title" className="text-xl font-semibold">
            {t('form.title')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('form.subtitle')}</p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
        <ContactCards />
      </div>
    </div>
  );
}
