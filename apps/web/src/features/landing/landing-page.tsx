import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { HeroSection } from './components/hero-section';
import { useHashScroll } from './hooks/use-hash-scroll';

// Below the fold: kept out of the first download (the landing page's budget is 150 KB gzip).
const BelowTheFold = lazy(() =>
  import('./components/below-the-fold').then((m) => ({ default: m.BelowTheFold })),
);

export function LandingPage() {
  const { t } = useTranslation('landing');
  useDocumentMeta(t('meta.title'), t('meta.description'));
  useHashScroll();
  // Rendered as a transition after the hero: React then works in small slices, so the page stays
  // responsive while the long rest of the landing page is built.
  const [showRest, setShowRest] = useState(false);
  useEffect(() => startTransition(() => setShowRest(true)), []);
  return (
    <>
      <HeroSection />
      {/* A screen-high stand-in, so the footer never shows (or jumps) while the rest arrives. */}
      <Suspense fallback={<div className="min-h-dvh" />}>
        {showRest ? <BelowTheFold /> : <div className="min-h-dvh" />}
      </Suspense>
    </>
  );
}
