/**
 * A nutrition dialog that writes: closing it forgets the write's last refusal, so it opens clean
 * next time, and that refusal is worded for the form (the server's detail, or "could not save").
 */
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '@/lib/use-api-client';

export function useWriteDialog(
  write: { reset: () => void; error: Error | null },
  onClose: () => void,
): { close: () => void; error: string | null } {
  const { t } = useTranslation('nutrition');
  const messageOf = useApiErrorMessage();
  return {
    close: () => {
      write.reset();
      onClose();
    },
    error: write.error ? messageOf(write.error, t('errors.save')) : null,
  };
}
