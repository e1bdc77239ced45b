/**
 * Every tracking record of one user, in the export's shape (contracts' account-export.ts): what the
 * JSON export holds and the CSV downloads are made of. Orders are the user's (habits by their place
 * in the list, the rest by day) and never depend on ids, so two accounts holding the same history
 * export the same file apart from ids.
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

export async function readTrackingRecords(
  db: Kysely<Database>,
  userId: string,
): Promise<TrackingRecords> {
  const [checkIns, habits, pauses, marks, entries, tags] = await Promise.all([
    db
      .selectFrom('check_ins')
      .select(['date', ...CHECK_IN_FIELDS, 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('date')
      .execute(),
    db
      .selectFrom('habits')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('position')
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('habit_pauses')
      .select(['id', 'habit_id', 'from_date', 'to_date', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('from_date')
      .orderBy('to_date')
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('habit_marks')
      .select(['habit_id', 'date', 'status', 'value', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('date')
      .execute(),
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

  const pausesOf = groupBy(pauses, (pause) => pause.habit_id);
  // Marks grouped by habit in the habits' order, each habit's by day. The reads are not one
  // snapshot: a mark or pause of a habit created in between is left out with its habit, so the
  // file always holds whole habits.
  const marksOf = groupBy(marks, (mark) => mark.habit_id);
  const tagsOf = groupBy(tags, (tag) => tag.entry_id);
  const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

  return {
    check_ins: checkIns,
    habits: habits.map((habit) => ({
      ...habitFields(habit, JSON.parse(habit.frequency) as HabitFrequency),
      pauses: (pausesOf.get(habit.id) ?? []).map((pause) => ({
        ...pauseView(pause),
        created_at: pause.created_at,
      })),
    })),
    habit_marks: habits.flatMap((habit) => marksOf.get(habit.id) ?? []),
    diary_entries: entries.map((entry) => ({
      ...entry,
      tags: (tagsOf.get(entry.id) ?? []).map((row) => row.tag).sort(byCodePoint),
    })),
  };
}
