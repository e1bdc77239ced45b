/** What a tracking page shows while its data loads, or when it could not be loaded. */
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { useApiErrorMessage } from '@/lib/use-api-client';

export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('tracking');
  const messageOf = useApiErrorMessage();
  return (
    <div className="grid justify-items-start gap-3">
      <FormMessage kind="error">{messageOf(error, t('errors.load'))}</FormMessage>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** A box the size of what is coming, so nothing below moves when it arrives. */
export function Loading({ className }: { className: string }) {
  return <Spinner className={className} />;
}
