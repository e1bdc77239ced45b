import type {
  CheckInList,
  Exercise,
  ExerciseList,
  Measurement,
  MeasurementList,
  Routine,
  RoutineList,
} from '@ascend/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit } from '../test-support/api-test-kit.js';
import { physicalClient } from './test-support/physical-client.js';

const sledPush = {
  name: 'Sled push',
  primary_muscles: ['quadriceps'],
  secondary_muscles: ['glutes'],
  equipment: 'other',
  kind: 'distance',
};

describe.each(testDatabaseKinds())(
  '/api/v1/physical exercises, routines and measurements on %s',
  (kind) => {
    let kit: ApiTestKit;
    let client: ReturnType<typeof physicalClient>;
    beforeAll(async () => {
      kit = await startApiTestKit(kind);
      client = physicalClient(kit, kit.auth.server.app.database.db);
    });
    afterAll(async () => {
      await kit.close();
    });

    it('searches the library in either language and filters it; a user’s exercises are theirs alone', async () => {
      const user = await kit.signUp();
      const other = await kit.signUp();
      const all = await client.call<ExerciseList>(user, 'GET', '/physical/exercises');
      expect(all.exercises.length).toBeGreaterThanOrEqual(100);
      const spanish = await client.call<ExerciseList>(
        user,
        'GET',
        '/physical/exercises?q=sentadilla%20barra',
      );
      expect(spanish.exercises.map((e) => e.id)).toEqual(['barbell-back-squat', 'front-squat']);
      const filtered = await client.call<ExerciseList>(
        user,
        'GET',
        '/physical/exercises?muscle=biceps&equipment=cable',
      );
      // Primary or secondary: curls, and the pulldowns and rows the biceps help.
      expect(filtered.exercises.map((e) => e.id)).toContain('cable-curl');
      expect(filtered.exercises.map((e) => e.id)).toContain('lat-pulldown');
      for (const exercise of filtered.exercises) {
        expect(exercise.equipment).toBe('cable');
        expect([...exercise.primary_muscles, ...exercise.secondary_muscles]).toContain('biceps');
      }
      await client.refused(user, 'GET', '/physical/exercises?muscle=wings', undefined, 422);

      const own = await client.call<Exercise>(user, 'POST', '/physical/exercises', sledPush);
      expect(own).toMatchObject({
        source: 'user',
        names: { en: 'Sled push', es: 'Sled push' },
        kind: 'distance',
      });
      expect(
        (await client.call<ExerciseList>(user, 'GET', '/physical/exercises?source=user')).exercises,
      ).toEqual([own]);
      expect(
        (await client.call<ExerciseList>(other, 'GET', '/physical/exercises?source=user'))
          .exercises,
      ).toEqual([]);
      // Another user's exercise: not found, whatever the route; nor can it be logged (422, in the
      // workouts' tests) or put in a routine.
      await client.refused(other, 'PUT', `/physical/exercises/${own.id}`, sledPush, 404);
      await client.refused(other, 'DELETE', `/physical/exercises/${own.id}`, undefined, 404);
      await client.refused(other, 'GET', `/physical/exercises/${own.id}/history`, undefined, 404);
      await client.refused(
        other,
        'POST',
        '/physical/routines',
        { name: 'Mine', exercises: [{ exercise_id: own.id, target_sets: 3 }] },
        422,
      );
      // A library exercise is nobody's to change.
      await client.refused(user, 'PUT', '/physical/exercises/barbell-bench-press', sledPush, 404);
      await client.refused(
        user,
        'POST',
        '/physical/exercises',
        { ...sledPush, primary_muscles: [] },
        422,
      );
      await client.refused(
        user,
        'POST',
        '/physical/exercises',
        { ...sledPush, secondary_muscles: ['quadriceps'] },
        422,
      );

      // Used by a set: its kind stays and it cannot be deleted; unused, it can.
      await client.call(
        user,
        'PUT',
        `/physical/workouts/${randomUUID()}`,
        {
          started_at: '2026-03-01T10:00:00Z',
          exercises: [{ exercise_id: own.id, sets: [{ distance_m: 40 }] }],
        },
        201,
      );
      await client.refused(
        user,
        'PUT',
        `/physical/exercises/${own.id}`,
        { ...sledPush, kind: 'reps' },
        409,
      );
      await client.refused(user, 'DELETE', `/physical/exercises/${own.id}`, undefined, 409);
      const renamed = await client.call<Exercise>(user, 'PUT', `/physical/exercises/${own.id}`, {
        ...sledPush,
        name: 'Empuje de trineo',
      });
      expect(renamed.names.es).toBe('Empuje de trineo');
      const spare = await client.call<Exercise>(user, 'POST', '/physical/exercises', {
        ...sledPush,
        name: 'Spare',
      });
      // Held by a routine: refused with the routine named, until the routine lets it go.
      const routine = await client.call<Routine>(user, 'POST', '/physical/routines', {
        name: 'Sled day',
        exercises: [{ exercise_id: spare.id, target_sets: 3 }],
      });
      const detail = await client.refused(
        user,
        'DELETE',
        `/physical/exercises/${spare.id}`,
        undefined,
        409,
      );
      expect(detail).toContain('“Sled day”');
      await client.call(user, 'DELETE', `/physical/routines/${routine.id}`);
      await client.call(user, 'DELETE', `/physical/exercises/${spare.id}`);
    });

    it('keeps routines per user: created, listed, replaced, deleted; another user’s is a 404', async () => {
      const user = await kit.signUp();
      const other = await kit.signUp();
      const routine = await client.call<Routine>(user, 'POST', '/physical/routines', {
        name: 'Push',
        exercises: [
          {
            exercise_id: 'barbell-bench-press',
            target_sets: 3,
            target_reps: 5,
            target_weight_kg: 100,
          },
          { exercise_id: 'plank', target_sets: 2 },
        ],
      });
      expect(routine.exercises).toEqual([
        {
          exercise_id: 'barbell-bench-press',
          position: 0,
          target_sets: 3,
          target_reps: 5,
          target_weight_kg: 100,
          notes: null,
        },
        {
          exercise_id: 'plank',
          position: 1,
          target_sets: 2,
          target_reps: null,
          target_weight_kg: null,
          notes: null,
        },
      ]);
      const path = `/physical/routines/${routine.id}`;
      await client.refused(other, 'GET', path, undefined, 404);
      await client.refused(
        other,
        'PUT',
        path,
        { name: 'x', exercises: [{ exercise_id: 'plank', target_sets: 1 }] },
        404,
      );
      await client.refused(other, 'DELETE', path, undefined, 404);
      expect((await client.call<RoutineList>(other, 'GET', '/physical/routines')).routines).toEqual(
        [],
      );
      await client.refused(
        user,
        'POST',
        '/physical/routines',
        { name: 'Empty', exercises: [] },
        422,
      );
      await client.refused(
        user,
        'POST',
        '/physical/routines',
        { name: 'Too much', exercises: [{ exercise_id: 'plank', target_sets: 21 }] },
        422,
      );
      const replaced = await client.call<Routine>(user, 'PUT', path, {
        name: 'Push B',
        exercises: [{ exercise_id: 'overhead-press', target_sets: 5, target_reps: 5 }],
      });
      expect(replaced).toMatchObject({
        id: routine.id,
        name: 'Push B',
        created_at: routine.created_at,
      });
      expect((await client.call<RoutineList>(user, 'GET', '/physical/routines')).routines).toEqual([
        replaced,
      ]);
      await client.call(user, 'DELETE', path);
      await client.refused(user, 'GET', path, undefined, 404);
    });

    it('keeps body measurements by day, weight being the check-in’s own value', async () => {
      const user = await kit.signUp();
      const other = await kit.signUp();
      await client.call(user, 'PUT', '/check-ins/2026-03-01', { weight_kg: 80.4, mood: 4 });
      const day = await client.call<Measurement>(user, 'PUT', '/physical/measurements/2026-03-02', {
        weight_kg: 80.1,
        waist_cm: 84.5,
        body_fat_pct: 17.2,
      });
      expect(day).toMatchObject({
        date: '2026-03-02',
        weight_kg: 80.1,
        waist_cm: 84.5,
        body_fat_pct: 17.2,
        hips_cm: null,
      });
      // The weight written here is the check-in's: the tracking page reads the same value.
      const checkIns = await client.call<CheckInList>(
        user,
        'GET',
        '/check-ins?from=2026-03-01&to=2026-03-02',
      );
      expect(checkIns.check_ins.map((c) => [c.date, c.weight_kg])).toEqual([
        ['2026-03-01', 80.4],
        ['2026-03-02', 80.1],
      ]);
      const list = await client.call<MeasurementList>(
        user,
        'GET',
        '/physical/measurements?from=2026-03-01&to=2026-03-31',
      );
      expect(list.measurements.map((m) => [m.date, m.weight_kg, m.waist_cm])).toEqual([
        ['2026-03-01', 80.4, null],
        ['2026-03-02', 80.1, 84.5],
      ]);
      expect(
        (
          await client.call<MeasurementList>(
            other,
            'GET',
            '/physical/measurements?from=2026-03-01&to=2026-03-31',
          )
        ).measurements,
      ).toEqual([]);

      // Clearing a measure with null; the check-in keeps its mood when its weight goes.
      await client.call(user, 'PUT', '/physical/measurements/2026-03-01', { weight_kg: null });
      const [first] = (
        await client.call<CheckInList>(user, 'GET', '/check-ins?from=2026-03-01&to=2026-03-01')
      ).check_ins;
      expect(first).toMatchObject({ weight_kg: null, mood: 4 });
      await client.call(user, 'DELETE', '/physical/measurements/2026-03-02');
      expect(
        (
          await client.call<MeasurementList>(
            user,
            'GET',
            '/physical/measurements?from=2026-03-01&to=2026-03-31',
          )
        ).measurements,
      ).toEqual([]);
      await client.refused(user, 'DELETE', '/physical/measurements/2026-03-02', undefined, 404);

      for (const bad of [
        { waist_cm: 301 },
        { body_fat_pct: 1 },
        { weight_kg: 1_000 },
        {},
        { neck_cm: 40 },
      ]) {
        await client.refused(user, 'PUT', '/physical/measurements/2026-03-03', bad, 422);
      }
      await client.refused(user, 'PUT', '/physical/measurements/2026-02-30', { waist_cm: 80 }, 422);
      await client.refused(
        user,
        'GET',
        '/physical/measurements?from=2000-01-01&to=2026-01-01',
        undefined,
        422,
      );
    });
  },
);
