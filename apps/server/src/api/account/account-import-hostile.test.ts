/**
 * `POST /api/v1/account/import` against hostile files, all sent by one user: each refused with a
 * clear 4xx and `detail`, nothing written. The route allows 5 attempts an hour; the kit forgets the
 * counts before each attempt (`resetApiRateLimits`), so the production limit stays as it is (its own
 * test is in account-import.test.ts).
 */
import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_IMPORT_MAX_BYTES,
  type AccountExport,
  type AccountImportResult,
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

type Detail = string | { loc: (string | number)[]; msg: string }[];

describe.each(testDatabaseKinds())('the account import against hostile files on %s', (kind) => {
  let kit: ApiTestKit;
  let owner: TestUser;
  let target: TestUser;
  let file: AccountExport;
  beforeAll(async () => {
    kit = await startApiTestKit(kind);
    owner = await kit.signUp();
    await writeTrackingHistory(kit.auth.server.app.database.db, owner.id, 'owner');
    const exported = await kit.api('/account/export', { token: owner.accessToken });
    file = (await exported.json()) as AccountExport;
    target = await kit.signUp();
  });
  afterAll(() => kit.close());

  const snapshot = () =>
    databaseSnapshot(kit.auth.server.app.database.db as unknown as Kysely<never>);

  const post = async (body: string, contentType = 'application/json') => {
    await kit.resetApiRateLimits();
    return kit.api('/account/import', {
      method: 'POST',
      token: target.accessToken,
      headers: { 'content-type': contentType },
      body,
    });
  };

  /** The status and detail of a refusal that left every table as it was. */
  async function refused(response: Response, before: DatabaseSnapshot) {
    const body = (await response.json()) as { detail: Detail };
    expect(changedTables(before, await snapshot())).toEqual([]);
    return { status: response.status, detail: body.detail };
  }

  const withFile = (change: Record<string, unknown>) => JSON.stringify({ ...file, ...change });
  const firstCheckIn = () => file.check_ins[0]!;
  const firstHabit = () => file.habits[0]!;
  const firstEntry = () => file.diary_entries[0]!;
  const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  const cases: [string, () => string, number, RegExp | (string | number)[]][] = [
    // Size and syntax: refused by the parser, before any handler.
    [
      'over 10 MB',
      () => withFile({ padding: 'x'.repeat(ACCOUNT_IMPORT_MAX_BYTES) }),
      413,
      /too large/,
    ],
    ['cut off half-way', () => withFile({}).slice(0, 200), 400, /not valid JSON/],
    ['empty', () => '', 422, ['body']],
    ['trailing garbage', () => `${withFile({})}}`, 400, /not valid JSON/],
    ['a bare string', () => '"ascend-export"', 422, ['body']],
    [
      'nested 10 000 deep',
      () => withFile({}).replace('"check_ins":[', `"check_ins":[${deep(10_000)},`),
      400,
      /deep/i,
    ],
    [
      'a note nested 50 deep',
      () => withFile({ check_ins: [{ ...firstCheckIn(), note: JSON.parse(deep(50)) as unknown }] }),
      422,
      ['body', 'check_ins', 0, 'note'],
    ],
    // Another format or version.
    ['another format', () => withFile({ format: 'other-app' }), 422, ['body', 'format']],
    ['version 1', () => withFile({ version: 1 }), 422, ['body', 'version']],
    ['version 2 as text', () => withFile({ version: '2' }), 422, ['body', 'version']],
    ['a future version', () => withFile({ version: 99 }), 422, ['body', 'version']],
    // Dates out of range or not dates.
    [
      'a check-in before 1900',
      () => withFile({ check_ins: [{ ...firstCheckIn(), date: '1899-12-31' }] }),
      422,
      ['body', 'check_ins', 0, 'date'],
    ],
    [
      'a check-in in 2101',
      () => withFile({ check_ins: [{ ...firstCheckIn(), date: '2101-01-01' }] }),
      422,
      ['body', 'check_ins', 0, 'date'],
    ],
    [
      'a habit starting in year 20255',
      () => withFile({ habits: [{ ...firstHabit(), start_date: '20255-01-01' }], habit_marks: [] }),
      422,
      ['body', 'habits', 0, 'start_date'],
    ],
    [
      'a pause on 31 February',
      () =>
        withFile({
          habits: [
            {
              ...firstHabit(),
              pauses: [
                {
                  id: crypto.randomUUID(),
                  from_date: '2025-02-31',
                  to_date: '2025-03-02',
                  created_at: '2025-03-01T08:00:00.000Z',
                },
              ],
            },
          ],
          habit_marks: [],
        }),
      422,
      ['body', 'habits', 0, 'pauses', 0, 'from_date'],
    ],
    [
      'a diary entry on a day after today (2100)',
      () => withFile({ diary_entries: [{ ...firstEntry(), date: '2100-12-31' }] }),
      422,
      ['body', 'diary_entries', 0, 'date'],
    ],
    [
      'a creation time that is not a time',
      () => withFile({ check_ins: [{ ...firstCheckIn(), created_at: 'yesterday' }] }),
      422,
      ['body', 'check_ins', 0, 'created_at'],
    ],
    // Ids given twice.
    [
      'one habit id twice',
      () =>
        withFile({
          habits: [firstHabit(), { ...file.habits[1]!, id: firstHabit().id, pauses: [] }],
          habit_marks: [],
        }),
      422,
      ['body', 'habits', 1, 'id'],
    ],
    [
      'one pause id twice',
      () => {
        const pause = file.habits.flatMap((habit) => habit.pauses)[0]!;
        return withFile({
          habits: [
            { ...firstHabit(), pauses: [] },
            { ...file.habits[1]!, pauses: [pause, pause] },
          ],
          habit_marks: [],
        });
      },
      422,
      ['body', 'habits', 1, 'pauses', 1, 'id'],
    ],
    [
      'one diary entry id twice',
      () =>
        withFile({
          diary_entries: [firstEntry(), { ...file.diary_entries[1]!, id: firstEntry().id }],
        }),
      422,
      ['body', 'diary_entries', 1, 'id'],
    ],
    [
      'one habit marked twice on a day',
      () => withFile({ habit_marks: [file.habit_marks[0]!, file.habit_marks[0]!] }),
      422,
      ['body', 'habit_marks', 1, 'date'],
    ],
    [
      'an id that is not a UUID',
      () => withFile({ diary_entries: [{ ...firstEntry(), id: "1' OR '1'='1" }] }),
      422,
      ['body', 'diary_entries', 0, 'id'],
    ],
    ['a JSON body sent as text', () => withFile({}), 415, /./],
  ];

  it.each(cases)('refuses %s, writing nothing', async (name, body, status, expected) => {
    const before = await snapshot();
    const response = await post(
      body(),
      name === 'a JSON body sent as text' ? 'text/plain' : undefined,
    );
    const answer = await refused(response, before);
    expect(answer.status).toBe(status);
    if (expected instanceof RegExp) {
      expect(typeof answer.detail).toBe('string');
      expect(answer.detail).toMatch(expected);
    } else {
      expect(Array.isArray(answer.detail)).toBe(true);
      const detail = answer.detail as Exclude<Detail, string>;
      expect(detail.map((issue) => issue.loc)).toContainEqual(expected);
      expect(detail.every((issue) => issue.msg.length > 0)).toBe(true);
    }
  });

  it('keeps the production limit: without the reset the sixth attempt in an hour is a 429', async () => {
    await kit.resetApiRateLimits();
    const attempt = () =>
      kit.api('/account/import', {
        method: 'POST',
        token: target.accessToken,
        json: { format: 'other' },
      });
    const statuses = [];
    for (let index = 0; index < 6; index += 1) statuses.push((await attempt()).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    await kit.resetApiRateLimits();
    expect((await attempt()).status).toBe(422);
  });

  it("takes a file holding another user's ids as new records, never touching theirs", async () => {
    // The file is the owner's own export, its ids theirs: restoring it elsewhere is the round trip.
    const ownersBefore = await kit.api('/account/export', { token: owner.accessToken });
    const ownerFile = (await ownersBefore.json()) as AccountExport;
    const response = await post(JSON.stringify(file));
    expect(response.status).toBe(200);
    const result = (await response.json()) as AccountImportResult;
    expect(result.imported.habits).toBe(file.habits.length);

    const mine = (await (
      await kit.api('/account/export', { token: target.accessToken })
    ).json()) as AccountExport;
    const theirIds = new Set([
      ...file.habits.map((habit) => habit.id),
      ...file.habits.flatMap((habit) => habit.pauses.map((pause) => pause.id)),
      ...file.diary_entries.map((entry) => entry.id),
    ]);
    const myIds = [
      ...mine.habits.map((habit) => habit.id),
      ...mine.habits.flatMap((habit) => habit.pauses.map((pause) => pause.id)),
      ...mine.diary_entries.map((entry) => entry.id),
    ];
    expect(myIds.filter((id) => theirIds.has(id))).toEqual([]);
    // The owner's ids still answer the owner only: the importer gets 404 for them.
    const habitOfOwner = file.habits.find((habit) => habit.archived_at === null)!;
    const reach = await kit.api(`/habits/${habitOfOwner.id}`, {
      method: 'PATCH',
      token: target.accessToken,
      json: { name: 'Taken over' },
    });
    expect(reach.status).toBe(404);
    const entry = await kit.api(`/diary/${firstEntry().id}`, { token: target.accessToken });
    expect(entry.status).toBe(404);
    const ownersAfter = (await (
      await kit.api('/account/export', { token: owner.accessToken })
    ).json()) as AccountExport;
    const { exported_at: _a, sessions: _s1, ...stableBefore } = ownerFile;
    const { exported_at: _b, sessions: _s2, ...stableAfter } = ownersAfter;
    expect(stableAfter).toEqual(stableBefore);
    expect(mine.format).toBe(ACCOUNT_EXPORT_FORMAT);
  });
});
