import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GAMIFICATION_ITEMS } from '../content/landing-content';
import { SECTION, SectionHeading } from './section-heading';

export function GamificationSection() {
  const { t } = useTranslation('landingSections');
  return (
    <section
      id="gamification"
      aria-labelledby="gamification-title"
      className={`${SECTION} bg-card/40`}
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="gamification-title"
            eyebrow={t('gamification.eyebrow')}
            title={t('gamification.title')}
            lead={t('gamification.lead')}
            className="text-left lg:mx-0"
          />
          <ul className="mt-10 grid gap-5 sm:grid-cols-2">
            {GAMIFICATION_ITEMS.map(({ id, icon: Icon }) => (
              <li key={id} className="flex gap-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent/12 text-accent">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold">{t(`gamification.items.${id}.title`)}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">
                    {t(`gamification.items.${id}.body`)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div
          aria-hidden="true"
          className="rounded-3xl border border-border bg-card p-6 shadow-xl shadow-black/5"
        >
          <div className="flex items-center justify-between">
            <p className="text-sm font-semibold">{t('gamification.card.level')}</p>
            <p className="text-sm text-muted-foreground">{t('gamification.card.points')}</p>
          </div>
          <div className="mt-3 h-3 rounded-full bg-muted">
            <div className="h-3 w-[72%] rounded-full bg-gradient-to-r from-violet-500 to-fuchsia-500" />
          </div>
          <p className="mt-2 text-xs text-muted-foreground">{t('gamification.card.next')}</p>
          <div className="mt-6 grid grid-cols-3 gap-3 text-center">
            {(['streak', 'badges', 'rank'] as const).map((stat) => (
              <div key={stat} className="rounded-xl bg-muted p-3">
                <p className="text-xl font-bold">{t(`gamification.card.${stat}Value`)}</p>
                <p className="text-xs text-muted-foreground">{t(`gamification.card.${stat}`)}</p>
              </div>
            ))}
          </div>
          <div className="mt-6 flex items-center gap-3 rounded-xl border border-amber-500/30 bg-amber-500/10 p-4">
            <Trophy className="size-6 text-amber-600 dark:text-amber-300" />
            <div>
              <p className="text-sm font-semibold">{t('gamification.card.achievement')}</p>
              <p className="text-xs text-muted-foreground">
                {t('gamification.card.achievementBody')}
              </p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
