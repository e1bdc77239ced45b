/**
 * The tracking benchmark's data (bench/06-tracking-load.mjs): many users, each with years of daily
 * check-ins, habits with their marks and a pause, and diary entries with tags, written straight
 * into the database in batched transactions (through the API it would take hours). The users the
 * bench signed up through the API (`bench-…@example.com`, they hold the tokens it measures with)
 * get the same history as the users created here (`load-…@load.invalid`, who cannot sign in).
 *
 * It refuses a database that holds any other user: it is for a benchmark's throw-away database,
 * never for one with people's data in it. The values are drawn from a seeded generator, so two
 * runs write the same history.
 */
import {
  addLocalDays,
  DEFAULT_USER_PREFERENCES,
  isoWeekdayOf,
  localDayOf,
  type HabitFrequency,
} from '@ascend/contracts';
import { randomUUID } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import type { AppDatabase } from '../../db/database.js';
import { insertInBatches } from '../../db/insert-in-batches.js';
import { insertEntries, type EntryWithTags } from '../../api/tracking/diary/diary-entry-store.js';
import type { Database } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { refuseForeignUsers, seededUserRow, SIGNED_UP_EMAILS } from '../load-seed/load-users.js';
import { seededRandom } from '../load-seed/seeded-random.js';
import { recomputeProgress } from '../../api/progress/recompute-progress.js';

export interface LoadShape {
  users: number;
  /** Days of history, ending yesterday (the user's today is left for the bench to write). */
  days: number;
  habitsPerUser: number;
  diaryEntriesPerUser: number;
}

/** The load: 1 000 users, two years of check-ins, 10 habits, 300 diary entries each. */
export const BENCH_LOAD: LoadShape = {
  users: 1000,
  days: 730,
  habitsPerUser: 10,
  diaryEntriesPerUser: 300,
};

/** A word about a tenth of the diary entries hold: the bench's search. */
export const SEARCH_WORD = 'meditación';

export interface SeedResult {
  users: number;
  /** The users' today (the default time zone and day start), the day after the history ends. */
  today: string;
  rows: Record<
    | 'check_ins'
    | 'habits'
    | 'habit_pauses'
    | 'habit_marks'
    | 'diary_entries'
    | 'diary_entry_tags'
    | 'activity_events',
    number
  >;
  seconds: number;
  /** A word some of every user's diary entries hold, for the bench's search. */
  searchWord: string;
}

/** Users written in one transaction: a few hundred thousand rows, a few seconds of writing. */
const USERS_PER_TRANSACTION = 10;

/** The seeded generator with the draws the history is made of. */
function generator(seed: number) {
  const next = seededRandom(seed);
  return {
    next,
    between: (low: number, high: number) => low + Math.floor(next() * (high - low + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    chance: (probability: number) => next() < probability,
  };
}
type Generator = ReturnType<typeof generator>;

interface HabitTemplate {
  name: string;
  kind: 'boolean' | 'measurable';
  target: number | null;
  unit: string | null;
  frequency: HabitFrequency;
}

const HABITS: readonly HabitTemplate[] = [
  { name: 'Meditación', kind: 'boolean', target: null, unit: null, frequency: { type: 'daily' } },
  { name: 'Read', kind: 'measurable', target: 20, unit: 'pages', frequency: { type: 'daily' } },
  {
    name: 'Gym',
    kind: 'boolean',
    target: null,
    unit: null,
    frequency: { type: 'weekly', times: 3 },
  },
  {
    name: 'Run',
    kind: 'measurable',
    target: 5,
    unit: 'km',
    frequency: { type: 'weekdays', days: [1, 3, 5] },
  },
  { name: 'Stretch', kind: 'boolean', target: null, unit: null, frequency: { type: 'daily' } },
  { name: 'Walk', kind: 'measurable', target: 30, unit: 'min', frequency: { type: 'daily' } },
  { name: 'Journal', kind: 'boolean', target: null, unit: null, frequency: { type: 'daily' } },
  { name: 'No sugar', kind: 'boolean', target: null, unit: null, frequency: { type: 'daily' } },
  {
    name: 'Estudiar inglés',
    kind: 'boolean',
    target: null,
    unit: null,
    frequency: { type: 'weekdays', days: [1, 2, 3, 4, 5] },
  },
  { name: 'Water', kind: 'measurable', target: 2000, unit: 'ml', frequency: { type: 'daily' } },
];

const SENTENCES = [
  `Hoy hice ${SEARCH_WORD} por la mañana y me sentí tranquilo.`,
  'Long walk in the park after work, the weather was perfect.',
  'Dormí mal, demasiado café por la tarde.',
  'Read two chapters of a novel before bed.',
  'Entrenamiento de fuerza: sentadillas, peso muerto y press.',
  'Cena con amigos, buena conversación y risas.',
  'Felt anxious before the meeting; slow breathing helped.',
  'Día de lluvia, me quedé en casa leyendo y escuchando música.',
  'Started learning a new song on the guitar.',
  'Caminata larga junto al río con mi hermana.',
  'Work was busy but I kept my focus on one task at a time.',
  'Cociné lentejas para toda la semana.',
  'Grateful for a quiet morning and a good coffee.',
  'Me costó concentrarme, demasiadas notificaciones.',
  'Ran my longest distance this month.',
  'Visité a mis padres; comimos juntos en el jardín.',
];
const TITLES = ['Un buen día', 'Notes', 'Reflexión', 'Weekend', 'Cansancio', 'Small wins'];
const TAGS = ['trabajo', 'familia', 'salud', 'deporte', 'viaje', 'ideas', 'amigos', 'gratitud'];

const at = (date: string, hour: number, minute = 0) =>
  `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** A day of the history, with its ISO weekday (worked out once for every user). */
interface Day {
  date: string;
  weekday: number;
}

/** Whether a habit asks for a day: weekly habits are done on about half the days, by choice. */
function asked(habit: HabitTemplate, day: Day, random: Generator): boolean {
  if (habit.frequency.type === 'weekdays') return habit.frequency.days.includes(day.weekday);
  if (habit.frequency.type === 'weekly') return random.chance(0.45);
  return true;
}

interface UserRows {
  check_ins: Insertable<Database['check_ins']>[];
  habits: Insertable<Database['habits']>[];
  habit_pauses: Insertable<Database['habit_pauses']>[];
  habit_marks: Insertable<Database['habit_marks']>[];
  /** Written through the diary's store, which indexes them for search. */
  diary_entries: EntryWithTags[];
}

function historyOf(userId: string, seed: number, days: readonly Day[], shape: LoadShape) {
  const dates = days.map((day) => day.date);
  const random = generator(seed);
  const rows: UserRows = {
    check_ins: [],
    habits: [],
    habit_pauses: [],
    habit_marks: [],
    diary_entries: [],
  };
  const first = dates[0]!;
  let weight = random.between(550, 950) / 10;

  for (const date of dates) {
    weight = oneDecimal(weight + (random.next() - 0.5) * 0.4);
    rows.check_ins.push({
      user_id: userId,
      date,
      sleep_hours: oneDecimal(5 + random.next() * 4),
      sleep_quality: random.between(1, 5),
      mood: random.between(1, 5),
      energy: random.between(1, 5),
      stress: random.between(1, 5),
      weight_kg: random.chance(0.6) ? weight : null,
      steps: random.between(1500, 16_000),
      water_ml: random.between(8, 30) * 100,
      training_minutes: random.chance(0.5) ? random.between(10, 90) : null,
      note: random.chance(0.1) ? random.pick(SENTENCES) : null,
      created_at: at(date, 21, random.between(0, 59)),
      updated_at: at(date, 22, random.between(0, 59)),
    });
  }

  for (let index = 0; index < shape.habitsPerUser; index += 1) {
    const template = HABITS[index % HABITS.length]!;
    const habitId = randomUUID();
    rows.habits.push({
      id: habitId,
      user_id: userId,
      name: index < HABITS.length ? template.name : `${template.name} ${index}`,
      description: null,
      kind: template.kind,
      target: template.target,
      unit: template.unit,
      frequency: JSON.stringify(template.frequency),
      start_date: first,
      position: index,
      archived_at: null,
      created_at: at(first, 8, index),
      updated_at: at(first, 8, index),
    });
    // A week's holiday for the first habit, somewhere in the history.
    const paused =
      index === 0 && dates.length > 14 ? random.between(0, dates.length - 8) : undefined;
    if (paused !== undefined) {
      rows.habit_pauses.push({
        id: randomUUID(),
        habit_id: habitId,
        user_id: userId,
        from_date: dates[paused]!,
        to_date: dates[paused + 6]!,
        created_at: at(dates[paused]!, 7),
      });
    }
    for (const day of days) {
      if (!asked(template, day, random)) continue;
      const { date } = day;
      const roll = random.next();
      if (roll >= 0.8) continue; // left open
      const skipped = roll >= 0.75;
      rows.habit_marks.push({
        habit_id: habitId,
        user_id: userId,
        date,
        status: skipped ? 'skipped' : template.kind === 'boolean' ? 'done' : 'value',
        value:
          skipped || template.target === null
            ? null
            : oneDecimal(template.target * (0.3 + random.next())),
        created_at: at(date, 20),
        updated_at: at(date, 20),
      });
    }
  }

  const entries = Math.min(shape.diaryEntriesPerUser, dates.length * 50);
  for (let index = 0; index < entries; index += 1) {
    // Spread over the history, a few days with two entries.
    const date = dates[Math.floor((index * dates.length) / entries)]!;
    const entryId = randomUUID();
    const sentences = Array.from({ length: random.between(2, 5) }, () => random.pick(SENTENCES));
    const tags = new Set(Array.from({ length: random.between(0, 3) }, () => random.pick(TAGS)));
    rows.diary_entries.push({
      entry: {
        id: entryId,
        date,
        title: random.chance(0.5) ? random.pick(TITLES) : null,
        body: sentences.join(' '),
        mood: random.chance(0.8) ? random.between(1, 5) : null,
        created_at: at(date, 22, index % 60),
        updated_at: at(date, 22, index % 60),
      },
      tags: [...tags],
    });
  }
  return rows;
}

/** The users to give a history: the bench's own without one yet, and new ones up to `count`. */
async function usersToSeed(
  { db, kind }: AppDatabase,
  count: number,
  now: string,
): Promise<string[]> {
  const signedUp = await db
    .selectFrom('users')
    .select('id')
    .where('email', 'like', SIGNED_UP_EMAILS)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('check_ins').select('user_id').whereRef('user_id', '=', 'users.id'),
        ),
      ),
    )
    .orderBy('email')
    .execute();
  const ids = signedUp.map((user) => user.id).slice(0, count);
  const created = Array.from({ length: count - ids.length }, () => randomUUID());
  await insertInBatches(
    { db, kind },
    'users',
    created.map((id) => seededUserRow(id, now)),
  );
  return [...ids, ...created];
}

export async function seedTrackingLoad(
  database: AppDatabase,
  shape: LoadShape,
  now = new Date(),
): Promise<SeedResult> {
  const started = performance.now();
  const { db } = database;
  await refuseForeignUsers(db);
  const preferences = DEFAULT_USER_PREFERENCES;
  const today = localDayOf(now, preferences.timezone, preferences.dayStartsAt);
  const days = Array.from({ length: shape.days }, (_, index) => {
    const date = addLocalDays(today, index - shape.days);
    return { date, weekday: isoWeekdayOf(date) };
  });
  const stamp = now.toISOString();
  const userIds = await usersToSeed(database, shape.users, stamp);

  const rows: SeedResult['rows'] = {
    check_ins: 0,
    habits: 0,
    habit_pauses: 0,
    habit_marks: 0,
    diary_entries: 0,
    diary_entry_tags: 0,
    activity_events: 0,
  };
  for (let start = 0; start < userIds.length; start += USERS_PER_TRANSACTION) {
    const group = userIds.slice(start, start + USERS_PER_TRANSACTION);
    const histories = group.map((userId, index) =>
      historyOf(userId, start + index + 1, days, shape),
    );
    await writeTransaction(database, async ({ db: trx }) => {
      const target = { db: trx, kind: database.kind };
      await trx
        .insertInto('user_settings')
        .values(
          group.map((userId) => ({
            user_id: userId,
            personal_info: '{}',
            preferences: JSON.stringify(preferences),
            updated_at: stamp,
          })),
        )
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
      const merged = {
        check_ins: histories.flatMap((history) => history.check_ins),
        habits: histories.flatMap((history) => history.habits),
        habit_pauses: histories.flatMap((history) => history.habit_pauses),
        habit_marks: histories.flatMap((history) => history.habit_marks),
      };
      // Parents before children (marks and pauses need their habit).
      await insertInBatches(target, 'check_ins', merged.check_ins);
      await insertInBatches(target, 'habits', merged.habits);
      await insertInBatches(target, 'habit_pauses', merged.habit_pauses);
      await insertInBatches(target, 'habit_marks', merged.habit_marks);
      for (const [index, history] of histories.entries()) {
        await insertEntries(trx, database.kind, group[index]!, history.diary_entries);
        rows.diary_entries += history.diary_entries.length;
        rows.diary_entry_tags += history.diary_entries.reduce(
          (sum, { tags }) => sum + tags.length,
          0,
        );
      }
      for (const table of Object.keys(merged) as (keyof typeof merged)[]) {
        rows[table] += merged[table].length;
      }
      // Every record has its activity event, weekly points and achievements, as the write paths
      // (and the import, which this is like) leave them: the overview and each write read them.
      for (const userId of group) await recomputeProgress(trx, userId);
      const events = await trx
        .selectFrom('activity_events')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', 'in', group)
        .executeTakeFirstOrThrow();
      rows.activity_events += Number(events.count);
    });
  }
  // As autovacuum soon would after this much writing: plans of a database that knows its tables.
  if (database.kind === 'postgres') await sql`analyze`.execute(db);
  return {
    users: userIds.length,
    today,
    rows,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    searchWord: SEARCH_WORD,
  };
}
