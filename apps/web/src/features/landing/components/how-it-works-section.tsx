import { useTranslation } from 'react-i18next';
import { HOW_IT_WORKS_STEPS } from '../content/landing-content';
import { SECTION, SectionHeading } from './section-heading';

export function HowItWorksSection() {
  const { t } = useTranslation('landingSections');
  return (
    <section id="how-it-works" aria-labelledby="how-title" className={SECTION}>
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="how-title"
          eyebrow={t('howItWorks.eyebrow')}
          title={t('howItWorks.title')}
          lead={t('howItWorks.lead')}
        />
        <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {HOW_IT_WORKS_STEPS.map(({ id, icon: Icon }, index) => (
            <li key={id} className="relative rounded-2xl border border-border bg-card p-6">
              <span className="absolute right-5 top-4 text-4xl font-bold text-muted-foreground/25">
                {index + 1}
              </span>
              <span className="grid size-11 place-items-center rounded-xl bg-accent/12 text-accent">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{t(`howItWorks.steps.${id}.title`)}</h3>
              <p className="mt-2 text-sm text-muted-foreground">
                {t(`howItWorks.steps.${id}.body`)}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
