import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SourceLink } from '@/components/ui/source-link';
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
            <SourceLink href={tip.source.url}>{tip.source.label}</SourceLink>
          </p>
        )}
      </div>
    </section>
  );
}
