import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { CommunitySection } from './components/community-section';
import { FaqSection } from './components/faq-section';
import { FeaturesSection } from './components/features-section';
import { GamificationSection } from './components/gamification-section';
import { HeroSection } from './components/hero-section';
import { HowItWorksSection } from './components/how-it-works-section';
import { PricingSection } from './components/pricing-section';
import { ScienceSection } from './components/science-section';
import { useHashScroll } from './hooks/use-hash-scroll';

export function LandingPage() {
  const { t } = useTranslation('landing');
  useDocumentMeta(t('meta.title'), t('meta.description'));
  useHashScroll();
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <ScienceSection />
      <HowItWorksSection />
      <GamificationSection />
      <PricingSection />
      <FaqSection />
      <CommunitySection />
    </>
  );
}
