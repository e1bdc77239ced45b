import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded page arrives; keeps the page's height so the footer does not jump. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex min-h-[60vh] items-center justify-center text-muted-foreground"
    >
      {t('loading')}
    </div>
  );
}
