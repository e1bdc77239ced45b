import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Says the page shows the copy saved in this browser while the server's is being fetched. */
export function CacheNotice() {
  const { t } = useTranslation('settings');
  return (
    <p
      role="status"
      className="flex items-center gap-2 justify-self-start rounded-full bg-muted px-3 py-1 text-xs font-medium text-muted-foreground"
    >
      <History className="size-3.5" aria-hidden="true" />
      {t('fromCache')}
    </p>
  );
}
