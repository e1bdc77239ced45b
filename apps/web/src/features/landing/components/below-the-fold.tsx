import { CommunitySection } from './community-section';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { GamificationSection } from './gamification-section';
import { HowItWorksSection } from './how-it-works-section';
import { PricingSection } from './pricing-section';
import { ScienceSection } from './science-section';

/** Everything under the hero: one chunk of its own, loaded right after the first paint. */
export function BelowTheFold() {
  return (
    <>
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
