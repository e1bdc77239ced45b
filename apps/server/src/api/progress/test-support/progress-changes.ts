/**
 * Random progress changes, for the property tests of progress: what a user does over some weeks
 * (check-ins, habits and their marks, diary entries, workouts and their sets, face scans: made,
 * changed, moved and taken back), one generator for both the rebuild from records
 * (recompute-progress.property.test.ts, through the repositories the routes use) and the bounded
 * achievement check (changed-standings.property.test.ts, through the activity events each change
 * records).
 */
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '../../../db/database.js';
import { checkInsRepository } from '../../tracking/check-ins/check-ins-repository.js';
import { addDays } from '../../tracking/day-numbers.js';
import { diaryRepository } from '../../tracking/diary/diary-repository.js';
import { habitsRepository } from '../../tracking/habits/habits-repository.js';
import { workoutsRepository } from '../../physical/workouts-repository.js';
import { faceScansRepository } from '../../scans/face-scans-repository.js';
import { faceScanSample } from '../../scans/test-support/face-scan-samples.js';

/** The days the changes fall on: `days` days from `firstDay`. */
export interface ProgressCalendar {
  firstDay: string;
  days: number;
}

/**
 * A day of the calendar: mostly within ten days in its middle, so that runs of 7 and 14 days form
 * and break; sometimes within its wider middle, sometimes anywhere (comebacks, longer runs).
 */
function dayOf({ firstDay, days }: ProgressCalendar): fc.Arbitrary<string> {
  const middle = Math.floor(days * 0.43);
  return fc
    .oneof(
      { weight: 6, arbitrary: fc.integer({ min: middle, max: Math.min(days - 1, middle + 9) }) },
      {
        weight: 2,
        arbitrary: fc.integer({ min: Math.floor(days / 7), max: Math.floor(days * 0.8) }),
      },
      { weight: 1, arbitrary: fc.integer({ min: 0, max: days - 1 }) },
    )
    .map((offset) => addDays(firstDay, offset));
}

/** A slot for a habit or a record made earlier in the sequence (taken modulo how many exist). */
const slot = fc.nat({ max: 7 });

/** What a user does, each change as its route makes it. */
export type ProgressChange =
  | { op: 'checkIn'; date: string; mood: number | null; sleep: number | null }
  | { op: 'deleteCheckIn'; date: string }
  | { op: 'habit'; measurable: boolean; target: number }
  | { op: 'mark'; habit: number; date: string; status: 'done' | 'skipped' | 'value'; value: number }
  | { op: 'clearMark'; habit: number; date: string }
  | { op: 'target'; habit: number; target: number }
  | { op: 'deleteHabit'; habit: number }
  | { op: 'entry'; date: string }
  | { op: 'moveEntry'; entry: number; date: string }
  | { op: 'deleteEntry'; entry: number }
  | { op: 'workout'; date: string; weight: number; reps: number; warmUp: boolean }
  | { op: 'logSet'; workout: number; weight: number; reps: number; warmUp: boolean }
  | { op: 'deleteWorkout'; workout: number }
  | { op: 'faceScan'; date: string }
  | { op: 'deleteFaceScan'; scan: number };

/** One change a user makes to what progress is counted from, on a day of `calendar`. */
export function progressChange(calendar: ProgressCalendar): fc.Arbitrary<ProgressChange> {
  const day = dayOf(calendar);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        op: fc.constant('checkIn' as const),
        date: day,
        mood: fc.option(fc.integer({ min: 1, max: 5 })),
        sleep: fc.option(fc.constantFrom(6, 7.5)),
      }),
    },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('deleteCheckIn' as const), date: day }) },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant('habit' as const),
        measurable: fc.boolean(),
        target: fc.constantFrom(10, 20, 30),
      }),
    },
    {
      weight: 6,
      arbitrary: fc.record({
        op: fc.constant('mark' as const),
        habit: slot,
        date: day,
        status: fc.constantFrom('done' as const, 'skipped' as const, 'value' as const),
        value: fc.constantFrom(5, 15, 25, 40),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ op: fc.constant('clearMark' as const), habit: slot, date: day }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        op: fc.constant('target' as const),
        habit: slot,
        target: fc.constantFrom(10, 20, 30),
      }),
    },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('deleteHabit' as const), habit: slot }) },
    { weight: 3, arbitrary: fc.record({ op: fc.constant('entry' as const), date: day }) },
    {
      weight: 1,
      arbitrary: fc.record({ op: fc.constant('moveEntry' as const), entry: slot, date: day }),
    },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('deleteEntry' as const), entry: slot }) },
    // Sessions of one lift whose records (and their events) move as sessions come and go.
    {
      weight: 3,
      arbitrary: fc.record({
        op: fc.constant('workout' as const),
        date: day,
        weight: fc.constantFrom(80, 100, 102.5),
        reps: fc.constantFrom(3, 5, 10),
        warmUp: fc.boolean(),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        op: fc.constant('logSet' as const),
        workout: slot,
        weight: fc.constantFrom(80, 100, 105),
        reps: fc.constantFrom(3, 5, 12),
        warmUp: fc.boolean(),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ op: fc.constant('deleteWorkout' as const), workout: slot }),
    },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('faceScan' as const), date: day }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('deleteFaceScan' as const), scan: slot }) },
  );
}

/** The item at a slot, taken modulo how many there are. */
const pick = <T>(items: T[], index: number): T | undefined =>
  items.length === 0 ? undefined : items[index % items.length];

/**
 * A function that applies changes for one user, one at a time, through the repositories the routes
 * use (each records its activity events and syncs achievements as its route does), remembering what
 * it made so that a later change's slot names one of them.
 */
export function progressWriter(database: AppDatabase, userId: string, calendar: ProgressCalendar) {
  const checkIns = checkInsRepository(database);
  const habits = habitsRepository(database);
  const diary = diaryRepository(database);
  const workouts = workoutsRepository(database);
  const habitIds: { id: string; measurable: boolean }[] = [];
  const entryIds: string[] = [];
  const workoutIds: string[] = [];
  const faceScans = faceScansRepository(database);
  const scanIds: string[] = [];
  return async function apply(step: ProgressChange): Promise<void> {
    switch (step.op) {
      case 'checkIn':
        await checkIns.upsert(userId, step.date, { mood: step.mood, sleep_hours: step.sleep });
        break;
      case 'deleteCheckIn':
        await checkIns.remove(userId, step.date);
        break;
      case 'habit': {
        const habit = await habits.create(
          userId,
          {
            name: 'Habit',
            kind: step.measurable ? 'measurable' : 'boolean',
            ...(step.measurable ? { target: step.target, unit: 'pages' } : {}),
            frequency: { type: 'daily' },
          },
          calendar.firstDay,
        );
        habitIds.push({ id: habit.id, measurable: step.measurable });
        break;
      }
      case 'mark': {
        const habit = pick(habitIds, step.habit);
        if (!habit) break;
        const mark = habit.measurable
          ? step.status === 'skipped'
            ? { status: 'skipped' as const }
            : { status: 'value' as const, value: step.value }
          : step.status === 'skipped'
            ? { status: 'skipped' as const }
            : { status: 'done' as const };
        await habits.setMark(userId, habit.id, step.date, mark);
        break;
      }
      case 'clearMark': {
        const habit = pick(habitIds, step.habit);
        if (habit) await habits.clearMark(userId, habit.id, step.date);
        break;
      }
      case 'target': {
        const habit = pick(habitIds, step.habit);
        if (habit?.measurable) await habits.update(userId, habit.id, { target: step.target });
        break;
      }
      case 'deleteHabit': {
        const habit = pick(habitIds, step.habit);
        if (!habit) break;
        await habits.remove(userId, habit.id);
        habitIds.splice(habitIds.indexOf(habit), 1);
        break;
      }
      case 'entry':
        entryIds.push((await diary.create(userId, { date: step.date, body: 'Text' })).id);
        break;
      case 'moveEntry': {
        const entry = pick(entryIds, step.entry);
        if (entry) await diary.update(userId, entry, { date: step.date });
        break;
      }
      case 'deleteEntry': {
        const entry = pick(entryIds, step.entry);
        if (!entry) break;
        await diary.remove(userId, entry);
        entryIds.splice(entryIds.indexOf(entry), 1);
        break;
      }
      case 'workout': {
        const id = randomUUID();
        await workouts.put(
          userId,
          id,
          {
            started_at: `${step.date}T10:00:00.000Z`,
            exercises: [
              {
                exercise_id: 'barbell-bench-press',
                sets: [{ weight_kg: step.weight, reps: step.reps, warm_up: step.warmUp }],
              },
            ],
          },
          step.date,
        );
        workoutIds.push(id);
        break;
      }
      case 'logSet': {
        const workout = pick(workoutIds, step.workout);
        if (!workout) break;
        await workouts.logSet(userId, workout, {
          exercise_id: 'barbell-bench-press',
          weight_kg: step.weight,
          reps: step.reps,
          warm_up: step.warmUp,
        });
        break;
      }
      case 'deleteWorkout': {
        const workout = pick(workoutIds, step.workout);
        if (!workout) break;
        await workouts.remove(userId, workout);
        workoutIds.splice(workoutIds.indexOf(workout), 1);
        break;
      }
      case 'faceScan': {
        const scan = await faceScans.create(userId, {
          ...faceScanSample(),
          completedAt: `${step.date}T12:00:00.000Z`,
          localDate: step.date,
        });
        scanIds.push(scan.id);
        break;
      }
      case 'deleteFaceScan': {
        const scan = pick(scanIds, step.scan);
        if (!scan) break;
        await faceScans.remove(userId, scan);
        scanIds.splice(scanIds.indexOf(scan), 1);
        break;
      }
    }
  };
}
