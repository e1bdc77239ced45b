import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded page arrives: a screen high, so the footer never shows, then jumps. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center text-muted-foreground">
      {t('loading')}
    </div>
  );
}
