/** What a tracking page shows while its data loads, or when it could not be loaded. */
import { useTranslation } from 'react-i18next';
import { LoadFailure as SharedLoadFailure } from '@/components/ui/load-failure';
import { Spinner } from '@/components/ui/spinner';

export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('tracking');
  return (
    <SharedLoadFailure
      error={error}
      fallback={t('errors.load')}
      retryLabel={t('retry')}
      onRetry={onRetry}
    />
  );
}

/** A box the size of what is coming, so nothing below moves when it arrives. */
export function Loading({ className }: { className: string }) {
  return <Spinner className={className} />;
}
