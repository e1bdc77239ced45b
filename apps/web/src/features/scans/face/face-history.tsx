/**
 * The user's saved face scans, newest first, with each measurement's change since the scan before
 * it; each scan can be deleted. A table: it reads the same with a screen reader.
 */
import type { FaceScanBrief } from '@ascend/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { LoadFailure } from '@/components/ui/load-failure';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteFaceScan } from '@/lib/scans/delete-face-scan';
import { useFaceScans } from '@/lib/scans/get-face-scans';
import { useApiErrorMessage } from '@/lib/use-api-client';
import { MEASURES } from './face-measures';
import { useMeasureFormat } from './use-measure-format';

/** The history shows the whole-face measurements; the thirds are in each result. */
const HISTORY_MEASURES = MEASURES.filter((measure) => !measure.key.startsWith('thirds'));

export function FaceHistory() {
  const { t } = useTranslation('scans', { keyPrefix: 'face' });
  const scans = useFaceScans();
  return (
    <section className="grid gap-3" aria-labelledby="face-history-title">
      <h2 id="face-history-title" className="text-lg font-semibold">
        {t('history.title')}
      </h2>
      {scans.data ? (
        scans.data.scans.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('history.empty')}</p>
        ) : (
          <HistoryTable scans={scans.data.scans} />
        )
      ) : scans.isError ? (
        <LoadFailure
          error={scans.error}
          fallback={t('history.loadFailed')}
          retryLabel={t('history.retry')}
          onRetry={() => void scans.refetch()}
        />
      ) : (
        <Spinner className="min-h-24" />
      )}
    </section>
  );
}

function HistoryTable({ scans }: { scans: FaceScanBrief[] }) {
  const { t, i18n } = useTranslation('scans', { keyPrefix: 'face' });
  const format = useMeasureFormat();
  const remove = useDeleteFaceScan();
  const messageOf = useApiErrorMessage();
  const date = (scan: FaceScanBrief) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(scan.completed_at),
    );
  return (
    <div className="grid gap-2">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm" data-testid="face-history">
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-3">
                {t('history.date')}
              </th>
              {HISTORY_MEASURES.map((measure) => (
                <th key={measure.key} scope="col" className="py-2 pr-3">
                  {t(`measures.${measure.key}.name`)}
                </th>
              ))}
              <th scope="col" className="py-2 pr-3">
                {t('history.points')}
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">{t('history.delete')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {scans.map((scan, index) => {
              const before = scans[index + 1];
              return (
                <tr key={scan.id} className="border-b border-border last:border-0">
                  <th scope="row" className="py-2 pr-3 font-normal whitespace-nowrap">
                    {date(scan)}
                  </th>
                  {HISTORY_MEASURES.map((measure) => {
                    const value = measure.value(scan.measurements);
                    return (
                      <td key={measure.key} className="py-2 pr-3 tabular-nums">
                        {format.value(measure, value)}
                        {before && (
                          <span className="block text-xs text-muted-foreground">
                            {format.change(measure, value - measure.value(before.measurements))}
                          </span>
                        )}
                      </td>
                    );
                  })}
                  <td className="py-2 pr-3">
                    {scan.has_landmarks ? t('history.yes') : t('history.no')}
                  </td>
                  <td className="py-2">
                    <Button
                      variant="ghost"
                      className="px-2 py-1 text-sm"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(scan.id)}
                      aria-label={t('history.deleteLabel', { date: date(scan) })}
                    >
                      {t('history.delete')}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {remove.isError && (
        <FormMessage kind="error">{messageOf(remove.error, t('history.deleteFailed'))}</FormMessage>
      )}
    </div>
  );
}
