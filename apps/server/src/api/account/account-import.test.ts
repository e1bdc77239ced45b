import {
  addLocalDays,
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_VERSION,
  ACCOUNT_IMPORT_MAX_BYTES,
  accountExportSchema,
  type AccountExport,
} from '@ascend/contracts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changedTables,
  databaseSnapshot,
  type DatabaseSnapshot,
} from '../../test-support/database-snapshot.js';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit, type TestUser } from '../test-support/api-test-kit.js';
import { writeTrackingHistory } from './test-support/tracking-history.js';

/** The file without what belongs to the account rather than its history: ids, the user, sessions. */
function history(file: AccountExport) {
  const habitIndex = new Map(file.habits.map((habit, index) => [habit.id, index]));
  return {
    settings: file.settings && {
      personal_info: file.settings.personal_info,
      preferences: file.settings.preferences,
    },
    check_ins: file.check_ins,
    habits: file.habits.map(({ id: _id, pauses, ...habit }) => ({
      ...habit,
      pauses: pauses.map(({ id: _pauseId, ...pause }) => pause),
    })),
    habit_marks: file.habit_marks.map(({ habit_id, ...mark }) => ({
      habit: habitIndex.get(habit_id),
      ...mark,
    })),
    diary_entries: file.diary_entries.map(({ id: _id, ...entry }) => entry),
    cognitive_results: file.cognitive_results?.map(({ id: _id, ...result }) => result),
    face_scans: file.face_scans?.map(({ id: _id, ...scan }) => scan),
    physical: file.physical && physicalHistory(file.physical),
  };
}

/** The physical section with its ids replaced by positions (the import gives new ones). */
function physicalHistory(section: NonNullable<AccountExport['physical']>) {
  const exerciseIndex = new Map(
    section.exercises.map((exercise, index) => [exercise.id, `own ${index}`]),
  );
  const routineIndex = new Map(section.routines.map((routine, index) => [routine.id, index]));
  const exerciseOf = (id: string) => exerciseIndex.get(id) ?? id;
  return {
    exercises: section.exercises.map(({ id: _id, ...exercise }) => exercise),
    routines: section.routines.map(({ id: _id, exercises, ...routine }) => ({
      ...routine,
      exercises: exercises.map((entry) => ({
        ...entry,
        exercise_id: exerciseOf(entry.exercise_id),
      })),
    })),
    workouts: section.workouts.map(({ id: _id, routine_id, exercises, ...workout }) => ({
      ...workout,
      routine: routine_id === null ? null : routineIndex.get(routine_id),
      exercises: exercises.map((entry) => ({
        ...entry,
        exercise_id: exerciseOf(entry.exercise_id),
      })),
    })),
    measurements: section.measurements,
  };
}

const idsOf = (file: AccountExport) => [
  ...file.habits.flatMap((habit) => [habit.id, ...habit.pauses.map((pause) => pause.id)]),
  ...file.diary_entries.map((entry) => entry.id),
  ...(file.cognitive_results ?? []).map((result) => result.id),
  ...(file.face_scans ?? []).map((scan) => scan.id),
  ...(file.physical?.exercises ?? []).map((exercise) => exercise.id),
  ...(file.physical?.workouts ?? []).map((workout) => workout.id),
  ...(file.physical?.routines ?? []).map((routine) => routine.id),
];

describe.each(testDatabaseKinds())('account export and import on %s', (kind) => {
  let kit: ApiTestKit;
  beforeAll(async () => {
    kit = await startApiTestKit(kind);
  });
  afterAll(() => kit.close());

  const db = () => kit.auth.server.app.database.db;
  const snapshot = () => databaseSnapshot(db() as unknown as Kysely<never>);

  async function exportOf(user: TestUser): Promise<AccountExport> {
    const response = await kit.api('/account/export', { token: user.accessToken });
    expect(response.status).toBe(200);
    return (await response.json()) as AccountExport;
  }

  const importInto = (user: TestUser, body: unknown) =>
    kit.api('/account/import', { method: 'POST', token: user.accessToken, json: body });

  async function userWithHistory(variant: string) {
    const user = await kit.signUp();
    const settings = await kit.api('/settings', {
      method: 'PUT',
      token: user.accessToken,
      json: {
        personal_info: { full_name: `Zoë ${variant}`, city: 'Logroño', bio: '=HYPERLINK("x")' },
        preferences: {
          language: 'en',
          timezone: 'Europe/Madrid',
          theme: 'dark',
          dayStartsAt: '05:30',
          units: 'imperial',
          notifications: { marketing: true },
        },
      },
    });
    expect(settings.status).toBe(200);
    const written = await writeTrackingHistory(db(), user.id, variant);
    return { user, written };
  }

  /** Expects a refusal in the API's shape that left every table as it was. */
  async function expectRefused(response: Response, status: number, before: DatabaseSnapshot) {
    expect(response.status).toBe(status);
    const body = (await response.json()) as { detail: unknown };
    if (status === 422) {
      expect(Array.isArray(body.detail)).toBe(true);
      expect((body.detail as { msg: string }[])[0]!.msg.length).toBeGreaterThan(0);
    } else {
      expect(typeof body.detail).toBe('string');
    }
    expect(changedTables(before, await snapshot())).toEqual([]);
    return body.detail;
  }

  it('exports every tracking record, in the marked format, and nobody else’s', async () => {
    const { user, written } = await userWithHistory('mine');
    await userWithHistory('theirs');

    const file = await exportOf(user);
    expect(file.format).toBe(ACCOUNT_EXPORT_FORMAT);
    expect(file.version).toBe(ACCOUNT_EXPORT_VERSION);
    // The import's own definition accepts it as it is.
    expect(accountExportSchema.safeParse(file).error).toBeUndefined();
    expect(file.check_ins).toHaveLength(written.checkIns);
    expect(file.habits).toHaveLength(written.habits);
    expect(file.habits.flatMap((habit) => habit.pauses)).toHaveLength(written.pauses);
    expect(file.habit_marks).toHaveLength(written.marks);
    expect(file.diary_entries).toHaveLength(written.diaryEntries);
    expect(file.diary_entries.flatMap((entry) => entry.tags)).toHaveLength(written.tags);
    expect(file.cognitive_results).toHaveLength(written.cognitiveResults);
    expect(file.cognitive_results?.map((result) => [result.local_date, result.kind])).toEqual([
      ['2025-03-04', 'reaction_time'],
      ['2025-03-04', 'number_memory'],
      ['2025-03-11', 'processing_speed'],
    ]);
    expect(file.cognitive_results?.[0]).toMatchObject({
      device: 'keyboard',
      summary: { median_ms: 300, anticipations: 1, misses: 1 },
    });
    // Face scans: numbers, and the points only of the scan that kept them (packed in the file).
    expect(file.face_scans).toHaveLength(written.faceScans);
    expect(
      accountExportSchema
        .parse(file)
        .face_scans?.map((scan) => [scan.local_date, scan.landmarks?.length]),
    ).toEqual([
      ['2025-03-06', 478],
      ['2025-03-20', undefined],
    ]);
    expect(file.face_scans?.[1]?.measurements.symmetry).toBeLessThan(1);
    // The existing keys stay.
    expect(Object.keys(file)).toEqual(
      expect.arrayContaining(['exported_at', 'user', 'identities', 'sessions', 'settings']),
    );

    // In the user's order: habits by their place, marks habit by habit and day by day.
    expect(file.habits.map((habit) => habit.position)).toEqual([0, 1, 2, 3, 4]);
    expect(file.habits[4]!.archived_at).not.toBeNull();
    expect(file.habits[1]).toMatchObject({ kind: 'measurable', target: 20, unit: 'pages' });
    expect(file.habits[2]!.frequency).toEqual({ type: 'weekly', times: 3 });
    const firstRead = file.habit_marks.findIndex((mark) => mark.habit_id === file.habits[1]!.id);
    expect(file.habit_marks.slice(0, firstRead).map((mark) => mark.date)).toEqual([
      '2025-03-01',
      '2025-03-02',
      '2025-03-03',
      '2025-03-04',
    ]);
    expect(file.check_ins[0]).toMatchObject({ date: '2025-03-01', sleep_hours: null, steps: null });
    expect(file.diary_entries[0]).toMatchObject({ tags: ['amigos', 'café'], mood: 4 });
    expect(file.diary_entries[0]!.title).toContain('Íñigo');

    const text = JSON.stringify(file);
    expect(text).not.toContain('theirs');
  });

  it('round trip: export, import into a new account, export again: the same history, new ids', async () => {
    const { user: source, written } = await userWithHistory('source');
    const exported = await exportOf(source);
    const target = await kit.signUp();

    const response = await importInto(target, exported);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      imported: {
        check_ins: written.checkIns,
        habits: written.habits,
        habit_pauses: written.pauses,
        habit_marks: written.marks,
        diary_entries: written.diaryEntries,
        cognitive_results: written.cognitiveResults,
        face_scans: written.faceScans,
        workouts: written.workouts,
        own_foods: 0,
        food_diary_items: 0,
      },
      settings_restored: true,
    });

    const reexported = await exportOf(target);
    expect(history(reexported)).toEqual(history(exported));
    expect(reexported.physical?.workouts).toHaveLength(written.workouts);
    // The sets' records are recomputed on the way in, and their points with them: 102.5 kg × 5
    // beats the first session's squats.
    const recorded = await db()
      .selectFrom('workout_sets')
      .select(['records', 'weight_kg'])
      .where('user_id', '=', target.id)
      .where('records', '!=', '')
      .execute();
    expect(recorded).toEqual([{ records: 'e1rm,weight', weight_kg: 102.5 }]);
    const recordEvents = await db()
      .selectFrom('activity_events')
      .select(['local_date', 'points'])
      .where('user_id', '=', target.id)
      .where('kind', '=', 'personal_record')
      .execute();
    expect(recordEvents).toEqual([{ local_date: '2025-03-10', points: 20 }]);
    // Every record has an id of its own; the account is still the target's.
    const newIds = new Set(idsOf(reexported));
    expect(idsOf(exported).filter((id) => newIds.has(id))).toEqual([]);
    expect(reexported.user).toMatchObject({ id: target.id, email: target.email });
    expect(reexported.identities).toEqual([
      expect.objectContaining({ provider: 'email', email: target.email }),
    ]);
    // The source account is untouched.
    expect(history(await exportOf(source))).toEqual(history(exported));
    // The settings routes read what was restored.
    const settings = await kit.api('/settings', { token: target.accessToken });
    expect(await settings.json()).toMatchObject({
      personal_info: { full_name: 'Zoë source', city: 'Logroño' },
      preferences: { timezone: 'Europe/Madrid', dayStartsAt: '05:30', units: 'imperial' },
    });
  });

  it('never imports the e-mail, factors, sessions or metadata of the file', async () => {
    const { user: source } = await userWithHistory('profile');
    const file = await exportOf(source);
    const target = await kit.signUp({ language: 'es' });
    const forged = {
      ...file,
      user: { ...file.user, email: 'attacker@example.com', user_metadata: { role: 'admin' } },
      mfa_factors: [{ factor_type: 'totp', id: 'x' }],
    };
    expect((await importInto(target, forged)).status).toBe(200);
    const user = await db()
      .selectFrom('users')
      .select(['email', 'user_metadata', 'app_metadata'])
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(user.email).toBe(target.email);
    expect(JSON.parse(user.user_metadata)).toEqual({ language: 'es' });
    expect(
      await db().selectFrom('mfa_factors').select('id').where('user_id', '=', target.id).execute(),
    ).toEqual([]);
    expect(
      await db()
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'attacker@example.com')
        .execute(),
    ).toEqual([]);
  });

  it('imports a file without settings or records, keeping the account’s own settings', async () => {
    const source = await kit.signUp();
    const file = await exportOf(source);
    const target = await kit.signUp();
    await kit.api('/settings', {
      method: 'PUT',
      token: target.accessToken,
      json: { preferences: { theme: 'light' } },
    });
    const response = await importInto(target, { ...file, settings: null });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ settings_restored: false });
    const settings = (await (await kit.api('/settings', { token: target.accessToken })).json()) as {
      preferences: { theme: string };
    };
    expect(settings.preferences.theme).toBe('light');
  });

  it('imports a file written before cognitive results existed, and refuses an impossible result', async () => {
    const { user: source } = await userWithHistory('older');
    const { cognitive_results: results, ...older } = await exportOf(source);
    const target = await kit.signUp();
    const tampered = [{ ...results![0]!, summary: { ...results![0]!.summary, median_ms: 150 } }];
    const detail = await expectRefused(
      await importInto(target, { ...older, cognitive_results: tampered }),
      422,
      await snapshot(),
    );
    expect(detail).toEqual([
      expect.objectContaining({ loc: ['body', 'cognitive_results', 0, 'summary'] }),
    ]);
    const response = await importInto(target, older);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ imported: { cognitive_results: 0 } });
    expect((await exportOf(target)).cognitive_results).toEqual([]);
  });

  it('imports a file written before face scans existed, and refuses points that do not measure to the numbers', async () => {
    const { user: source } = await userWithHistory('no-scans');
    const { face_scans: scans, ...older } = await exportOf(source);
    const target = await kit.signUp();
    const kept = scans!.find((scan) => scan.landmarks)!;
    const tampered = [{ ...kept, measurements: { ...kept.measurements, symmetry: 0.5 } }];
    const detail = await expectRefused(
      await importInto(target, { ...older, face_scans: tampered }),
      422,
      await snapshot(),
    );
    expect(detail).toEqual([
      expect.objectContaining({ loc: ['body', 'face_scans', 0, 'measurements'] }),
    ]);
    const response = await importInto(target, older);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ imported: { face_scans: 0 } });
    expect((await exportOf(target)).face_scans).toEqual([]);
  });

  it('refuses an account that already holds records (409), and a second import, changing nothing', async () => {
    const { user: source } = await userWithHistory('twice');
    const file = await exportOf(source);
    // The source holds records already.
    const before = await snapshot();
    const detail = await expectRefused(await importInto(source, file), 409, before);
    expect(detail).toMatch(/already holds tracking records/);

    const target = await kit.signUp();
    expect((await importInto(target, file)).status).toBe(200);
    const afterFirst = await snapshot();
    await expectRefused(await importInto(target, file), 409, afterFirst);

    // One check-in is enough to make an account not empty.
    const withOneCheckIn = await kit.signUp();
    await db()
      .insertInto('check_ins')
      .values({
        ...file.check_ins[0]!,
        user_id: withOneCheckIn.id,
      })
      .execute();
    await expectRefused(await importInto(withOneCheckIn, file), 409, await snapshot());
  });

  it('lets only one of two concurrent imports into the same account through', async () => {
    const { user: source } = await userWithHistory('race');
    const file = await exportOf(source);
    const target = await kit.signUp();
    const statuses = await Promise.all([importInto(target, file), importInto(target, file)]).then(
      (responses) => responses.map((response) => response.status).sort(),
    );
    expect(statuses).toEqual([200, 409]);
    const habits = await db()
      .selectFrom('habits')
      .select('id')
      .where('user_id', '=', target.id)
      .execute();
    expect(habits).toHaveLength(file.habits.length);
  });

  describe('refuses a file that is not a valid export (422), changing nothing', () => {
    let file: AccountExport;
    beforeAll(async () => {
      file = await exportOf((await userWithHistory('invalid')).user);
    });

    const withRecords = (change: Partial<AccountExport>) => ({ ...file, ...change });
    const cases: [string, () => unknown, RegExp, (string | number)[]][] = [
      [
        'another kind of JSON',
        () => ({ name: 'a list', items: [1, 2] }),
        /Not an Ascend/,
        ['body', 'format'],
      ],
      ['a JSON array', () => [file], /expected object/i, ['body']],
      [
        'another format',
        () => ({ ...file, format: 'other-app' }),
        /Not an Ascend/,
        ['body', 'format'],
      ],
      [
        'a file of version 1 (no marker)',
        () => {
          const { format: _format, version: _version, ...old } = file;
          return old;
        },
        /Not an Ascend/,
        ['body', 'format'],
      ],
      ['a newer version', () => ({ ...file, version: 3 }), /version 2/, ['body', 'version']],
      [
        'a mark of a habit not in the file',
        () =>
          withRecords({
            habit_marks: [{ ...file.habit_marks[0]!, habit_id: crypto.randomUUID() }],
          }),
        /No habit/,
        ['body', 'habit_marks', 0, 'habit_id'],
      ],
      [
        'two check-ins on one day',
        () => withRecords({ check_ins: [file.check_ins[0]!, file.check_ins[0]!] }),
        /One check-in per day/,
        ['body', 'check_ins', 1, 'date'],
      ],
      [
        'a value on a yes/no habit',
        () =>
          withRecords({
            habit_marks: [{ ...file.habit_marks[0]!, status: 'value', value: 3 }],
          }),
        /yes\/no habit/,
        ['body', 'habit_marks', 0, 'status'],
      ],
      [
        'a diary entry over 20 000 characters',
        () =>
          withRecords({
            diary_entries: [{ ...file.diary_entries[0]!, body: 'a'.repeat(20_001) }],
          }),
        /20000/,
        ['body', 'diary_entries', 0, 'body'],
      ],
      [
        'a day that is not a calendar date',
        () => withRecords({ check_ins: [{ ...file.check_ins[0]!, date: '2025-02-30' }] }),
        /calendar date/,
        ['body', 'check_ins', 0, 'date'],
      ],
      [
        'a check-in out of range',
        () => withRecords({ check_ins: [{ ...file.check_ins[0]!, mood: 9 }] }),
        /5/,
        ['body', 'check_ins', 0, 'mood'],
      ],
      [
        'a day after today',
        () =>
          withRecords({
            diary_entries: [{ ...file.diary_entries[0]!, date: '2099-01-01' }],
          }),
        /after today/,
        ['body', 'diary_entries', 0, 'date'],
      ],
      [
        'more than 100 habits that are not archived',
        () =>
          withRecords({
            habits: Array.from({ length: 101 }, (_, index) => ({
              ...file.habits[0]!,
              id: crypto.randomUUID(),
              position: index,
              pauses: [],
            })),
            habit_marks: [],
          }),
        /At most 100/,
        ['body', 'habits'],
      ],
      [
        'a field the format does not have',
        () => withRecords({ check_ins: [{ ...file.check_ins[0]!, user_id: 'x' } as never] }),
        /Unknown field/,
        ['body', 'check_ins', 0, 'user_id'],
      ],
    ];

    it.each(cases)('%s', async (_name, body, message, loc) => {
      // A user per case: the import allows five attempts an hour.
      const target = await kit.signUp();
      const before = await snapshot();
      const detail = (await expectRefused(await importInto(target, body()), 422, before)) as {
        loc: (string | number)[];
        msg: string;
      }[];
      expect(detail[0]).toMatchObject({ loc });
      expect(detail[0]!.msg).toMatch(message);
    });
  });

  it('refuses bodies that are not JSON, too large or too wide, before a handler runs', async () => {
    const target = await kit.signUp();
    const before = await snapshot();
    const raw = (body: string, contentType = 'application/json') =>
      kit.api('/account/import', {
        method: 'POST',
        token: target.accessToken,
        headers: { 'content-type': contentType },
        body,
      });
    expect(await expectRefused(await raw('{"format":'), 400, before)).toMatch(/not valid JSON/);
    const tooBig = JSON.stringify({ padding: 'x'.repeat(ACCOUNT_IMPORT_MAX_BYTES) });
    expect(await expectRefused(await raw(tooBig), 413, before)).toMatch(/too large/);
    const wide = JSON.stringify(
      Object.fromEntries(Array.from({ length: 1001 }, (_, index) => [`k${index}`, index])),
    );
    expect(await expectRefused(await raw(wide), 400, before)).toMatch(/more than 1000/);
    await expectRefused(await raw('format=ascend-export', 'text/plain'), 415, before);
  });

  it('takes a file of many small records near 10 MB, and lists only the first 50 problems of one', async () => {
    const { user } = await userWithHistory('big');
    const file = await exportOf(user);
    // Every day from 1900 on, each a check-in: more keys in all than any other body may hold.
    const many = Array.from({ length: 29_000 }, (_, index) => ({
      ...file.check_ins[0]!,
      date: addLocalDays('1900-01-01', index),
      note: `Día ${index}: ${'x'.repeat(40)}`,
    }));
    const body = JSON.stringify({ ...file, check_ins: many });
    expect(Buffer.byteLength(body)).toBeGreaterThan(8 * 1024 * 1024);
    expect(Buffer.byteLength(body)).toBeLessThan(ACCOUNT_IMPORT_MAX_BYTES);
    const post = (target: TestUser, text: string) =>
      kit.api('/account/import', {
        method: 'POST',
        token: target.accessToken,
        headers: { 'content-type': 'application/json' },
        body: text,
      });

    const target = await kit.signUp();
    const response = await post(target, body);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ imported: { check_ins: many.length } });
    const stored = await db()
      .selectFrom('check_ins')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(many.length);

    // The same file with every other mood out of range: thousands of problems, 50 listed.
    const invalid = JSON.stringify({
      ...file,
      check_ins: many.map((checkIn, index) => ({ ...checkIn, mood: index % 2 ? 9 : 3 })),
    });
    const other = await kit.signUp();
    const beforeRefusal = await snapshot();
    const refused = await post(other, invalid);
    const detail = (await expectRefused(refused, 422, beforeRefusal)) as { loc: unknown[] }[];
    expect(detail).toHaveLength(50);
    expect(detail[0]!.loc).toEqual(['body', 'check_ins', 1, 'mood']);
  }, 60_000);

  it('checks the token before reading the body: 401 for a 10 MB file without one', async () => {
    const before = await snapshot();
    const response = await kit.api('/account/import', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(ACCOUNT_IMPORT_MAX_BYTES + 10) }),
    });
    await expectRefused(response, 401, before);
  }, 90_000);

  it('allows five imports an hour per user: the sixth is a 429, another user is not limited', async () => {
    const [user, other] = [await kit.signUp(), await kit.signUp()];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await importInto(user, { format: 'other' })).status).toBe(422);
    }
    const before = await snapshot();
    await expectRefused(await importInto(user, { format: 'other' }), 429, before);
    expect((await importInto(other, { format: 'other' })).status).toBe(422);
  });
});
