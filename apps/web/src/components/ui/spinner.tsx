import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** A spinner with an accessible 'Loading...' name; fills its container's centre. */
export function Spinner({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={cn('flex min-h-dvh items-center justify-center', className)}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-2 border-border border-t-accent"
      />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
