/**
 * Importing another logger's history: a CSV exported from Strong or Hevy (told apart by its header
 * row, or chosen here), its weights read in the user's unit when the file does not say its own.
 * The report says what was created, what was already imported, and which rows could not be read.
 */
import {
  IMPORT_FORMATS,
  PHYSICAL_LIMITS,
  type ImportFormat,
  type UnitSystem,
} from '@ascend/contracts';
import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputClasses, SelectField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { cn } from '@/lib/cn';
import { useImportWorkouts } from '@/lib/physical/import-workouts';
import { ActionForm, FormProblems } from '../components/action-form';

export function ImportPanel({ units }: { units: UnitSystem }) {
  const { t } = useTranslation('physical');
  const id = useId();
  const importer = useImportWorkouts();
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<ImportFormat | ''>('');
  const [problem, setProblem] = useState<string | null>(null);
  const report = importer.data;

  async function submit() {
    setProblem(null);
    importer.reset();
    if (!file) {
      setProblem(t('import.noFile'));
      return;
    }
    if (file.size > PHYSICAL_LIMITS.importMaxBytes) {
      setProblem(t('import.tooBig', { mb: PHYSICAL_LIMITS.importMaxBytes / 1024 / 1024 }));
      return;
    }
    const csv = await file.text();
    importer.mutate({
      csv,
      ...(format === '' ? {} : { format }),
      weight_unit: units === 'metric' ? 'kg' : 'lb',
    });
  }

  return (
    <Panel title={t('import.title')} description={t('import.description')}>
      <ActionForm onSubmit={submit}>
        <div>
          <label htmlFor={`${id}-file`} className="mb-1.5 block text-sm font-medium">
            {t('import.file')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            className={cn(
              inputClasses,
              'h-auto py-2.5 file:mr-3 file:rounded file:border-0 file:bg-muted file:px-2 file:py-1 file:text-foreground',
            )}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <SelectField
          label={t('import.format')}
          className="max-w-64"
          value={format}
          onChange={(event) => setFormat(event.target.value as ImportFormat | '')}
        >
          <option value="">{t('import.detect')}</option>
          {IMPORT_FORMATS.map((value) => (
            <option key={value} value={value}>
              {t(`import.sources.${value}`)}
            </option>
          ))}
        </SelectField>
        <p className="text-xs text-muted-foreground">
          {t('import.unitNote', { unit: t(`units.${units === 'metric' ? 'kg' : 'lb'}`) })}
        </p>
        <FormProblems problem={problem} error={importer.error} />
        <Button type="submit" className="h-12 justify-self-start" disabled={importer.isPending}>
          <FileUp className="size-5" aria-hidden="true" />
          {importer.isPending ? t('import.importing') : t('import.submit')}
        </Button>
      </ActionForm>
      {report && (
        <div className="mt-4 grid gap-2" data-testid="import-report">
          <FormMessage kind="success">
            {t('import.report', {
              source: t(`import.sources.${report.format}`),
              rows: report.rows,
              workouts: report.workouts_created,
              sets: report.sets_created,
              exercises: report.exercises_created,
            })}
          </FormMessage>
          {report.workouts_skipped > 0 && (
            <p className="text-sm text-muted-foreground">
              {t('import.skipped', { count: report.workouts_skipped })}
            </p>
          )}
          {report.problems_total > 0 && (
            <div>
              <h3 className="text-sm font-medium">
                {t('import.problems', { count: report.problems_total })}
              </h3>
              <ul className="mt-1 grid max-h-64 gap-0.5 overflow-y-auto text-sm">
                {report.problems.map((row) => (
                  <li key={`${row.line}-${row.detail}`}>
                    <span className="font-medium tabular-nums">
                      {t('import.line', { line: row.line })}
                    </span>{' '}
                    <span className="text-muted-foreground">{row.detail}</span>
                  </li>
                ))}
              </ul>
              {report.problems_total > report.problems.length && (
                <p className="text-xs text-muted-foreground">
                  {t('import.moreProblems', {
                    count: report.problems_total - report.problems.length,
                  })}
                </p>
              )}
            </div>
          )}
        </div>
      )}
    </Panel>
  );
}
