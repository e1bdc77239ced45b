import { useTranslation } from 'react-i18next';
import { FeatureCarousel } from './feature-carousel';
import { FeatureListMobile } from './feature-list-mobile';
import { SECTION, SectionHeading } from './section-heading';

export function FeaturesSection() {
  const { t } = useTranslation('landingFeatures');
  return (
    <section id="features" aria-labelledby="features-title" className={SECTION}>
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="features-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          lead={t('lead')}
        />
        <FeatureCarousel className="mt-14 hidden md:block" />
        <FeatureListMobile className="mt-10 md:hidden" />
      </div>
    </section>
  );
}
