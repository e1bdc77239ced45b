import type { Progress } from '@ascend/contracts';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../overview/card';

/** "Level N", the bar through it, and the points still missing to the next. */
export function LevelProgress({ progress }: { progress: Progress }) {
  const { t, i18n } = useTranslation('progress');
  const number = new Intl.NumberFormat(i18n.language);
  const { level, level_progress: standing } = progress;
  return (
    <div>
      <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-lg font-bold">{t('level', { level })}</span>
        <span className="text-sm text-muted-foreground tabular-nums">
          {t('toNext', { count: standing.to_next, level: level + 1 })}
        </span>
      </div>
      <ProgressBar
        value={(standing.into_level / standing.level_size) * 100}
        label={t('levelBar', { level })}
      />
      <p className="mt-1 text-xs text-muted-foreground tabular-nums">
        {t('progressOf', {
          progress: number.format(standing.into_level),
          target: number.format(standing.level_size),
        })}
      </p>
    </div>
  );
}
