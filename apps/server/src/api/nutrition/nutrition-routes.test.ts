import type {
  DiaryDay,
  DiaryItem,
  Food,
  FoodSearchResult,
  NutritionTotals,
  OwnFood,
  Overview,
  ProductLookup,
  Progress,
  ScansHub,
  TargetsState,
} from '@ascend/contracts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/schema.js';
import { changedTables, databaseSnapshot } from '../../test-support/database-snapshot.js';
import { clockAt } from '../../test-support/earlier-clock.js';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit, type TestUser } from '../test-support/api-test-kit.js';
import { offProduct, startOffStub, type OffStub } from './products/test-support/off-stub.js';

const BAR = '3017624010701';
const UNKNOWN = '5000112637922';
const ABSURD = '4006381333931';
const APPLE = '09003'; // USDA SR: Apples, raw, with skin (52 kcal per 100 g)

describe.each(testDatabaseKinds())('/api/v1/nutrition and /products on %s', (kind) => {
  let kit: ApiTestKit;
  let stub: OffStub;
  let db: Kysely<Database>;
  const snapshot = () => databaseSnapshot(db as unknown as Kysely<never>);
  let restoreClock: () => void;
  beforeAll(async () => {
    // 10:00 in Madrid on Wednesday 2026-11-18.
    restoreClock = clockAt('2026-11-18T09:00:00Z');
    stub = await startOffStub();
    stub.answers.set(BAR, { kind: 'product', product: offProduct() });
    stub.answers.set(ABSURD, {
      kind: 'product',
      product: offProduct({ nutriments: { 'energy-kcal_100g': 3000 } }),
    });
    kit = await startApiTestKit(kind, { OFF_BASE_URL: stub.url });
    db = kit.auth.server.app.database.db;
  });
  afterAll(async () => {
    await kit.close();
    await stub.close();
    restoreClock();
  });

  const signUp = () => kit.signUp({ timezone: 'Europe/Madrid' });
  const call = (user: TestUser, path: string, method = 'GET', json?: unknown) =>
    kit.api(path, { method, token: user.accessToken, ...(json === undefined ? {} : { json }) });
  async function ok<T>(response: Promise<Response>, status = 200): Promise<T> {
    const answer = await response;
    expect(answer.status, await answer.clone().text()).toBe(status);
    return (status === 204 ? undefined : await answer.json()) as T;
  }
  const add = (user: TestUser, date: string, json: unknown) =>
    call(user, `/nutrition/diary/${date}/items`, 'POST', json);

  it('logs a day of meals and totals them per meal and day, kcal and kJ, rounded as shown', async () => {
    const user = await signUp();
    const apple = await ok<DiaryItem>(
      add(user, '2026-11-18', {
        meal: 'breakfast',
        food: { source: 'library', id: APPLE },
        unit: 'g',
        quantity: 150,
      }),
      201,
    );
    expect(apple).toMatchObject({
      name: 'Apples, raw, with skin',
      grams: 150,
      nutrients: { energy_kcal: 78, energy_kj: 326 },
    });
    // A library serving: "1 cup, quartered or chopped" is 125 g in WEIGHT.txt.
    await ok(
      add(user, '2026-11-18', {
        meal: 'lunch',
        food: { source: 'library', id: APPLE },
        unit: 'serving',
        serving_id: 'w1',
        quantity: 2,
      }),
      201,
    );
    const day = await ok<DiaryDay>(call(user, '/nutrition/diary/2026-11-18?lang=es'));
    expect(day.meals.map((meal) => meal.meal)).toEqual(['breakfast', 'lunch', 'dinner', 'snacks']);
    expect(day.meals[0]?.items[0]?.name).toBe('Manzana con piel');
    expect(day.meals[1]?.items[0]).toMatchObject({ grams: 250, serving: { id: 'w1', size: 125 } });
    // 400 g of apple at 52 kcal per 100 g.
    expect(day.totals).toMatchObject({ energy_kcal: 208, energy_kj: 870, incomplete_items: 0 });
    expect(day.meals[1]?.totals.energy_kcal).toBe(130);
    const totals = await ok<NutritionTotals>(
      call(user, '/nutrition/totals?from=2026-11-01&to=2026-11-30'),
    );
    expect(totals.days).toEqual([
      expect.objectContaining({ date: '2026-11-18', items: 2, energy_kcal: 208, energy_kj: 870 }),
    ]);
  });

  it('refuses an amount over 5 kg or negative, a wrong unit or serving, and a future day: nothing stored', async () => {
    const user = await signUp();
    const before = await snapshot();
    const food = { source: 'library', id: APPLE };
    for (const [json, status] of [
      [{ meal: 'lunch', food, unit: 'g', quantity: 5001 }, 422],
      [{ meal: 'lunch', food, unit: 'g', quantity: -1 }, 422],
      [{ meal: 'lunch', food, unit: 'serving', serving_id: 'w1', quantity: 41 }, 422],
      [{ meal: 'lunch', food, unit: 'ml', quantity: 100 }, 422],
      [{ meal: 'lunch', food, unit: 'serving', serving_id: 'w99', quantity: 1 }, 422],
      [{ meal: 'lunch', food: { source: 'library', id: '99999' }, unit: 'g', quantity: 1 }, 404],
    ] as const) {
      const response = await add(user, '2026-11-18', json);
      expect(response.status, JSON.stringify(json)).toBe(status);
      expect(await response.json()).toHaveProperty('detail');
    }
    expect(
      (await add(user, '2026-11-19', { meal: 'lunch', food, unit: 'g', quantity: 1 })).status,
    ).toBe(422);
    expect(changedTables(before, await snapshot())).toEqual([]);
  });

  it('keeps own foods, items and favourites to their owner: another user gets a 404', async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const food = await ok<OwnFood>(
      call(owner, '/nutrition/foods', 'POST', {
        name: 'Tortilla de patatas',
        per_100: {
          energy_kcal: 180,
          fat_g: 11,
          saturated_fat_g: 2,
          carbohydrate_g: 14,
          sugars_g: 1,
          fibre_g: 1.2,
          protein_g: 6,
          salt_g: 0.8,
        },
        servings: [{ label: 'una porción', size: 150 }],
      }),
      201,
    );
    const ref = { source: 'own', id: food.ref.id };
    const item = await ok<DiaryItem>(
      add(owner, '2026-11-18', {
        meal: 'dinner',
        food: ref,
        unit: 'serving',
        serving_id: 's1',
        quantity: 1,
      }),
      201,
    );
    expect(item.nutrients.energy_kcal).toBe(270);
    const before = await snapshot();
    expect((await call(stranger, `/nutrition/foods/own/${food.ref.id}`)).status).toBe(404);
    expect(
      (await add(stranger, '2026-11-18', { meal: 'dinner', food: ref, unit: 'g', quantity: 10 }))
        .status,
    ).toBe(404);
    expect((await call(stranger, `/nutrition/foods/own/${food.ref.id}`, 'DELETE')).status).toBe(
      404,
    );
    expect(
      (await call(stranger, `/nutrition/diary/items/${item.id}`, 'PATCH', { meal: 'lunch' }))
        .status,
    ).toBe(404);
    expect((await call(stranger, `/nutrition/diary/items/${item.id}`, 'DELETE')).status).toBe(404);
    expect((await call(stranger, `/nutrition/favourites/own/${food.ref.id}`, 'PUT')).status).toBe(
      404,
    );
    expect(changedTables(before, await snapshot())).toEqual([]);
    const strangersDay = await ok<DiaryDay>(call(stranger, '/nutrition/diary/2026-11-18'));
    expect(strangersDay.totals.energy_kcal).toBe(0);
  });

  it('lists the user’s own foods by name a page at a time, narrowed by words, and no one else’s', async () => {
    const user = await signUp();
    const stranger = await signUp();
    const create = (who: TestUser, name: string, brand: string | null = null) =>
      ok<OwnFood>(
        call(who, '/nutrition/foods', 'POST', {
          name,
          brand,
          per_100: {
            energy_kcal: 100,
            fat_g: null,
            saturated_fat_g: null,
            carbohydrate_g: null,
            sugars_g: null,
            fibre_g: null,
            protein_g: null,
            salt_g: null,
          },
        }),
        201,
      );
    const zumo = await create(user, 'Zumo de naranja', 'Casa');
    const noquis = await create(user, 'Ñoquis caseros');
    const avena = await create(user, 'avena en copos');
    await create(stranger, 'Avena del vecino');
    type Page = { foods: OwnFood[]; next_cursor: string | null };
    const list = (who: TestUser, query: string) =>
      ok<Page>(call(who, `/nutrition/foods/own${query}`));

    const first = await list(user, '?limit=2');
    expect(first.foods.map((food) => food.ref.id)).toEqual([avena.ref.id, noquis.ref.id]);
    expect(first.next_cursor).not.toBeNull();
    const second = await list(user, `?limit=2&cursor=${first.next_cursor}`);
    expect(second).toMatchObject({ foods: [{ ref: zumo.ref, brand: 'Casa' }], next_cursor: null });
    expect((await list(user, '?q=noqu')).foods.map((food) => food.name)).toEqual([
      'Ñoquis caseros',
    ]);
    expect((await list(user, '?q=casa')).foods.map((food) => food.name)).toEqual([
      'Zumo de naranja',
    ]);
    expect((await list(stranger, '')).foods.map((food) => food.name)).toEqual(['Avena del vecino']);
    // The stranger's cursor position holds the user's food: it reads nothing of theirs.
    expect((await list(stranger, `?cursor=${first.next_cursor}`)).foods).toEqual([]);

    for (const query of ['?cursor=nonsense', '?limit=0', '?limit=101', '?colour=red']) {
      const refused = await call(user, `/nutrition/foods/own${query}`);
      expect(refused.status, query).toBeGreaterThanOrEqual(400);
      expect(refused.status, query).toBeLessThan(500);
      expect(await refused.json()).toHaveProperty('detail');
    }
  });

  it('lists favourites, then recent foods, then own, library and products', async () => {
    const user = await signUp();
    await ok(
      add(user, '2026-11-18', {
        meal: 'snacks',
        food: { source: 'library', id: '09040' },
        unit: 'g',
        quantity: 100,
      }),
      201,
    );
    await ok(call(user, `/nutrition/favourites/library/${APPLE}`, 'PUT'), 204);
    const start = await ok<FoodSearchResult>(call(user, '/nutrition/foods'));
    expect(start.foods.map((food) => food.ref.id)).toEqual([APPLE, '09040']);
    expect(start.foods[0]).toMatchObject({ favourite: true });
    expect(start.foods[1]?.last_used_at).not.toBeNull();
    const found = await ok<FoodSearchResult>(call(user, '/nutrition/foods?q=platano&lang=es'));
    expect(found.foods[0]).toMatchObject({
      ref: { source: 'library', id: '09040' },
      name: 'Plátano',
    });
    await ok(call(user, `/nutrition/favourites/library/${APPLE}`, 'DELETE'), 204);
    const read = await ok<Food>(call(user, `/nutrition/foods/library/${APPLE}`));
    expect(read.favourite).toBe(false);
  });

  it('looks a product up through Open Food Facts, caches it, and adds it as a product scan', async () => {
    const user = await signUp();
    const asked = stub.requests.length;
    const lookup = await ok<ProductLookup>(call(user, `/products/${BAR}`));
    expect(lookup).toMatchObject({
      stale: false,
      product: { name: 'Crunchy Oat Bar', serving: { size: 30 }, nutriscore_grade: 'c' },
    });
    await ok(call(user, `/products/${BAR}`));
    expect(stub.requests.length).toBe(asked + 1);
    const item = await ok<DiaryItem>(
      add(user, '2026-11-18', {
        meal: 'snacks',
        food: { source: 'product', id: BAR },
        unit: 'serving',
        serving_id: 'serving',
        quantity: 1,
        scanned: true,
      }),
      201,
    );
    expect(item.nutrients.energy_kcal).toBe(135);
    const hub = await ok<ScansHub>(call(user, '/scans'));
    expect(hub.scans.find((scan) => scan.kind === 'product')).toMatchObject({ count: 1 });
    const overview = await ok<Overview>(call(user, '/overview'));
    expect(JSON.stringify(overview)).toContain('"scans"');
    const progress = await ok<Progress>(call(user, '/progress'));
    expect(progress.points.total).toBeGreaterThanOrEqual(15);
    const search = await ok<FoodSearchResult>(call(user, '/nutrition/foods?q=oat bar'));
    expect(search.foods.map((food) => food.ref)).toContainEqual({ source: 'product', id: BAR });
  });

  it('answers not found (cached a day), a wrong check digit, and absurd values without storing them', async () => {
    const user = await signUp();
    const notFound = await call(user, `/products/${UNKNOWN}`);
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toMatchObject({ code: 'product_not_found' });
    const asked = stub.requests.length;
    expect((await call(user, `/products/${UNKNOWN}`)).status).toBe(404);
    expect(stub.requests.length).toBe(asked);
    expect((await call(user, '/products/3017624010702')).status).toBe(400);
    const before = await snapshot();
    const absurd = await call(user, `/products/${ABSURD}`);
    expect(absurd.status).toBe(502);
    expect(await absurd.json()).toMatchObject({ code: 'product_implausible' });
    expect(changedTables(before, await snapshot())).toEqual([]);
    // A product never looked up cannot be added.
    const unseen = await add(user, '2026-11-18', {
      meal: 'lunch',
      food: { source: 'product', id: '96385074' },
      unit: 'g',
      quantity: 10,
    });
    expect(unseen.status).toBe(404);
  });

  it('serves the expired cached answer when the service is down', async () => {
    const user = await signUp();
    const code = '036000291452';
    stub.answers.set(code, { kind: 'product', product: offProduct({ product_name: 'Cereal' }) });
    await ok(call(user, `/products/${code}`));
    await db
      .updateTable('product_cache')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('barcode', '=', code)
      .execute();
    stub.answers.set(code, { kind: 'status', status: 500 });
    const stale = await ok<ProductLookup>(call(user, `/products/${code}`));
    expect(stale).toMatchObject({ stale: true, product: { name: 'Cereal' } });
  });

  it('copies a meal from another day, and edits and deletes items', async () => {
    const user = await signUp();
    const food = { source: 'library', id: APPLE };
    const item = await ok<DiaryItem>(
      add(user, '2026-11-17', { meal: 'breakfast', food, unit: 'g', quantity: 100 }),
      201,
    );
    // The faked clock ticks in steps of 20 ms: two quick adds could share an instant, and items of
    // one instant have no order of their own. The second is added a second later.
    vi.setSystemTime(Date.now() + 1000);
    await ok(
      add(user, '2026-11-17', {
        meal: 'breakfast',
        food: { source: 'library', id: '09040' },
        unit: 'g',
        quantity: 120,
      }),
      201,
    );
    const copied = await ok<DiaryDay>(
      call(user, '/nutrition/diary/2026-11-18/meals/breakfast/copy', 'POST', {
        from_date: '2026-11-17',
      }),
    );
    expect(copied.meals[0]?.items.map((copy) => copy.food.id)).toEqual([APPLE, '09040']);
    expect(
      (
        await call(user, '/nutrition/diary/2026-11-18/meals/breakfast/copy', 'POST', {
          from_date: '2026-11-18',
        })
      ).status,
    ).toBe(422);
    const edited = await ok<DiaryItem>(
      call(user, `/nutrition/diary/items/${item.id}`, 'PATCH', {
        unit: 'g',
        quantity: 200,
        meal: 'lunch',
      }),
    );
    expect(edited).toMatchObject({ meal: 'lunch', grams: 200, nutrients: { energy_kcal: 104 } });
    await ok(call(user, `/nutrition/diary/items/${item.id}`, 'DELETE'), 204);
    expect((await call(user, `/nutrition/diary/items/${item.id}`, 'DELETE')).status).toBe(404);
  });

  it('moves an item to another day and meal, and the month’s totals follow every change', async () => {
    const user = await signUp();
    const stranger = await signUp();
    const food = { source: 'library', id: APPLE };
    /** The month's totals must be the days' own totals (the diary summed item by item). */
    async function expectMonthMatchesDays() {
      const month = await ok<NutritionTotals>(
        call(user, '/nutrition/totals?from=2026-11-01&to=2026-11-30'),
      );
      const days = await Promise.all(
        ['2026-11-10', '2026-11-15', '2026-11-16'].map((date) =>
          ok<DiaryDay>(call(user, `/nutrition/diary/${date}`)),
        ),
      );
      expect(month.days).toEqual(
        days
          .filter((day) => day.meals.some((meal) => meal.items.length > 0))
          .map((day) => ({
            date: day.date,
            items: day.meals.reduce((sum, meal) => sum + meal.items.length, 0),
            ...day.totals,
          })),
      );
      return month;
    }
    const apple = await ok<DiaryItem>(
      add(user, '2026-11-15', { meal: 'breakfast', food, unit: 'g', quantity: 150 }),
      201,
    );
    vi.setSystemTime(Date.now() + 1000);
    await ok(
      add(user, '2026-11-15', {
        meal: 'breakfast',
        food: { source: 'library', id: '09040' },
        unit: 'g',
        quantity: 120,
      }),
      201,
    );
    expect((await expectMonthMatchesDays()).days.map((day) => day.date)).toEqual(['2026-11-15']);

    const moved = await ok<DiaryItem>(
      call(user, `/nutrition/diary/items/${apple.id}`, 'PATCH', {
        date: '2026-11-10',
        meal: 'dinner',
      }),
    );
    expect(moved).toMatchObject({ date: '2026-11-10', meal: 'dinner', grams: 150 });
    const tenth = await ok<DiaryDay>(call(user, '/nutrition/diary/2026-11-10'));
    expect(tenth.meals.find((meal) => meal.meal === 'dinner')?.items.map((i) => i.id)).toEqual([
      apple.id,
    ]);
    expect((await expectMonthMatchesDays()).days.map((day) => day.date)).toEqual([
      '2026-11-10',
      '2026-11-15',
    ]);

    // Another user's item, a future day, a day that is not one, a meal that is not one: refused,
    // nothing changed.
    const before = await snapshot();
    expect(
      (await call(stranger, `/nutrition/diary/items/${apple.id}`, 'PATCH', { date: '2026-11-16' }))
        .status,
    ).toBe(404);
    for (const body of [{ date: '2026-12-01' }, { date: '2026-02-30' }, { meal: 'brunch' }]) {
      const refused = await call(user, `/nutrition/diary/items/${apple.id}`, 'PATCH', body);
      expect(refused.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
      expect(await refused.json()).toHaveProperty('detail');
    }
    expect(changedTables(before, await snapshot())).toEqual([]);

    await ok(
      call(user, `/nutrition/diary/items/${apple.id}`, 'PATCH', { unit: 'g', quantity: 40 }),
    );
    await ok(
      call(user, '/nutrition/diary/2026-11-16/meals/lunch/copy', 'POST', {
        from_date: '2026-11-15',
        from_meal: 'breakfast',
      }),
    );
    expect((await expectMonthMatchesDays()).days.map((day) => day.date)).toEqual([
      '2026-11-10',
      '2026-11-15',
      '2026-11-16',
    ]);
    await ok(call(user, `/nutrition/diary/items/${apple.id}`, 'DELETE'), 204);
    expect((await expectMonthMatchesDays()).days.map((day) => day.date)).toEqual([
      '2026-11-15',
      '2026-11-16',
    ]);
  });

  it('suggests targets from the inputs and the latest check-in’s weight, never below 1,200 kcal', async () => {
    const user = await signUp();
    const empty = await ok<TargetsState>(call(user, '/nutrition/targets'));
    expect(empty).toMatchObject({ inputs: null, suggested: null, effective: null });
    const inputs = {
      sex: 'female',
      birth_date: '1981-01-01',
      height_cm: 165.1,
      weight_kg: 80,
      activity: 'sedentary',
      goal: 'keep',
      rate_kg_per_week: 0,
      macro_pattern: 'balanced',
    };
    const fromInputs = await ok<TargetsState>(
      call(user, '/nutrition/targets', 'PUT', { inputs, custom: null }),
    );
    expect(fromInputs.weight).toEqual({ kg: 80, source: 'inputs', date: null });
    await ok(call(user, '/check-ins/2026-11-17', 'PUT', { weight_kg: 75 }));
    const fromCheckIn = await ok<TargetsState>(call(user, '/nutrition/targets'));
    expect(fromCheckIn.weight).toEqual({ kg: 75, source: 'check_in', date: '2026-11-17' });
    // 10 × 75 + 6.25 × 165.1 − 5 × 45 − 161 = 1,395.9; × 1.2 = 1,675.
    expect(fromCheckIn.suggested).toMatchObject({ resting_kcal: 1396, energy_kcal: 1675 });
    expect(fromCheckIn.effective?.energy_kcal).toBe(1675);
    const custom = { energy_kcal: 1500, protein_g: 110, carbohydrate_g: 150, fat_g: 50 };
    const own = await ok<TargetsState>(call(user, '/nutrition/targets', 'PUT', { inputs, custom }));
    expect(own.effective).toEqual(custom);
    const child = await call(user, '/nutrition/targets', 'PUT', {
      inputs: { ...inputs, birth_date: '2015-01-01' },
      custom: null,
    });
    expect(child.status).toBe(422);
  });
});
