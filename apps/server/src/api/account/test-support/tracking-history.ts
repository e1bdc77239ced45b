/**
 * A realistic tracking history written straight into the database (the tracking routes live in
 * their own modules): check-ins with gaps and nulls, a yes/no daily habit with skips and a pause, a
 * measurable habit with partial values, a weekly and a weekday habit, an archived one, and diary
 * entries with tags, accents and text a spreadsheet would take for a formula. Every day is in the
 * past. `variant` changes the text, so two users' histories can be told apart.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { searchTextOf } from '../../tracking/diary/diary-search.js';
import {
  numberMemoryTest,
  processingSpeedTest,
  reactionTimeTest,
} from '../../scans/test-support/finished-tests.js';

const at = (date: string, time = '08:00:00.000') => `${date}T${time}Z`;

/** Days of March 2025, `01` … `31`. */
const march = (day: number) => `2025-03-${String(day).padStart(2, '0')}`;

export interface TrackingHistory {
  checkIns: number;
  habits: number;
  pauses: number;
  marks: number;
  diaryEntries: number;
  tags: number;
  cognitiveResults: number;
  workouts: number;
  workoutSets: number;
}

export async function writeTrackingHistory(
  db: Kysely<Database>,
  userId: string,
  variant = 'a',
): Promise<TrackingHistory> {
  const checkIns = [1, 2, 3, 5, 8, 13, 21].map((day, index) => ({
    user_id: userId,
    date: march(day),
    sleep_hours: index % 3 === 0 ? null : 6.5 + index * 0.25,
    sleep_quality: index % 2 === 0 ? 4 : null,
    mood: (index % 5) + 1,
    energy: index === 3 ? null : 3,
    stress: 2,
    weight_kg: index % 2 === 0 ? 71.3 - index * 0.1 : null,
    steps: index === 0 ? null : 4000 + index * 1234,
    water_ml: 1500,
    training_minutes: index % 2 === 0 ? 45 : null,
    note: index === 1 ? `Día raro, dormí poco (${variant})` : index === 4 ? '=1+2' : null,
    created_at: at(march(day), '21:30:00.000'),
    updated_at: at(march(day), '22:10:00.000'),
  }));
  await db.insertInto('check_ins').values(checkIns).execute();

  const habit = (
    position: number,
    fields: Pick<
      Database['habits'],
      'name' | 'kind' | 'target' | 'unit' | 'frequency' | 'description'
    > & { archived_at?: string | null },
  ) => ({
    id: randomUUID(),
    user_id: userId,
    start_date: '2025-02-24',
    position,
    archived_at: null,
    created_at: at('2025-02-24', `09:0${position}:00.000`),
    updated_at: at('2025-02-25'),
    ...fields,
  });
  const meditate = habit(0, {
    name: `Meditación ${variant}`,
    description: 'Diez minutos, sin teléfono',
    kind: 'boolean',
    target: null,
    unit: null,
    frequency: JSON.stringify({ type: 'daily' }),
  });
  const read = habit(1, {
    name: 'Read',
    description: null,
    kind: 'measurable',
    target: 20,
    unit: 'pages',
    frequency: JSON.stringify({ type: 'daily' }),
  });
  const gym = habit(2, {
    name: '+Gym',
    description: null,
    kind: 'boolean',
    target: null,
    unit: null,
    frequency: JSON.stringify({ type: 'weekly', times: 3 }),
  });
  const run = habit(3, {
    name: 'Run',
    description: 'Easy pace',
    kind: 'measurable',
    target: 5.5,
    unit: 'km',
    frequency: JSON.stringify({ type: 'weekdays', days: [1, 3, 5] }),
  });
  const journal = habit(4, {
    name: 'Old habit',
    description: null,
    kind: 'boolean',
    target: null,
    unit: null,
    frequency: JSON.stringify({ type: 'daily' }),
    archived_at: at('2025-03-10'),
  });
  const habits = [meditate, read, gym, run, journal];
  await db.insertInto('habits').values(habits).execute();

  const pauses = [
    { habit: meditate, from: march(10), to: march(16) },
    { habit: run, from: march(17), to: march(17) },
    { habit: run, from: march(24), to: march(30) },
  ].map(({ habit: owner, from, to }) => ({
    id: randomUUID(),
    habit_id: owner.id,
    user_id: userId,
    from_date: from,
    to_date: to,
    created_at: at(from, '07:00:00.000'),
  }));
  await db.insertInto('habit_pauses').values(pauses).execute();

  type Mark = Pick<Database['habit_marks'], 'status' | 'value'>;
  const done: Mark = { status: 'done', value: null };
  const skipped: Mark = { status: 'skipped', value: null };
  const value = (amount: number): Mark => ({ status: 'value', value: amount });
  const marks = (
    [
      [meditate, 1, done],
      [meditate, 2, done],
      [meditate, 3, skipped],
      [meditate, 4, done],
      [read, 1, value(20)],
      [read, 2, value(7.5)],
      [read, 3, skipped],
      [read, 4, value(0)],
      [gym, 3, done],
      [gym, 5, done],
      [run, 3, value(6)],
      [run, 5, value(2.25)],
      [journal, 1, done],
    ] as const
  ).map(([owner, day, mark]) => ({
    habit_id: owner.id,
    user_id: userId,
    date: march(day),
    ...mark,
    created_at: at(march(day), '20:00:00.000'),
    updated_at: at(march(day), '20:05:00.000'),
  }));
  await db.insertInto('habit_marks').values(marks).execute();

  const entries = [
    {
      date: march(2),
      title: `Café con Íñigo (${variant})`,
      body: 'Hablamos de la mudanza.\nÑandú, pingüino, ¿qué tal? "Comillas", y comas.',
      mood: 4,
      tags: ['amigos', 'café'],
      time: '10:00:00.000',
    },
    {
      date: march(2),
      title: null,
      body: 'Second entry, same day.',
      mood: null,
      tags: [],
      time: '18:00:00.000',
    },
    {
      date: march(9),
      title: '@risky',
      body: '-2 push-ups =SUM(A1:A2)',
      mood: 2,
      tags: ['=cmd', 'work'],
      time: '12:00:00.000',
    },
  ].map((entry) => ({ ...entry, id: randomUUID() }));
  await db
    .insertInto('diary_entries')
    .values(
      entries.map(({ id, date, title, body, mood, time }) => ({
        id,
        user_id: userId,
        date,
        title,
        body,
        mood,
        search_text: searchTextOf(userId, title, body),
        created_at: at(date, time),
        updated_at: at(date, time),
      })),
    )
    .execute();
  const tags = entries.flatMap((entry) =>
    entry.tags.map((tag) => ({ entry_id: entry.id, user_id: userId, tag })),
  );
  await db.insertInto('diary_entry_tags').values(tags).execute();

  // Cognitive test results: two on one day (the second a touch later), one a week on.
  const results = [
    { date: march(4), time: '07:15:00.000', test: reactionTimeTest(variant === 'a' ? 280 : 300) },
    { date: march(4), time: '07:20:00.000', test: numberMemoryTest(6) },
    { date: march(11), time: '21:05:00.000', test: processingSpeedTest() },
  ];
  await db
    .insertInto('cognitive_results')
    .values(
      results.map(({ date, time, test }) => ({
        id: randomUUID(),
        user_id: userId,
        kind: test.kind,
        device: test.device,
        completed_at: at(date, time),
        local_date: date,
        trials: JSON.stringify(test.trials),
        summary: JSON.stringify(test.summary),
      })),
    )
    .execute();

  const physical = await writePhysicalHistory(db, userId, variant);

  return {
    ...physical,
    checkIns: checkIns.length,
    habits: habits.length,
    pauses: pauses.length,
    marks: marks.length,
    diaryEntries: entries.length,
    tags: tags.length,
    cognitiveResults: results.length,
  };
}

/**
 * The physical area: an exercise of the user's own, two sessions (one from a routine, warm-ups,
 * a timed set, a set of the own exercise, notes a spreadsheet would take for a formula), a
 * routine and two days of body measurements.
 */
async function writePhysicalHistory(
  db: Kysely<Database>,
  userId: string,
  variant: string,
): Promise<{ workouts: number; workoutSets: number }> {
  const sled = {
    id: randomUUID(),
    user_id: userId,
    name: `Empuje de trineo ${variant}`,
    primary_muscles: JSON.stringify(['quadriceps']),
    secondary_muscles: JSON.stringify(['glutes']),
    equipment: 'other' as const,
    kind: 'distance' as const,
    created_at: at(march(1)),
    updated_at: at(march(1)),
  };
  await db.insertInto('user_exercises').values(sled).execute();
  const routine = {
    id: randomUUID(),
    user_id: userId,
    name: `Pierna ${variant}`,
    notes: null,
    exercises: JSON.stringify([
      {
        exercise_id: 'barbell-back-squat',
        position: 0,
        target_sets: 3,
        target_reps: 5,
        target_weight_kg: 100,
        notes: null,
      },
      {
        exercise_id: sled.id,
        position: 1,
        target_sets: 2,
        target_reps: null,
        target_weight_kg: null,
        notes: 'Suave',
      },
    ]),
    created_at: at(march(1)),
    updated_at: at(march(1)),
  };
  await db.insertInto('routines').values(routine).execute();
  interface Entry {
    exercise: string;
    /** [kg, reps, warm-up 1/0] a set. */
    sets?: [number, number, number][];
    distance?: number;
    duration?: number;
  }
  const sessions: {
    date: string;
    routine: string | null;
    notes: string | null;
    entries: Entry[];
  }[] = [
    {
      date: march(3),
      routine: routine.id,
      notes: '=SUM(A1)',
      entries: [
        {
          exercise: 'barbell-back-squat',
          sets: [
            [60, 8, 1],
            [100, 5, 0],
            [100, 5, 0],
          ],
        },
        { exercise: sled.id, distance: 40 },
        { exercise: 'plank', duration: 60 },
      ],
    },
    {
      date: march(10),
      routine: null,
      notes: null,
      entries: [{ exercise: 'barbell-back-squat', sets: [[102.5, 5, 0]] }],
    },
  ];
  let setCount = 0;
  for (const session of sessions) {
    const workoutId = randomUUID();
    const startedAt = at(session.date, '18:00:00.000');
    await db
      .insertInto('workouts')
      .values({
        id: workoutId,
        user_id: userId,
        name: `Sesión ${variant}`,
        notes: session.notes,
        started_at: startedAt,
        finished_at: at(session.date, '19:05:00.000'),
        local_date: session.date,
        routine_id: session.routine,
        source: 'app',
        import_key: null,
        created_at: startedAt,
        updated_at: startedAt,
      })
      .execute();
    for (const [position, entry] of session.entries.entries()) {
      const entryId = randomUUID();
      await db
        .insertInto('workout_entries')
        .values({
          id: entryId,
          workout_id: workoutId,
          user_id: userId,
          exercise_id: entry.exercise,
          position,
          notes: null,
        })
        .execute();
      const sets: [number | null, number | null, number][] = entry.sets ?? [[null, null, 0]];
      const rows = sets.map(([weight, reps, warmUp], index) => ({
        id: randomUUID(),
        entry_id: entryId,
        workout_id: workoutId,
        user_id: userId,
        exercise_id: entry.exercise,
        started_at: startedAt,
        local_date: session.date,
        entry_position: position,
        position: index,
        reps,
        weight_kg: weight,
        rir: reps === null ? null : 2,
        warm_up: warmUp,
        duration_seconds: entry.duration ?? null,
        distance_m: entry.distance ?? null,
        e1rm_kg: null,
        records: '',
      }));
      await db.insertInto('workout_sets').values(rows).execute();
      setCount += rows.length;
    }
  }
  await db
    .insertInto('body_measurements')
    .values(
      [march(1), march(15)].map((date, index) => ({
        user_id: userId,
        date,
        waist_cm: 82 - index,
        hips_cm: null,
        chest_cm: 101.5,
        arm_cm: null,
        thigh_cm: 58,
        body_fat_pct: 18.4 - index * 0.3,
        created_at: at(date),
        updated_at: at(date),
      })),
    )
    .execute();
  return { workouts: sessions.length, workoutSets: setCount };
}
