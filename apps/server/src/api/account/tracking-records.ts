/**
 * Every tracking record of one user, in the export's shape (contracts' account-export.ts): what the
 * JSON export holds and the CSV downloads are made of. Orders are the user's (habits by their place
 * in the list, the rest by day) and never depend on ids, so two accounts holding the same history
 * export the same file apart from ids. Each CSV dataset reads only its own part (csv-datasets.ts).
 */
import {
  CHECK_IN_FIELDS,
  type ExportedCheckIn,
  type ExportedDiaryEntry,
  type ExportedHabit,
  type ExportedHabitMark,
  type HabitFrequency,
} from '@ascend/contracts';
import type { Kysely } from 'kysely';
import { groupBy } from '../../collections/group-by.js';
import type { Database } from '../../db/schema.js';
import { habitFields, pauseView } from '../tracking/habits/habit-view.js';

export interface TrackingRecords {
  check_ins: ExportedCheckIn[];
  habits: ExportedHabit[];
  habit_marks: ExportedHabitMark[];
  diary_entries: ExportedDiaryEntry[];
}

type Db = Kysely<Database>;

/** The user's check-ins by day. */
export function readCheckIns(db: Db, userId: string): Promise<ExportedCheckIn[]> {
  return db
    .selectFrom('check_ins')
    .select(['date', ...CHECK_IN_FIELDS, 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('date')
    .execute();
}

const habitRows = (db: Db, userId: string) =>
  db
    .selectFrom('habits')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('position')
    .orderBy('created_at')
    .orderBy('id')
    .execute();

const markRows = (db: Db, userId: string) =>
  db
    .selectFrom('habit_marks')
    .select(['habit_id', 'date', 'status', 'value', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('date')
    .execute();

/**
 * Marks grouped by habit in the habits' order, each habit's by day. The reads are not one
 * snapshot: a mark of a habit created in between is left out with its habit, so the file always
 * holds whole habits.
 */
function marksInHabitOrder<Mark extends { habit_id: string }>(
  habits: readonly { id: string }[],
  marks: readonly Mark[],
): Mark[] {
  const marksOf = groupBy(marks, (mark) => mark.habit_id);
  return habits.flatMap((habit) => marksOf.get(habit.id) ?? []);
}

/** The habits' marks, in the habits' order, each with its habit's name and unit (the CSV's rows). */
export async function readHabitMarks(db: Db, userId: string) {
  const [habits, marks] = await Promise.all([habitRows(db, userId), markRows(db, userId)]);
  const byId = new Map(habits.map((habit) => [habit.id, habit]));
  return marksInHabitOrder(habits, marks).map((mark) => ({
    ...mark,
    habit: byId.get(mark.habit_id)!,
  }));
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The diary's entries by day, each with its tags. */
export async function readDiaryEntries(db: Db, userId: string): Promise<ExportedDiaryEntry[]> {
  const [entries, tags] = await Promise.all([
    db
      .selectFrom('diary_entries')
      .select(['id', 'date', 'title', 'body', 'mood', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('date')
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('diary_entry_tags')
      .select(['entry_id', 'tag'])
      .where('user_id', '=', userId)
      .execute(),
  ]);
  const tagsOf = groupBy(tags, (tag) => tag.entry_id);
  return entries.map((entry) => ({
    ...entry,
    tags: (tagsOf.get(entry.id) ?? []).map((row) => row.tag).sort(byCodePoint),
  }));
}

export async function readTrackingRecords(db: Db, userId: string): Promise<TrackingRecords> {
  const [checkIns, habits, pauses, marks, diaryEntries] = await Promise.all([
    readCheckIns(db, userId),
    habitRows(db, userId),
    db
      .selectFrom('habit_pauses')
      .select(['id', 'habit_id', 'from_date', 'to_date', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('from_date')
      .orderBy('to_date')
      .orderBy('created_at')
      .execute(),
    markRows(db, userId),
    readDiaryEntries(db, userId),
  ]);

  // A pause of a habit created in between is left out with its habit.
  const pausesOf = groupBy(pauses, (pause) => pause.habit_id);

  return {
    check_ins: checkIns,
    habits: habits.map((habit) => ({
      ...habitFields(habit, JSON.parse(habit.frequency) as HabitFrequency),
      pauses: (pausesOf.get(habit.id) ?? []).map((pause) => ({
        ...pauseView(pause),
        created_at: pause.created_at,
      })),
    })),
    habit_marks: marksInHabitOrder(habits, marks),
    diary_entries: diaryEntries,
  };
}
