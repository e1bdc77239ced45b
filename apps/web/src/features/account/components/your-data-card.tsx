import { Download, FileSpreadsheet, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FileButton } from '@/components/ui/file-button';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { ApiError } from '@/lib/api-client';
import { useApiErrorMessage } from '@/lib/use-api-client';
import { CSV_DATASETS, useExportDatasetCsv } from '../api/export-dataset-csv';
import { useExportAccount } from '../api/export-account';
import { useImportAccount, type ImportSummary } from '../api/import-account';

/** The server takes an import of at most 10 MB; a larger file is refused before it is sent. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** The datasets an import summary names, in this order (others it may count are not shown). */
const SUMMARY_DATASETS = [
  'check_ins',
  'habits',
  'habit_marks',
  'habit_pauses',
  'diary_entries',
  'cognitive_results',
  'own_foods',
  'food_diary_items',
] as const;

type Status = { kind: 'error' | 'success'; text: string; detail?: string };

/** Reads the chosen file as the JSON object an export is, or says why it is not one. */
async function readExport(
  file: File,
): Promise<{ value: object } | { problem: 'size' | 'notJson' }> {
  if (file.size > IMPORT_MAX_BYTES) return { problem: 'size' };
  try {
    const value: unknown = JSON.parse(await file.text());
    if (value && typeof value === 'object' && !Array.isArray(value)) return { value };
  } catch {
    // Not JSON at all: the same answer as JSON that is not an object.
  }
  return { problem: 'notJson' };
}

/**
 * "Your data": the whole account as JSON, a CSV per dataset, and an import of an earlier JSON
 * export into this account. Downloads go through the API client (they need the bearer token).
 */
export function YourDataCard() {
  const { t, i18n } = useTranslation('account');
  const exportJson = useExportAccount();
  const exportCsv = useExportDatasetCsv();
  const importData = useImportAccount();
  const messageOf = useApiErrorMessage();
  const importHint = useId();
  const [status, setStatus] = useState<Status | null>(null);
  const number = new Intl.NumberFormat(i18n.language);

  const summaryOf = (summary: ImportSummary) =>
    SUMMARY_DATASETS.filter((dataset) => summary[dataset] !== undefined)
      .map((dataset) =>
        t(`data.import.counts.${dataset}`, {
          count: summary[dataset],
          number: number.format(summary[dataset]!),
        }),
      )
      .join(', ');

  /** The server's refusals worded for this page where their meaning is known. */
  const importFailure = (failure: unknown): Status => {
    if (failure instanceof ApiError && failure.kind === 'detail') {
      const known: Record<number, string> = {
        409: 'notEmpty',
        413: 'size',
        400: 'invalid',
        422: 'invalid',
        429: 'rateLimited',
      };
      const key = known[failure.status];
      if (key) {
        return {
          kind: 'error',
          text: t(`data.import.errors.${key}`),
          detail: key === 'invalid' ? (failure.detail ?? undefined) : undefined,
        };
      }
    }
    return { kind: 'error', text: messageOf(failure, t('data.import.errors.failed')) };
  };

  const onFile = async (file: File) => {
    setStatus(null);
    const read = await readExport(file);
    if ('problem' in read) {
      setStatus({ kind: 'error', text: t(`data.import.errors.${read.problem}`) });
      return;
    }
    try {
      const summary = await importData.mutateAsync(read.value);
      const counts = summaryOf(summary);
      setStatus({
        kind: 'success',
        text: counts ? t('data.import.doneWith', { counts }) : t('data.import.done'),
      });
    } catch (failure) {
      setStatus(importFailure(failure));
    }
  };

  const downloadFailure = exportJson.error ?? exportCsv.error;
  return (
    <Panel title={t('data.title')} description={t('data.description')}>
      <div className="grid gap-6">
        {downloadFailure && (
          <FormMessage kind="error">{messageOf(downloadFailure, t('errors.load'))}</FormMessage>
        )}
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">{t('export.title')}</h3>
          <p className="text-sm text-muted-foreground">{t('export.description')}</p>
          <Button
            variant="secondary"
            className="justify-self-start"
            onClick={() => {
              exportCsv.reset();
              exportJson.mutate();
            }}
            disabled={exportJson.isPending}
          >
            <Download className="size-4" aria-hidden="true" />
            {exportJson.isPending ? t('busy') : t('export.submit')}
          </Button>
        </div>
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">{t('data.csv.title')}</h3>
          <p className="text-sm text-muted-foreground">{t('data.csv.description')}</p>
          <ul className="flex flex-wrap gap-2">
            {CSV_DATASETS.map((dataset) => {
              const busy = exportCsv.isPending && exportCsv.variables === dataset;
              return (
                <li key={dataset}>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      exportJson.reset();
                      exportCsv.mutate(dataset);
                    }}
                    disabled={busy}
                  >
                    <FileSpreadsheet className="size-4" aria-hidden="true" />
                    {busy ? t('busy') : t(`data.csv.datasets.${dataset}`)}
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">{t('data.import.title')}</h3>
          <p id={importHint} className="text-sm text-muted-foreground">
            {t('data.import.description')}
          </p>
          <FileButton
            accept=".json,application/json"
            onFile={(file) => void onFile(file)}
            variant="secondary"
            className="justify-self-start"
            aria-describedby={importHint}
            disabled={importData.isPending}
          >
            <Upload className="size-4" aria-hidden="true" />
            {importData.isPending ? t('data.import.importing') : t('data.import.submit')}
          </FileButton>
          {status && (
            <FormMessage kind={status.kind}>
              {status.text}
              {status.detail && (
                <span className="mt-1 block text-xs opacity-80">
                  {t('data.import.serverSaid', { detail: status.detail })}
                </span>
              )}
            </FormMessage>
          )}
        </div>
      </div>
    </Panel>
  );
}
