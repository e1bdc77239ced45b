/**
 * The full-text index itself (migration 0010): searches are answered by it on both databases, it
 * stays consistent with the entries through every write, and on SQLite a deleted entry's words
 * leave it at once, an account's with the account.
 */
import type { DiaryEntry } from '@ascend/contracts';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.js';
import { testDatabaseKinds } from '../../../test-support/test-database.js';
import {
  startApiTestKit,
  type ApiTestKit,
  type TestUser,
} from '../../test-support/api-test-kit.js';
import { writeTransaction } from '../../../db/write-transaction.js';
import { insertEntries } from './diary-entry-store.js';
import { diaryRepository, listQuery } from './diary-repository.js';
import { searchCondition, searchQueryOf, searchTermsOf } from './diary-search.js';

describe.each(testDatabaseKinds())('the diary search index on %s', (kind) => {
  let kit: ApiTestKit;
  let db: Kysely<Database>;
  let user: TestUser;

  beforeAll(async () => {
    kit = await startApiTestKit(kind);
    db = kit.auth.server.app.database.db;
    user = await kit.signUp();
    for (let index = 0; index < 30; index += 1) {
      await create(user, { date: '2025-07-01', body: `Día ${index}: meditación y café` });
    }
  });
  afterAll(() => kit.close());

  async function create(owner: TestUser, json: Record<string, unknown>): Promise<DiaryEntry> {
    const response = await kit.api('/diary', { method: 'POST', token: owner.accessToken, json });
    expect(response.status).toBe(201);
    return (await response.json()) as DiaryEntry;
  }

  async function plan(query: CompiledQuery): Promise<string> {
    const explain = kind === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN ';
    const result = await db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(explain + query.sql, [...query.parameters]),
    );
    return result.rows.map((row) => String(row.detail ?? row['QUERY PLAN'])).join('\n');
  }

  it('answers a search from the full-text index', async () => {
    const terms = searchTermsOf(user.id, 'café medit')!;
    if (kind === 'sqlite') {
      const query = listQuery(db, kind, user.id, { limit: 20 }, terms).compile();
      const steps = await plan(query);
      // The user's entries in the diary's whole order, each found or not by its index entry alone.
      expect(steps).toMatch(/diary_entries_user_order/);
      expect(steps).not.toMatch(/TEMP B-TREE/);
      expect(steps).toMatch(/SCAN diary_search VIRTUAL TABLE INDEX \d+:M/);
    } else {
      // With a few rows the planner rightly reads the table; barred from it, it must find the GIN
      // index usable for the search's condition (the expression indexed is the one queried).
      const query = db
        .selectFrom('diary_entries as e')
        .select('e.id')
        .where(searchCondition(kind, searchQueryOf(kind, terms)))
        .compile();
      const steps = await writeTransaction({ kind, db }, async ({ db: trx }) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        const result = await trx.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`EXPLAIN ${query.sql}`, [...query.parameters]),
        );
        return result.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(steps).toMatch(/Bitmap Index Scan on diary_entries_search/);
    }
  });

  it("indexes every entry of a batch written at once (an import's), tags included", async () => {
    const owner = await kit.signUp();
    const count = 1_234;
    const entries = Array.from({ length: count }, (_, index) => ({
      entry: {
        id: crypto.randomUUID(),
        date: '2024-01-01',
        title: index % 2 === 0 ? `Título ${index}` : null,
        body: `Recuerdo número${index} del viaje a Cádiz`,
        mood: null,
        created_at: new Date(Date.UTC(2024, 0, 1, 0, 0, 0, index)).toISOString(),
        updated_at: new Date(Date.UTC(2024, 0, 1, 0, 0, 0, index)).toISOString(),
      },
      tags: index % 3 === 0 ? ['viaje'] : [],
    }));
    const { database } = kit.auth.server.app;
    await writeTransaction(database, ({ db: trx }) => insertEntries(trx, kind, owner.id, entries));
    const diary = diaryRepository(database);
    const page = await diary.list(owner.id, { q: 'cadiz viaj', limit: 100 });
    expect(page.entries).toHaveLength(100);
    expect((await diary.list(owner.id, { q: 'numero1233', limit: 5 })).entries).toEqual([
      expect.objectContaining({ id: entries[1233]!.entry.id, tags: ['viaje'] }),
    ]);
    expect((await diary.list(owner.id, { q: 'titulo 1232', limit: 5 })).entries).toEqual([
      expect.objectContaining({ id: entries[1232]!.entry.id, tags: [] }),
    ]);
    expect(await diary.tags(owner.id)).toEqual([{ tag: 'viaje', count: 412 }]);
  });

  it.runIf(kind === 'sqlite')(
    'stays consistent with the entries through inserts, changes and deletes',
    async () => {
      const owner = await kit.signUp();
      const ids: string[] = [];
      for (let index = 0; index < 12; index += 1) {
        ids.push((await create(owner, { date: '2025-07-02', body: `palabra${index} común` })).id);
      }
      for (const id of ids.slice(0, 4)) {
        await kit.api(`/diary/${id}`, {
          method: 'PATCH',
          token: owner.accessToken,
          json: { body: 'cambiada' },
        });
      }
      for (const id of ids.slice(4, 8)) {
        await kit.api(`/diary/${id}`, { method: 'DELETE', token: owner.accessToken });
      }
      // FTS5 checks its index against the content table and fails the statement if they differ.
      await sql`INSERT INTO diary_search (diary_search, rank) VALUES ('integrity-check', 1)`.execute(
        db,
      );
    },
  );

  it.runIf(kind === 'sqlite')(
    "keeps no trace of a deleted entry's words, nor of a deleted account's",
    async () => {
      const indexText = async () => {
        const blocks = await sql<{
          block: Uint8Array;
        }>`SELECT block FROM diary_search_data`.execute(db);
        return blocks.rows.map((row) => Buffer.from(row.block).toString('latin1')).join('');
      };
      const owner = await kit.signUp();
      const entry = await create(owner, { body: 'contraseñazzqx del banco' });
      await create(owner, { body: 'otra cosa xylofonozzqy' });
      expect(await indexText()).toContain('zzqx');

      expect(
        (await kit.api(`/diary/${entry.id}`, { method: 'DELETE', token: owner.accessToken }))
          .status,
      ).toBe(204);
      expect(await indexText()).not.toContain('zzqx');

      expect(await indexText()).toContain('zzqy');
      const deleted = await kit.api('/account', {
        method: 'DELETE',
        token: owner.accessToken,
        json: { password: owner.password },
      });
      expect(deleted.status).toBe(204);
      expect(await indexText()).not.toContain('zzqy');
    },
  );
});
