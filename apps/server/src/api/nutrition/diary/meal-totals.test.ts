/**
 * Each meal's kept totals against the sums of its items, after adds (which add their amounts to the
 * row), moves, changes and deletions (which sum the meal again), in a mixed order, on both
 * databases: the counts equal, every nutrient the same sum to within rounding noise, and null
 * exactly where no item of the meal states it.
 */
import { NUTRIENT_KEYS, type DiaryItem, type OwnFood } from '@ascend/contracts';
import { Kysely as KyselyClient, PostgresDialect, sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.js';
import { waitingBackends } from '../../../auth/test-support/held-row.js';
import { dayLockName } from './meal-totals.js';
import { clockAt } from '../../../test-support/earlier-clock.js';
import { testDatabaseKinds } from '../../../test-support/test-database.js';
import {
  startApiTestKit,
  type ApiTestKit,
  type TestUser,
} from '../../test-support/api-test-kit.js';

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MEALS = ['breakfast', 'lunch', 'dinner', 'snacks'] as const;
const DATES = ['2026-11-14', '2026-11-15', '2026-11-16'];

describe.each(testDatabaseKinds())('meal totals kept on %s', (kind) => {
  let kit: ApiTestKit;
  let db: Kysely<Database>;
  let restoreClock: () => void;
  beforeAll(async () => {
    restoreClock = clockAt('2026-11-18T09:00:00Z');
    kit = await startApiTestKit(kind);
    db = kit.auth.server.app.database.db;
  });
  afterAll(async () => {
    await kit.close();
    restoreClock();
  });

  async function ok<T>(response: Promise<Response>, status = 200): Promise<T> {
    const answer = await response;
    expect(answer.status, await answer.clone().text()).toBe(status);
    return (status === 204 ? undefined : await answer.json()) as T;
  }
  const call = (user: TestUser, path: string, method = 'GET', json?: unknown) =>
    kit.api(path, { method, token: user.accessToken, ...(json === undefined ? {} : { json }) });

  /** The kept rows, and what summing the items gives, both in one comparable shape. */
  async function keptAndSummed(userId: string) {
    const kept = await db
      .selectFrom('nutrition_meal_totals')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('local_date')
      .orderBy('meal')
      .execute();
    const summed = await sql<Record<string, unknown>>`
      select local_date, meal, count(*) as items,
        sum(case when ${sql.raw(
          NUTRIENT_KEYS.slice(1)
            .map((key) => `${key} is null`)
            .join(' or '),
        )}
          then 1 else 0 end) as incomplete_items,
        ${sql.raw(NUTRIENT_KEYS.map((key) => `sum(grams * ${key} / 100.0) as ${key}`).join(', '))}
      from nutrition_diary_items where user_id = ${userId}
      group by local_date, meal order by local_date, meal`.execute(db);
    return { kept, summed: summed.rows };
  }

  function expectSame(
    kept: Awaited<ReturnType<typeof keptAndSummed>>['kept'],
    summed: Record<string, unknown>[],
  ) {
    expect(kept.map((row) => [row.local_date, row.meal])).toEqual(
      summed.map((row) => [row.local_date, row.meal]),
    );
    kept.forEach((row, index) => {
      const sum = summed[index]!;
      expect(Number(row.items)).toBe(Number(sum.items));
      expect(Number(row.incomplete_items)).toBe(Number(sum.incomplete_items));
      for (const key of NUTRIENT_KEYS) {
        const expected = sum[key] === null ? null : Number(sum[key]);
        const actual = row[key] === null ? null : Number(row[key]);
        if (expected === null) expect(actual, `${row.local_date} ${row.meal} ${key}`).toBeNull();
        else expect(actual, `${row.local_date} ${row.meal} ${key}`).toBeCloseTo(expected, 9);
      }
    });
  }

  it('equal the sums of the items after adds, moves, changes and deletions in any order', async () => {
    const user = await kit.signUp({ timezone: 'Europe/Madrid' });
    // An own food that leaves sugars and fibre out: those sums stay null until an item states them.
    const own = await ok<OwnFood>(
      call(user, '/nutrition/foods', 'POST', {
        name: 'Caldo',
        per_100: {
          energy_kcal: 12.5,
          fat_g: 0.4,
          saturated_fat_g: null,
          carbohydrate_g: 1.1,
          sugars_g: null,
          fibre_g: null,
          protein_g: 0.9,
          salt_g: 0.71,
        },
        servings: [{ label: 'un tazón', size: 250 }],
      }),
      201,
    );
    const foods = [
      { food: { source: 'library', id: '09003' }, unit: 'g' },
      { food: { source: 'library', id: '09040' }, unit: 'g' },
      { food: { source: 'own', id: own.ref.id }, unit: 'g' },
      { food: { source: 'own', id: own.ref.id }, unit: 'serving', serving_id: 's1' },
    ];
    const next = random(21);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const items: DiaryItem[] = [];
    for (let step = 0; step < 60; step += 1) {
      const roll = next();
      if (roll < 0.7 || items.length < 3) {
        const food = pick(foods);
        const quantity =
          food.unit === 'serving' ? pick([0.5, 1, 1.5, 2]) : Math.round(next() * 3000) / 10 + 1;
        items.push(
          await ok<DiaryItem>(
            call(user, `/nutrition/diary/${pick(DATES)}/items`, 'POST', {
              meal: pick(MEALS),
              ...food,
              quantity,
            }),
            201,
          ),
        );
      } else if (roll < 0.8) {
        const item = items.splice(Math.floor(next() * items.length), 1)[0]!;
        await ok(call(user, `/nutrition/diary/items/${item.id}`, 'DELETE'), 204);
      } else if (roll < 0.9) {
        const item = pick(items);
        const moved = await ok<DiaryItem>(
          call(user, `/nutrition/diary/items/${item.id}`, 'PATCH', {
            date: pick(DATES),
            meal: pick(MEALS),
          }),
        );
        items[items.indexOf(item)] = moved;
      } else {
        const item = pick(items);
        if (item.unit === 'serving') continue;
        const changed = await ok<DiaryItem>(
          call(user, `/nutrition/diary/items/${item.id}`, 'PATCH', {
            unit: item.unit,
            quantity: Math.round(next() * 2000) / 10 + 1,
          }),
        );
        items[items.indexOf(item)] = changed;
      }
      const { kept, summed } = await keptAndSummed(user.id);
      expectSame(kept, summed);
    }
    // The mix reached meals with and without the own food's unknown nutrients.
    const { kept } = await keptAndSummed(user.id);
    expect(kept.some((row) => row.sugars_g === null)).toBe(true);
    expect(kept.some((row) => Number(row.incomplete_items) > 0 && row.sugars_g !== null)).toBe(
      true,
    );
  });

  it('holds a meal to its cap when adds arrive together (they commit together on SQLite)', async () => {
    const user = await kit.signUp({ timezone: 'Europe/Madrid' });
    const answers = await Promise.all(
      Array.from({ length: 104 }, (_, index) =>
        kit.api('/nutrition/diary/2026-11-17/items', {
          method: 'POST',
          token: user.accessToken,
          json: {
            meal: 'lunch',
            food: { source: 'library', id: '09003' },
            unit: 'g',
            quantity: 10 + index,
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(100);
    expect(statuses.filter((status) => status === 422)).toHaveLength(4);
    const { kept, summed } = await keptAndSummed(user.id);
    expect(kept.map((row) => Number(row.items))).toEqual([100]);
    expectSame(kept, summed);
  });
  it('holds a day to its cap: the other meals count (the 301st item of a day is refused)', async () => {
    const user = await kit.signUp({ timezone: 'Europe/Madrid' });
    const add = (meal: string, index: number) =>
      kit.api('/nutrition/diary/2026-11-16/items', {
        method: 'POST',
        token: user.accessToken,
        json: { meal, food: { source: 'library', id: '09040' }, unit: 'g', quantity: 5 + index },
      });
    for (const meal of ['breakfast', 'lunch', 'dinner']) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, index) => add(meal, index)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(201));
    }
    const refused = await add('snacks', 0);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ detail: [{ type: 'too_many_items' }] });
    const { kept, summed } = await keptAndSummed(user.id);
    expect(kept.map((row) => [row.meal, Number(row.items)])).toEqual([
      ['breakfast', 100],
      ['dinner', 100],
      ['lunch', 100],
    ]);
    expectSame(kept, summed);
  });
});

/**
 * PostgreSQL: two adds to different meals of a day one item short of its cap each hold only their
 * own meal's row, so each would count the day without the other. Deterministic: a side transaction
 * holds the day's lock until both adds wait for it (pg_blocking_pids), then lets them go: exactly
 * one passes, and the day ends at its cap.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a day’s cap raced across meals on postgres',
  () => {
    let kit: ApiTestKit;
    let side: Kysely<Database>;
    beforeAll(async () => {
      kit = await startApiTestKit('postgres');
      const { database } = kit.auth.server.config;
      if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
      side = new KyselyClient<Database>({
        dialect: new PostgresDialect({
          pool: new pg.Pool({ connectionString: database.url, max: 2 }),
        }),
      });
    });
    afterAll(async () => {
      await side.destroy();
      await kit.close();
    });

    it.each([
      { name: 'two adds to different meals', copies: false },
      { name: 'an add and a copy of a meal from another day', copies: true },
    ])('$name for its last place: one goes in, not both', async ({ copies }) => {
      const user = await kit.signUp({ timezone: 'Europe/Madrid' });
      const date = '2026-11-16';
      const add = (meal: string, index: number) =>
        kit.api(`/nutrition/diary/${date}/items`, {
          method: 'POST',
          token: user.accessToken,
          json: { meal, food: { source: 'library', id: '09040' }, unit: 'g', quantity: 5 + index },
        });
      const otherDay = '2026-11-15';
      if (copies) {
        const one = await kit.api(`/nutrition/diary/${otherDay}/items`, {
          method: 'POST',
          token: user.accessToken,
          json: { meal: 'lunch', food: { source: 'library', id: '09040' }, unit: 'g', quantity: 5 },
        });
        expect(one.status).toBe(201);
      }
      for (const [meal, count] of [
        ['breakfast', 100],
        ['lunch', 100],
        ['dinner', 99],
      ] as const) {
        const answers = await Promise.all(
          Array.from({ length: count }, (_, index) => add(meal, index)),
        );
        expect(answers.every((answer) => answer.status === 201)).toBe(true);
      }

      const answers = await side.connection().execute(async (trx) => {
        await sql`begin`.execute(trx);
        await sql`select pg_advisory_xact_lock(hashtextextended(${dayLockName(user.id, date)}, 0))`.execute(
          trx,
        );
        const racing = Promise.all([
          add('dinner', 99),
          copies
            ? kit.api(`/nutrition/diary/${date}/meals/snacks/copy`, {
                method: 'POST',
                token: user.accessToken,
                json: { from_date: otherDay, from_meal: 'lunch' },
              })
            : add('snacks', 0),
        ]);
        await expect.poll(() => waitingBackends(side), { timeout: 10_000, interval: 10 }).toBe(2);
        await sql`commit`.execute(trx);
        return racing;
      });

      // Whichever got the day first goes in (an add answers 201, a copy 200); the other is refused.
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 422)).toHaveLength(1);
      expect(statuses.filter((status) => status === 201 || status === 200)).toHaveLength(1);
      const items = await side
        .selectFrom('nutrition_diary_items')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', user.id)
        .where('local_date', '=', date)
        .executeTakeFirstOrThrow();
      expect(Number(items.count)).toBe(300);
    });
  },
);
