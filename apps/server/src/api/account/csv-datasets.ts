/**
 * One tracking dataset of a user as a CSV file for a spreadsheet (`GET /api/v1/account/export/
 * <dataset>.csv`): a header row, then a row per record in the JSON export's order. Column names are
 * the export's field names (stable, not translated), quantities in SI as stored.
 *
 * Written by csv-stringify (RFC 4180 quoting, CRLF between records), with two things a spreadsheet
 * needs:
 * - a UTF-8 byte-order mark: Excel reads a CSV without one in the system's legacy code page, so
 *   "café" or "meditación" would open garbled (https://donatstudios.com/CSV-An-Encoding-Nightmare,
 *   2022 update: "Current versions of Excel will only reliably load a UTF-8 CSV if a UTF-8 BOM is
 *   in place");
 * - no cell a spreadsheet would run as a formula: a text cell starting with =, +, -, @, tab,
 *   carriage return or line feed gets a leading `'` (OWASP, CSV Injection:
 *   https://owasp.org/www-community/attacks/CSV_Injection). csv-stringify's `escape_formulas`
 *   covers all of them but the line feed, which the cast below adds; numbers are left as numbers.
 */
import {
  CHECK_IN_FIELDS,
  type AccountCsvDataset,
  type ExportedCognitiveResult,
  type ExportedPhysical,
} from '@ascend/contracts';
import { stringify } from 'csv-stringify/sync';
import { cognitiveResultRows } from './cognitive-results-records.js';
import type { TrackingRecords } from './tracking-records.js';
import { workoutSetRows } from '../physical/physical-portability.js';

/** What the datasets are made of: the tracking records, cognitive test results, the physical area. */
export type DatasetRecords = TrackingRecords & {
  cognitive_results: ExportedCognitiveResult[];
  physical: ExportedPhysical;
};

type Row = Record<string, string | number | null>;

const CHECK_IN_COLUMNS = ['date', ...CHECK_IN_FIELDS] as const;

function checkInRows(records: TrackingRecords): Row[] {
  return records.check_ins.map((checkIn) =>
    Object.fromEntries(CHECK_IN_COLUMNS.map((column) => [column, checkIn[column]])),
  );
}

function habitMarkRows(records: TrackingRecords): Row[] {
  const habits = new Map(records.habits.map((habit) => [habit.id, habit]));
  return records.habit_marks.map((mark) => {
    const habit = habits.get(mark.habit_id)!;
    return {
      date: mark.date,
      habit: habit.name,
      status: mark.status,
      value: mark.value,
      unit: habit.unit,
    };
  });
}

function diaryRows(records: TrackingRecords): Row[] {
  return records.diary_entries.map((entry) => ({
    date: entry.date,
    title: entry.title,
    body: entry.body,
    mood: entry.mood,
    // A tag holds no comma (contracts), so the list reads back unambiguously.
    tags: entry.tags.join(', '),
  }));
}

const DATASETS: Record<
  AccountCsvDataset,
  { columns: string[]; rows: (r: DatasetRecords) => Row[] }
> = {
  'check-ins': {
    columns: [...CHECK_IN_COLUMNS],
    rows: checkInRows,
  },
  'habit-marks': { columns: ['date', 'habit', 'status', 'value', 'unit'], rows: habitMarkRows },
  diary: { columns: ['date', 'title', 'body', 'mood', 'tags'], rows: diaryRows },
  'cognitive-results': {
    columns: ['date', 'completed_at', 'test', 'device', 'score', 'score_metric', 'score_unit'],
    rows: (records) => cognitiveResultRows(records.cognitive_results),
  },
  'workout-sets': {
    columns: [
      'date',
      'started_at',
      'workout',
      'exercise',
      'set',
      'warm_up',
      'reps',
      'weight_kg',
      'rir',
      'duration_seconds',
      'distance_m',
    ],
    rows: (records) => workoutSetRows(records.physical),
  },
};

export function isCsvDataset(name: string): name is AccountCsvDataset {
  return Object.hasOwn(DATASETS, name);
}

export function datasetCsv(dataset: AccountCsvDataset, records: DatasetRecords): string {
  const { columns, rows } = DATASETS[dataset];
  return stringify(rows(records), {
    header: true,
    columns,
    bom: true,
    // RFC 4180's line break between records (a line break inside a quoted cell stays as written).
    record_delimiter: 'windows',
    escape_formulas: true,
    cast: { string: (value) => (value.startsWith('\n') ? `'${value}` : value) },
  });
}
