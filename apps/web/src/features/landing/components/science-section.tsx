import { useTranslation } from 'react-i18next';
import { SCIENCE_STATS } from '../content/landing-content';
import { ScienceCarousel } from './science-carousel';
import { SECTION, SectionHeading } from './section-heading';

export function ScienceSection() {
  const { t } = useTranslation('landingSections');
  return (
    <section id="science" aria-labelledby="science-title" className={`${SECTION} bg-card/40`}>
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="science-title"
          eyebrow={t('science.eyebrow')}
          title={t('science.title')}
          lead={t('science.lead')}
        />
        <dl className="mx-auto mt-12 grid max-w-3xl grid-cols-3 gap-2 text-center sm:gap-4">
          {SCIENCE_STATS.map((id) => (
            <div key={id} className="rounded-2xl border border-border bg-card px-2 py-4 sm:p-4">
              <dt className="text-xs text-muted-foreground sm:text-sm">
                {t(`science.stats.${id}`)}
              </dt>
              <dd className="order-first text-xl font-bold tracking-tight text-gradient sm:text-3xl">
                {t(`science.statValues.${id}`)}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-12">
          <ScienceCarousel />
        </div>
      </div>
    </section>
  );
}
