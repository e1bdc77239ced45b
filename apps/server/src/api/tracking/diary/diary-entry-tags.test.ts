import type { DiaryEntry, DiaryPage } from '@ascend/contracts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../../../db/migrate.js';
import type { Database } from '../../../db/schema.js';
import { testDatabaseKinds } from '../../../test-support/test-database.js';
import {
  startApiTestKit,
  type ApiTestKit,
  type TestUser,
} from '../../test-support/api-test-kit.js';

/** The last migration before an entry's tags were also kept on its row. */
const BEFORE_TAGS_ON_ROW = '0024-diary-list-order';

describe.each(testDatabaseKinds())('a diary entry’s tags on its row, on %s', (kind) => {
  let kit: ApiTestKit;
  let db: Kysely<Database>;
  beforeAll(async () => {
    kit = await startApiTestKit(kind);
    db = kit.auth.server.app.database.db;
  });
  afterAll(() => kit.close());

  async function send(user: TestUser, method: string, path: string, json?: unknown) {
    const response = await kit.api(path, { method, token: user.accessToken, json });
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(
      300,
    );
    return response;
  }

  /** Each entry's tags as its row holds them, and as its tag rows do (both sorted). */
  async function storedTags(userId: string) {
    const [rows, tagRows] = await Promise.all([
      db.selectFrom('diary_entries').select(['id', 'tags']).where('user_id', '=', userId).execute(),
      db
        .selectFrom('diary_entry_tags')
        .select(['entry_id', 'tag'])
        .where('user_id', '=', userId)
        .execute(),
    ]);
    const onRow = Object.fromEntries(
      rows.map(({ id, tags }) => [id, (JSON.parse(tags) as string[]).sort()]),
    );
    const inTable = Object.fromEntries(rows.map(({ id }) => [id, [] as string[]]));
    for (const { entry_id, tag } of tagRows) inTable[entry_id]!.push(tag);
    for (const tags of Object.values(inTable)) tags.sort();
    return { onRow, inTable };
  }

  const listed = async (user: TestUser, query = '') =>
    ((await (await send(user, 'GET', `/diary?${query}`)).json()) as DiaryPage).entries;

  it('stay those of the tag rows through every write, and are what the list and search answer', async () => {
    const user = await kit.signUp();
    const write = async (json: unknown) =>
      (await (await send(user, 'POST', '/diary', json)).json()) as DiaryEntry;
    const first = await write({ date: '2026-11-02', body: 'Meditación', tags: ['zeta', 'alfa'] });
    const second = await write({ date: '2026-11-03', body: 'Sin etiquetas' });
    await send(user, 'PATCH', `/diary/${first.id}`, { tags: ['café', 'Alfa', 'beta'] });
    await send(user, 'PATCH', `/diary/${first.id}`, { body: 'Meditación larga' });
    await send(user, 'PATCH', `/diary/${second.id}`, { tags: ['nuevo'] });
    await send(user, 'PATCH', `/diary/${second.id}`, { tags: [] });

    const { onRow, inTable } = await storedTags(user.id);
    expect(onRow).toEqual(inTable);
    expect(onRow[first.id]).toEqual(['alfa', 'beta', 'café']);
    expect(onRow[second.id]).toEqual([]);
    expect((await listed(user)).map(({ id, tags }) => [id, tags])).toEqual([
      [second.id, []],
      [first.id, ['alfa', 'beta', 'café']],
    ]);
    expect((await listed(user, 'q=medit'))[0]?.tags).toEqual(['alfa', 'beta', 'café']);
    await expect((await send(user, 'GET', `/diary/${first.id}`)).json()).resolves.toMatchObject({
      tags: ['alfa', 'beta', 'café'],
    });
  });

  it('are filled from the tag rows by the migration, and dropped by its revert', async () => {
    const user = await kit.signUp();
    for (const [date, tags] of [
      ['2026-11-04', ['viaje', 'amigos']],
      ['2026-11-05', []],
      ['2026-11-06', ['ñandú', 'árbol', 'zen']],
    ] as const) {
      await send(user, 'POST', '/diary', { date, body: `Día ${date}`, tags });
    }
    const before = await listed(user);

    await migrateTo(db as never, BEFORE_TAGS_ON_ROW);
    const columns = (await db.introspection.getTables()).find(
      (table) => table.name === 'diary_entries',
    )!.columns;
    expect(columns.map((column) => column.name)).not.toContain('tags');
    await migrateToLatest(db as never);

    const { onRow, inTable } = await storedTags(user.id);
    expect(onRow).toEqual(inTable);
    expect(await listed(user)).toEqual(before);
  });
});
