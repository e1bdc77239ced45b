import type { AccountExport, ExportedNutrition, OwnFood } from '@ascend/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockAt } from '../../test-support/earlier-clock.js';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit, type TestUser } from '../test-support/api-test-kit.js';
import { offProduct, startOffStub, type OffStub } from './products/test-support/off-stub.js';

const BAR = '3017624010701';

/** The section without what an import renews: own foods' ids (items follow them). */
function comparable(nutrition: ExportedNutrition) {
  const index = new Map(nutrition.own_foods.map((food, position) => [food.id, position]));
  const refOf = (ref: { source: string; id: string }) =>
    ref.source === 'own' ? { source: 'own', food: index.get(ref.id) } : ref;
  return {
    ...nutrition,
    own_foods: nutrition.own_foods.map(({ id: _id, ...food }) => food),
    // Items written in the same instant tie on (date, created_at) and are then ordered by their
    // id, which the import draws afresh: compare them as a set.
    diary_items: nutrition.diary_items
      .map((item) => ({ ...item, food: refOf(item.food) }))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    favourites: nutrition.favourites.map(refOf),
  };
}

describe.each(testDatabaseKinds())('nutrition in the account’s data on %s', (kind) => {
  let kit: ApiTestKit;
  let stub: OffStub;
  let restoreClock: () => void;
  beforeAll(async () => {
    restoreClock = clockAt('2026-11-18T09:00:00Z');
    stub = await startOffStub();
    stub.answers.set(BAR, { kind: 'product', product: offProduct() });
    kit = await startApiTestKit(kind, { OFF_BASE_URL: stub.url });
  });
  afterAll(async () => {
    await kit.close();
    await stub.close();
    restoreClock();
  });

  async function send(user: TestUser, method: string, path: string, json?: unknown) {
    const response = await kit.api(path, { method, token: user.accessToken, json });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return response.status === 204 ? undefined : await response.json();
  }
  const exportOf = async (user: TestUser) =>
    (await send(user, 'GET', '/account/export')) as AccountExport;

  it('exports own foods, the diary, favourites, targets and scans, and an import restores them', async () => {
    const source = await kit.signUp({ timezone: 'Europe/Madrid' });
    const food = (await send(source, 'POST', '/nutrition/foods', {
      name: 'Gazpacho casero',
      basis: 'ml',
      per_100: {
        energy_kcal: 40,
        fat_g: 2.5,
        saturated_fat_g: 0.4,
        carbohydrate_g: 3.5,
        sugars_g: 2.8,
        fibre_g: null,
        protein_g: 0.8,
        salt_g: 0.6,
      },
      servings: [{ label: 'un vaso', size: 250 }],
    })) as OwnFood;
    await send(source, 'POST', '/nutrition/diary/2026-11-17/items', {
      meal: 'lunch',
      food: food.ref,
      unit: 'serving',
      serving_id: 's1',
      quantity: 1,
    });
    await send(source, 'POST', '/nutrition/diary/2026-11-18/items', {
      meal: 'breakfast',
      food: { source: 'library', id: '09003' },
      unit: 'g',
      quantity: 150,
    });
    await send(source, 'GET', `/products/${BAR}`);
    await send(source, 'POST', '/nutrition/diary/2026-11-18/items', {
      meal: 'snacks',
      food: { source: 'product', id: BAR },
      unit: 'g',
      quantity: 30,
      scanned: true,
    });
    await send(source, 'PUT', `/nutrition/favourites/own/${food.ref.id}`);
    await send(source, 'PUT', '/nutrition/targets', {
      inputs: {
        sex: 'male',
        birth_date: '1990-05-01',
        height_cm: 180,
        weight_kg: 80,
        activity: 'moderate',
        goal: 'gain',
        rate_kg_per_week: 0.25,
        macro_pattern: 'higher_protein',
      },
      custom: null,
    });
    const exported = await exportOf(source);
    expect(exported.nutrition?.diary_items).toHaveLength(3);
    expect(exported.nutrition?.product_scans).toEqual([
      expect.objectContaining({ barcode: BAR, local_date: '2026-11-18' }),
    ]);

    const target = await kit.signUp({ timezone: 'Europe/Madrid' });
    const imported = await kit.api('/account/import', {
      method: 'POST',
      token: target.accessToken,
      json: exported,
    });
    expect(imported.status, await imported.clone().text()).toBe(200);
    expect(await imported.json()).toMatchObject({
      imported: { own_foods: 1, food_diary_items: 3 },
    });
    const again = await exportOf(target);
    expect(comparable(again.nutrition!)).toEqual(comparable(exported.nutrition!));
    expect(again.nutrition?.own_foods[0]?.id).not.toBe(food.ref.id);
    // The restored item still counts its own food's serving; the scan earned its points again.
    const day = (await send(target, 'GET', '/nutrition/diary/2026-11-17')) as {
      totals: { energy_kcal: number };
    };
    expect(day.totals.energy_kcal).toBe(100);
    const hub = (await send(target, 'GET', '/scans')) as {
      scans: { kind: string; count: number }[];
    };
    expect(hub.scans.find((scan) => scan.kind === 'product')?.count).toBe(1);

    const csv = await kit.api('/account/export/food-diary.csv', { token: source.accessToken });
    expect(csv.status).toBe(200);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'date,meal,food,brand,source,source_id,quantity,unit,amount,basis,energy_kcal,protein_g,carbohydrate_g,sugars_g,fat_g,saturated_fat_g,fibre_g,salt_g',
    );
    expect(lines[1]).toMatch(
      /^2026-11-17,lunch,Gazpacho casero,,own,[0-9a-f-]+,1,un vaso,250,ml,100,2,8.75,7,6.25,1,,1.5$/,
    );
    expect(lines).toHaveLength(4);
  });

  it('imports a file written before nutrition existed', async () => {
    const source = await kit.signUp();
    await send(source, 'PUT', '/check-ins/2026-11-10', { mood: 4 });
    const { nutrition: _nutrition, ...older } = await exportOf(source);
    const target = await kit.signUp();
    const response = await kit.api('/account/import', {
      method: 'POST',
      token: target.accessToken,
      json: older,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({
      imported: { own_foods: 0, food_diary_items: 0 },
    });
  });

  it('refuses a file whose day holds more items than a day or a meal may, and stores nothing', async () => {
    const source = await kit.signUp();
    await send(source, 'PUT', '/check-ins/2026-11-10', { mood: 4 });
    await send(source, 'POST', '/nutrition/diary/2026-11-10/items', {
      meal: 'lunch',
      food: { source: 'library', id: '09003' },
      unit: 'g',
      quantity: 150,
    });
    const file = await exportOf(source);
    const item = file.nutrition!.diary_items[0]!;
    const itemsOf = (meals: Record<string, number>) =>
      Object.entries(meals).flatMap(([meal, count]) =>
        Array.from({ length: count }, () => ({ ...item, meal: meal as typeof item.meal })),
      );
    const importOf = async (diaryItems: NonNullable<typeof file.nutrition>['diary_items']) => {
      const target = await kit.signUp();
      const response = await kit.api('/account/import', {
        method: 'POST',
        token: target.accessToken,
        json: { ...file, nutrition: { ...file.nutrition!, diary_items: diaryItems } },
      });
      return { target, response };
    };

    // 101 in one meal; then 301 in one day, no meal over its 100.
    for (const [items, index] of [
      [itemsOf({ lunch: 101 }), 100],
      [itemsOf({ breakfast: 100, lunch: 100, dinner: 100, snacks: 1 }), 300],
    ] as const) {
      const { target, response } = await importOf(items);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        detail: [
          expect.objectContaining({
            loc: ['body', 'nutrition', 'diary_items', index, 'meal'],
            msg: 'A meal holds at most 100 items and a day 300',
          }),
        ],
      });
      const after = await exportOf(target);
      expect(after.check_ins).toEqual([]);
      expect(after.nutrition?.diary_items).toEqual([]);
    }

    // A full day, and the same meal full on another day: within the bounds.
    const { target, response } = await importOf([
      ...itemsOf({ breakfast: 100, lunch: 100, dinner: 100 }),
      ...itemsOf({ lunch: 100 }).map((full) => ({ ...full, date: '2026-11-11' })),
    ]);
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await exportOf(target)).nutrition?.diary_items).toHaveLength(400);
  });
});
