/**
 * What a page or panel shows when its data could not be loaded: why (the API's `detail`, or the
 * caller's own words for a failure without one) and a button that asks again.
 */
import { useApiErrorMessage } from '@/lib/use-api-client';
import { Button } from './button';
import { FormMessage } from './form-message';

export function LoadFailure({
  error,
  fallback,
  retryLabel,
  onRetry,
}: {
  error: unknown;
  /** Said when the failure carries no message of its own (no connection, a 5xx). */
  fallback: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  const messageOf = useApiErrorMessage();
  return (
    <div className="grid justify-items-start gap-3">
      <FormMessage kind="error">{messageOf(error, fallback)}</FormMessage>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
