import { ArrowRight, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { useAuthDialog } from '@/lib/auth/auth-dialog-context';
import { HERO_STATS } from '../content/landing-content';
import { HeroPreview } from './hero-preview';

export function HeroSection() {
  const { t } = useTranslation('landing');
  const { openAuthDialog } = useAuthDialog();
  return (
    <section aria-labelledby="hero-title" className="hero-glow relative overflow-hidden">
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pb-16 pt-12 sm:px-6 sm:pt-16 lg:grid-cols-[1.1fr_0.9fr] lg:pb-20 lg:pt-20">
        <div>
          <Link
            to="/#pricing"
            className="inline-flex items-center gap-2 rounded-full border border-accent/30 bg-accent/10 px-3 py-1 text-xs font-semibold text-accent transition-colors hover:bg-accent/15"
          >
            <Sparkles className="size-3.5" aria-hidden="true" />
            {t('hero.eyebrow')}
          </Link>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {t('hero.titleStart')} <span className="text-gradient">{t('hero.titleHighlight')}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted-foreground text-pretty">
            {t('hero.subtitle')}
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <Button
              className="h-12 px-6 text-base"
              onClick={() => openAuthDialog({ mode: 'signUp' })}
            >
              {t('hero.primaryCta')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Button>
            <Link to="/#pricing" className={buttonClasses('secondary', 'h-12 px-6 text-base')}>
              {t('hero.secondaryCta')}
            </Link>
          </div>
          <dl className="mt-12 grid grid-cols-2 gap-x-6 gap-y-6 sm:grid-cols-4">
            {HERO_STATS.map((id) => (
              <div key={id} className="border-l-2 border-accent/40 pl-4">
                <dt className="text-xs font-medium text-muted-foreground">
                  {t(`hero.stats.${id}`)}
                </dt>
                <dd className="order-first text-2xl font-bold tracking-tight">
                  {t(`hero.statValues.${id}`)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
