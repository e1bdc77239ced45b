/**
 * One dataset of a user as a CSV file for a spreadsheet (`GET /api/v1/account/export/
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
import { CHECK_IN_FIELDS, type AccountCsvDataset } from '@ascend/contracts';
import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { cognitiveResultRows, readCognitiveResults } from './cognitive-results-records.js';
import { FACE_SCAN_CSV_COLUMNS, readFaceScanRows } from './face-scans-records.js';
import {
  FOOD_DIARY_CSV_COLUMNS,
  foodDiaryRows,
  readFoodDiaryItems,
} from '../nutrition/nutrition-records.js';
import { readCheckIns, readDiaryEntries, readHabitMarks } from './tracking-records.js';
import {
  readOwnExerciseNames,
  readWorkouts,
  workoutSetRows,
} from '../physical/physical-portability.js';

type Row = Record<string, string | number | null>;

const CHECK_IN_COLUMNS = ['date', ...CHECK_IN_FIELDS] as const;

/**
 * Each dataset's columns, and how its rows are read: only the tables that dataset is made of (a
 * CSV of check-ins reads no diary, no workout, no scan).
 */
const DATASETS: Record<
  AccountCsvDataset,
  { columns: string[]; read: (db: Kysely<Database>, userId: string) => Promise<Row[]> }
> = {
  'check-ins': {
    columns: [...CHECK_IN_COLUMNS],
    read: async (db, userId) =>
      (await readCheckIns(db, userId)).map((checkIn) =>
        Object.fromEntries(CHECK_IN_COLUMNS.map((column) => [column, checkIn[column]])),
      ),
  },
  'habit-marks': {
    columns: ['date', 'habit', 'status', 'value', 'unit'],
    read: async (db, userId) =>
      (await readHabitMarks(db, userId)).map((mark) => ({
        date: mark.date,
        habit: mark.habit.name,
        status: mark.status,
        value: mark.value,
        unit: mark.habit.unit,
      })),
  },
  diary: {
    columns: ['date', 'title', 'body', 'mood', 'tags'],
    read: async (db, userId) =>
      (await readDiaryEntries(db, userId)).map((entry) => ({
        date: entry.date,
        title: entry.title,
        body: entry.body,
        mood: entry.mood,
        // A tag holds no comma (contracts), so the list reads back unambiguously.
        tags: entry.tags.join(', '),
      })),
  },
  'cognitive-results': {
    columns: ['date', 'completed_at', 'test', 'device', 'score', 'score_metric', 'score_unit'],
    read: async (db, userId) => cognitiveResultRows(await readCognitiveResults(db, userId)),
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
    read: async (db, userId) => {
      const [workouts, names] = await Promise.all([
        readWorkouts(db, userId),
        readOwnExerciseNames(db, userId),
      ]);
      return workoutSetRows(workouts, names);
    },
  },
  'food-diary': {
    columns: FOOD_DIARY_CSV_COLUMNS,
    read: async (db, userId) => foodDiaryRows(await readFoodDiaryItems(db, userId)),
  },
  'face-scans': { columns: FACE_SCAN_CSV_COLUMNS, read: readFaceScanRows },
};

export function isCsvDataset(name: string): name is AccountCsvDataset {
  return Object.hasOwn(DATASETS, name);
}

/** The user's records of one dataset, as CSV text. */
export async function datasetCsv(
  db: Kysely<Database>,
  userId: string,
  dataset: AccountCsvDataset,
): Promise<string> {
  const { columns, read } = DATASETS[dataset];
  return stringify(await read(db, userId), {
    header: true,
    columns,
    bom: true,
    // RFC 4180's line break between records (a line break inside a quoted cell stays as written).
    record_delimiter: 'windows',
    escape_formulas: true,
    cast: { string: (value) => (value.startsWith('\n') ? `'${value}` : value) },
  });
}
