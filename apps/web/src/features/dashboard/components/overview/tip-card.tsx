import { ExternalLink, Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { tipOfTheDay } from '../../config/tips';

/** One tip a day from a translated set; a tip with a figure names where it comes from. */
export function TipCard({ date }: { date: string }) {
  const { t } = useTranslation('dashboard');
  const tip = tipOfTheDay(date);
  return (
    <section
      aria-labelledby="tip-of-the-day"
      className="flex gap-3 rounded-2xl border border-amber-500/30 bg-amber-500/10 p-5"
    >
      <Lightbulb
        className="size-5 shrink-0 text-amber-600 dark:text-amber-400"
        aria-hidden="true"
      />
      <div className="min-w-0">
        <h2 id="tip-of-the-day" className="text-sm font-semibold">
          {t('overview.tip.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t(`overview.tips.${tip.key}`)}</p>
        {tip.source && (
          <p className="mt-2 text-xs text-muted-foreground">
            {t('overview.tip.source')}{' '}
            <a
              href={tip.source.url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 font-medium text-foreground underline underline-offset-2"
            >
              {tip.source.label}
              <ExternalLink className="size-3" aria-hidden="true" />
              <span className="sr-only">{t('overview.tip.newTab')}</span>
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
