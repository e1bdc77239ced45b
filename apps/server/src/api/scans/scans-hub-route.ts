/** `GET /api/v1/scans`: the hub of every kind of scan, with the user's count and latest of each. */
import { scansHubSchema, type ScansHub } from '@ascend/contracts';
import { apiEndpoint } from '../http/api-route.js';
import { apiUserOf } from '../http/authenticate.js';
import { errorResponses } from '../http/error-responses.js';
import { countOwnRows } from '../../db/count-own-rows.js';

export const readScansHub = apiEndpoint({
  schema: {
    tags: ['scans'],
    summary: 'Every kind of scan with how many the user took and the latest result',
    description:
      'The face scan first (its latest is a face scan’s brief), then the four cognitive tests ' +
      'in a fixed order, then product scans (products looked up by barcode and added to the food ' +
      'diary), counted, with no `latest` result. `available` is false for the product scan when ' +
      'this server has product lookups off (OFF_ENABLED=false): the scan cannot look a barcode up.',
    response: { 200: scansHubSchema, ...errorResponses(401) },
  },
  handler: async (
    request,
    _reply,
    { cognitiveResults, faceScans, database, products },
  ): Promise<ScansHub> => {
    const user = apiUserOf(request);
    const [face, tests, productScans] = await Promise.all([
      faceScans.summary(user.id),
      cognitiveResults.latestOfEachKind(user.id),
      countOwnRows(database.db, 'nutrition_product_scans', user.id),
    ]);
    return {
      scans: [
        { kind: 'face', available: true, ...face },
        ...tests.map((test) => ({ ...test, available: true })),
        { kind: 'product', available: products.enabled, count: productScans, latest: null },
      ],
    };
  },
});
