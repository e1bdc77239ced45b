/**
 * A CSV export read into sessions: its header tells Strong's layout from Hevy's (or the format
 * named must match it); a file of neither is refused whole (422) before anything is written.
 */
import type { ImportFormat } from '@ascend/contracts';
import { parse } from 'csv-parse/sync';
import { unprocessable } from '../../http/api-error.js';
import { HEVY_REQUIRED, readHevy } from './hevy-csv.js';
import type { ReadImport } from './imported-workout.js';
import { STRONG_REQUIRED, readStrong } from './strong-csv.js';

const notThisLayout = (detail: string) => unprocessable(['body', 'csv'], detail, 'csv_layout');

function headerOf(text: string): { columns: string[]; delimiter: ',' | ';' } {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  // Strong's older exports separate with semicolons; a header names no column with either.
  const delimiter =
    (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const columns = firstLine.split(delimiter).map((cell) => cell.trim().replace(/^"|"$/g, ''));
  return { columns, delimiter };
}

function detect(columns: string[]): ImportFormat | null {
  const has = (names: string[]) => names.every((name) => columns.includes(name));
  if (has(STRONG_REQUIRED)) return 'strong';
  if (has(HEVY_REQUIRED) && (columns.includes('weight_kg') || columns.includes('weight_lbs'))) {
    return 'hevy';
  }
  return null;
}

export function readImport(
  csv: string,
  { format, weightUnit }: { format?: ImportFormat | undefined; weightUnit: 'kg' | 'lb' },
): ReadImport & { format: ImportFormat } {
  const text = csv.replace(/^\uFEFF/, '');
  const { columns, delimiter } = headerOf(text);
  const found = detect(columns);
  if (!found) {
    throw notThisLayout(
      'The file is not a Strong or Hevy export: its first row does not name their columns',
    );
  }
  if (format !== undefined && format !== found) {
    throw notThisLayout(`The file is a ${found} export, not ${format}`);
  }
  let records: Record<string, string>[];
  try {
    records = parse<Record<string, string>>(text, {
      columns: true,
      delimiter,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      bom: true,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : 'unreadable CSV';
    throw notThisLayout(`The file cannot be read as CSV: ${message.slice(0, 200)}`);
  }
  const read = found === 'strong' ? readStrong(records, { weightUnit }) : readHevy(records);
  return { ...read, format: found };
}
