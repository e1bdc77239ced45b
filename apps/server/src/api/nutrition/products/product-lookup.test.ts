import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../db/database.js';
import { openTestDatabase, testDatabaseKinds } from '../../../test-support/test-database.js';
import { OffClient } from './off-client.js';
import { productLookupService, REMEMBERED_ANSWER_MS } from './product-lookup.js';
import { offProduct, startOffStub, type OffStub } from './test-support/off-stub.js';

const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds())('product lookups on %s', (kind) => {
  let stub: OffStub;
  let database: AppDatabase;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    stub = await startOffStub();
    ({ database, dispose } = await openTestDatabase(kind));
  });
  afterAll(async () => {
    await dispose();
    await stub.close();
  });

  /** A service of its own (its own memory) on a clock the test moves. */
  function service(start = Date.parse('2026-11-18T10:00:00Z')) {
    const clock = { now: start };
    const client = new OffClient({
      baseUrl: stub.url,
      userAgent: 'Ascend/test (support@example.com)',
    });
    const lookups = productLookupService(database, client, {
      enabled: true,
      baseUrl: stub.url,
      now: () => clock.now,
    });
    return { lookups, clock };
  }

  const askedFor = (barcode: string) =>
    stub.requests.filter((request) => request.path.includes(`/product/${barcode}`)).length;
  const renameRow = (barcode: string, name: string) =>
    database.db
      .updateTable('product_cache')
      .set((eb) => ({ product: eb.fn('replace', ['product', eb.val('Cereal'), eb.val(name)]) }))
      .where('barcode', '=', barcode)
      .execute();

  it('answers a product seen before from memory, trusting it a few minutes, never past its expiry', async () => {
    const code = '036000291452';
    stub.answers.set(code, { kind: 'product', product: offProduct({ product_name: 'Cereal' }) });
    const { lookups, clock } = service();
    expect((await lookups.lookup(code)).product.name).toBe('Cereal');
    expect((await lookups.lookup(code)).product.name).toBe('Cereal');
    expect(askedFor(code)).toBe(1);

    // A row changed by hand is not read again while the answer is remembered…
    await renameRow(code, 'Granola');
    clock.now += REMEMBERED_ANSWER_MS - 1;
    expect((await lookups.lookup(code)).product.name).toBe('Cereal');
    // …and is seen once the memory's time is up, without asking Open Food Facts.
    clock.now += 1;
    expect((await lookups.lookup(code)).product.name).toBe('Granola');
    expect(askedFor(code)).toBe(1);

    // Thirty days on the row has expired: memory does not outlive it, and with the service down
    // the expired answer is served, marked stale.
    clock.now = Date.parse('2026-11-18T10:00:00Z') + 30 * DAY_MS;
    stub.answers.set(code, { kind: 'status', status: 500 });
    const stale = await lookups.lookup(code);
    expect(stale).toMatchObject({ stale: true, product: { name: 'Granola' } });
    expect(askedFor(code)).toBe(2);
  });

  it('remembers that a product is unknown for a day at most', async () => {
    const code = '5000112637922';
    stub.answers.set(code, { kind: 'not_found' });
    const { lookups, clock } = service();
    for (const _again of [1, 2, 3]) {
      await expect(lookups.lookup(code)).rejects.toMatchObject({ code: 'product_not_found' });
    }
    expect(askedFor(code)).toBe(1);
    // Read again a minute before the row expires: remembered for that minute only.
    const start = clock.now;
    clock.now = start + DAY_MS - 60_000;
    await expect(lookups.lookup(code)).rejects.toMatchObject({ code: 'product_not_found' });
    expect(askedFor(code)).toBe(1);
    clock.now = start + DAY_MS;
    stub.answers.set(code, { kind: 'product', product: offProduct({ product_name: 'New bar' }) });
    expect((await lookups.lookup(code)).product.name).toBe('New bar');
    expect(askedFor(code)).toBe(2);
  });

  it('answers what another instance stored without asking again', async () => {
    const code = '4006381333932';
    stub.answers.set(code, { kind: 'product', product: offProduct({ product_name: 'Shared' }) });
    const first = service();
    const second = service();
    await first.lookups.lookup(code);
    expect((await second.lookups.lookup(code)).product.name).toBe('Shared');
    expect(askedFor(code)).toBe(1);
  });
});
