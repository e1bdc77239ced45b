import type { ScansHub } from '@ascend/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit } from '../test-support/api-test-kit.js';

// Every kind is offered on a server with its defaults (cognitive-results-routes.test.ts); this is
// the one configuration that takes a kind away.
describe.each(testDatabaseKinds())('GET /api/v1/scans with product lookups off, on %s', (kind) => {
  let kit: ApiTestKit;
  beforeAll(async () => {
    kit = await startApiTestKit(kind, { OFF_ENABLED: 'false' });
  });
  afterAll(() => kit.close());

  it('marks the product scan as not available, and every other kind as available', async () => {
    const user = await kit.signUp();
    const response = await kit.api('/scans', { token: user.accessToken });
    expect(response.status).toBe(200);
    const { scans } = (await response.json()) as ScansHub;
    expect(scans.map((scan) => [scan.kind, scan.available])).toEqual([
      ['face', true],
      ['reaction_time', true],
      ['number_memory', true],
      ['attention', true],
      ['processing_speed', true],
      ['product', false],
    ]);
  });
});
