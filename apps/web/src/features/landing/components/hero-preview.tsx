import { ScanFace, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const METRICS = [
  { id: 'symmetry', value: 92 },
  { id: 'skin', value: 81 },
  { id: 'jawline', value: 76 },
  { id: 'harmony', value: 88 },
] as const;

/** A sample scan result, drawn with markup (no image to download, nothing to shift). */
export function HeroPreview() {
  const { t } = useTranslation('landing');
  return (
    <figure className="relative mx-auto w-full max-w-md" aria-label={t('hero.preview.label')}>
      {/* A soft glow drawn with a gradient: a blur filter here costs a lot of paint time. */}
      <div aria-hidden="true" className="hero-card-glow absolute -inset-10 -z-10" />
      <div className="rounded-2xl border border-border bg-card p-6 shadow-2xl shadow-black/10">
        <div className="flex items-center justify-between">
          <div className="flex items-center gap-3">
            <span className="grid size-10 place-items-center rounded-xl bg-gradient-to-br from-violet-500 to-fuchsia-500 text-white">
              <ScanFace className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="text-sm font-semibold">{t('hero.preview.title')}</p>
              <p className="text-xs text-muted-foreground">{t('hero.preview.subtitle')}</p>
            </div>
          </div>
          <span className="rounded-full bg-emerald-500/15 px-2 py-0.5 text-xs font-semibold text-emerald-700 dark:text-emerald-300">
            {t('hero.preview.status')}
          </span>
        </div>
        <div className="mt-6 flex items-end gap-3">
          <p className="text-5xl font-bold tracking-tight">87</p>
          <p className="pb-2 text-sm text-muted-foreground">{t('hero.preview.score')}</p>
          <p className="ml-auto flex items-center gap-1 pb-2 text-sm font-semibold text-emerald-700 dark:text-emerald-300">
            <TrendingUp className="size-4" aria-hidden="true" />
            +6
          </p>
        </div>
        <ul className="mt-6 grid gap-4">
          {METRICS.map(({ id, value }) => (
            <li key={id}>
              <div className="flex justify-between text-sm">
                <span>{t(`hero.preview.metrics.${id}`)}</span>
                <span className="font-semibold tabular-nums">{value}</span>
              </div>
              <div className="mt-1.5 h-2 rounded-full bg-muted">
                <div
                  className="h-2 rounded-full bg-gradient-to-r from-violet-500 to-fuchsia-500"
                  style={{ width: `${value}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
        <figcaption className="mt-6 border-t border-border pt-4 text-xs text-muted-foreground">
          {t('hero.preview.caption')}
        </figcaption>
      </div>
    </figure>
  );
}
