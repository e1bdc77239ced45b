import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OffClient, OFF_PRODUCT_READS_PER_MINUTE } from './off-client.js';
import { offProductAnswerSchema, productFromOff } from './off-product.js';
import { RequestPacer, type PacerClock } from './request-pacer.js';
import { offProduct, startOffStub, type OffStub } from './test-support/off-stub.js';

/** A clock that only moves when someone sleeps on it: pacing is proven without waiting. */
function fakeClock(start = 1_000_000): PacerClock & { slept: number[] } {
  let now = start;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: (ms) => {
      slept.push(ms);
      now += ms;
      return Promise.resolve();
    },
  };
}

describe('the Open Food Facts client against a local stand-in of their v2 API', () => {
  let stub: OffStub;
  let client: OffClient;
  beforeAll(async () => {
    stub = await startOffStub();
    client = new OffClient({
      baseUrl: stub.url,
      userAgent: 'Ascend/0.1.0 (support@example.com)',
      timeoutMs: 300,
    });
  });
  afterAll(() => stub.close());

  it('asks for the product with the fields it needs and names itself in the User-Agent', async () => {
    stub.answers.set('3017624010701', { kind: 'product', product: offProduct() });
    const answer = await client.product('3017624010701');
    expect(answer.kind).toBe('found');
    const request = stub.requests.at(-1)!;
    expect(request.path).toMatch(/^\/api\/v2\/product\/3017624010701\?fields=/);
    expect(new URL(request.path, stub.url).searchParams.get('fields')).toContain('nutriments');
    expect(request.headers['user-agent']).toBe('Ascend/0.1.0 (support@example.com)');
  });

  it('tells a product they do not know from a service that cannot answer', async () => {
    expect(await client.product('0000000000000')).toEqual({ kind: 'not_found' });
    stub.answers.set('1111111111116', { kind: 'status', status: 500 });
    expect((await client.product('1111111111116')).kind).toBe('unavailable');
  });

  it('calls malformed JSON unavailable, never a product', async () => {
    stub.answers.set('2222222222222', { kind: 'malformed' });
    expect(await client.product('2222222222222')).toEqual({
      kind: 'unavailable',
      reason: 'malformed answer',
    });
  });

  it('gives up on a service that does not answer in time', async () => {
    stub.answers.set('3333333333338', { kind: 'hang' });
    expect(await client.product('3333333333338')).toEqual({
      kind: 'unavailable',
      reason: 'timed out',
    });
  });

  it('after a 429 sends nothing until the time it asked for has passed', async () => {
    const clock = fakeClock();
    const paced = new OffClient({ baseUrl: stub.url, userAgent: 'Ascend/test', clock });
    stub.answers.set('4444444444441', { kind: 'status', status: 429, retryAfter: 5 });
    const asked = stub.requests.length;
    expect((await paced.product('4444444444441')).kind).toBe('unavailable');
    stub.answers.set('4444444444441', { kind: 'product', product: offProduct() });
    expect((await paced.product('4444444444441')).kind).toBe('found');
    // The second request waited the five seconds of Retry-After before it was sent.
    expect(clock.slept).toEqual([5_000]);
    expect(stub.requests.length).toBe(asked + 2);
  });
});

describe('pacing to the published limit', () => {
  it('starts at most the limit in any minute, the rest in order as the window moves', async () => {
    const clock = fakeClock();
    const pacer = new RequestPacer(OFF_PRODUCT_READS_PER_MINUTE, 120_000, clock);
    for (let index = 0; index < OFF_PRODUCT_READS_PER_MINUTE; index += 1) {
      expect(await pacer.acquire()).toBe(true);
    }
    expect(clock.slept).toEqual([]);
    expect(await pacer.acquire()).toBe(true);
    // The 16th starts a minute after the first.
    expect(clock.slept).toEqual([60_000]);
  });

  it('tells a caller at once when its turn is further away than it may wait', async () => {
    const clock = fakeClock();
    const pacer = new RequestPacer(2, 8_000, clock);
    expect(await pacer.acquire()).toBe(true);
    expect(await pacer.acquire()).toBe(true);
    expect(await pacer.acquire()).toBe(false);
    expect(clock.slept).toEqual([]);
  });
});

describe('their product as the app’s', () => {
  const convert = (product: Record<string, unknown>) =>
    productFromOff(
      '3017624010701',
      // As the client reads every answer: through the schema first.
      offProductAnswerSchema.parse({ code: '3017624010701', status: 1, product }),
      'https://world.openfoodfacts.org',
    );

  it('takes the values per 100 g, the first brand, the serving and the scores', () => {
    const converted = convert(offProduct());
    expect(converted).toMatchObject({
      ok: true,
      product: {
        name: 'Crunchy Oat Bar',
        brand: 'Acme Foods',
        basis: 'g',
        per_100: { energy_kcal: 450, fat_g: 18, sugars_g: 24, fibre_g: 6, salt_g: 0.4 },
        serving: { label: '1 bar (30 g)', size: 30 },
        nutriscore_grade: 'c',
        nova_group: 4,
        allergens: ['en:gluten', 'en:milk'],
        source_url: 'https://world.openfoodfacts.org/product/3017624010701',
      },
    });
  });

  it('keeps missing nutrients unknown rather than zero', () => {
    const converted = convert(offProduct({ nutriments: { 'energy-kcal_100g': 120 } }));
    expect(converted.ok && converted.product.per_100).toEqual({
      energy_kcal: 120,
      fat_g: null,
      saturated_fat_g: null,
      carbohydrate_g: null,
      sugars_g: null,
      fibre_g: null,
      protein_g: null,
      salt_g: null,
    });
  });

  it('reads odd units: energy only in kJ, salt only as sodium, numbers written as text, millilitres', () => {
    const converted = convert(
      offProduct({
        product_quantity_unit: 'ml',
        serving_quantity: '250',
        nutriments: { energy_100g: '418.4', sodium_100g: 0.2, sugars_100g: '10.5' },
      }),
    );
    expect(converted.ok && converted.product).toMatchObject({
      basis: 'ml',
      per_100: { energy_kcal: 100, salt_g: 0.5, sugars_g: 10.5 },
      serving: { size: 250 },
    });
  });

  it('refuses absurd values: over 900 kcal per 100 g, a negative nutrient, no energy', () => {
    expect(convert(offProduct({ nutriments: { 'energy-kcal_100g': 2500 } })).ok).toBe(false);
    expect(
      convert(offProduct({ nutriments: { 'energy-kcal_100g': 100, proteins_100g: -3 } })).ok,
    ).toBe(false);
    expect(convert(offProduct({ nutriments: {} })).ok).toBe(false);
  });

  it('drops an image that is not https and grades that are not Nutri-Score grades', () => {
    const converted = convert(
      offProduct({
        image_front_url: 'javascript:alert(1)',
        nutriscore_grade: 'unknown',
        nova_group: 9,
      }),
    );
    expect(converted.ok && converted.product).toMatchObject({
      image_url: null,
      nutriscore_grade: null,
      nova_group: null,
    });
  });
});
