/**
 * What a physical panel shows where its figures go: a spinner while they load, that they could
 * not be loaded, that there are none yet, or else the figures themselves.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

export function LoadState({
  pending,
  failed,
  empty,
  emptyText,
  children,
}: {
  pending: boolean;
  failed: boolean;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('physical');
  if (pending) return <Spinner className="min-h-64" />;
  if (failed) return <p className="text-sm text-muted-foreground">{t('errors.load')}</p>;
  if (empty) {
    return (
      <p className="rounded-xl border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
        {emptyText}
      </p>
    );
  }
  return children;
}
