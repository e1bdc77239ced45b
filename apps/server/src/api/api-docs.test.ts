import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: unknown; security?: unknown[] }>>;
  components: { securitySchemes: Record<string, unknown> };
}

describe('OpenAPI document of /api/v1', () => {
  let server: TestServer;
  let document: OpenApiDocument;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    const response = await fetch(`${server.url}/api/docs/json`);
    expect(response.status).toBe(200);
    document = (await response.json()) as OpenApiDocument;
  });
  afterAll(() => server.close());

  it('is OpenAPI 3 and lists every product route, and only those', () => {
    expect(document.openapi).toMatch(/^3\./);
    const paths = Object.keys(document.paths).sort();
    expect(paths).toEqual([
      '/api/v1/account',
      '/api/v1/account/export',
      '/api/v1/account/export/{dataset}.csv',
      '/api/v1/account/import',
      '/api/v1/avatar',
      '/api/v1/avatar/{userId}',
      '/api/v1/check-ins',
      '/api/v1/check-ins/{date}',
      '/api/v1/contact',
      '/api/v1/diary',
      '/api/v1/diary/tags',
      '/api/v1/diary/{id}',
      '/api/v1/habit-marks',
      '/api/v1/habits',
      '/api/v1/habits/order',
      '/api/v1/habits/{id}',
      '/api/v1/habits/{id}/marks/{date}',
      '/api/v1/habits/{id}/pauses',
      '/api/v1/habits/{id}/pauses/{pauseId}',
      '/api/v1/insights',
      '/api/v1/league',
      '/api/v1/league/me',
      '/api/v1/league/membership',
      '/api/v1/nutrition/diary/items/{id}',
      '/api/v1/nutrition/diary/{date}',
      '/api/v1/nutrition/diary/{date}/items',
      '/api/v1/nutrition/diary/{date}/meals/{meal}/copy',
      '/api/v1/nutrition/favourites/{source}/{id}',
      '/api/v1/nutrition/foods',
      '/api/v1/nutrition/foods/own',
      '/api/v1/nutrition/foods/own/{id}',
      '/api/v1/nutrition/foods/{source}/{id}',
      '/api/v1/nutrition/targets',
      '/api/v1/nutrition/totals',
      '/api/v1/overview',
      '/api/v1/physical/exercises',
      '/api/v1/physical/exercises/{id}',
      '/api/v1/physical/exercises/{id}/history',
      '/api/v1/physical/import',
      '/api/v1/physical/measurements',
      '/api/v1/physical/measurements/{date}',
      '/api/v1/physical/records',
      '/api/v1/physical/routines',
      '/api/v1/physical/routines/{id}',
      '/api/v1/physical/volume',
      '/api/v1/physical/workouts',
      '/api/v1/physical/workouts/{id}',
      '/api/v1/physical/workouts/{id}/sets',
      '/api/v1/products',
      '/api/v1/products/{barcode}',
      '/api/v1/progress',
      '/api/v1/progress/achievements/seen',
      '/api/v1/scans',
      '/api/v1/scans/cognitive',
      '/api/v1/scans/cognitive/{id}',
      '/api/v1/scans/face',
      '/api/v1/scans/face/{id}',
      '/api/v1/settings',
      '/api/v1/settings/personal',
      '/api/v1/settings/preferences',
      '/api/v1/settings/reset',
    ]);
  });

  it('describes bodies from the shared zod schemas and marks protected routes', () => {
    const put = document.paths['/api/v1/settings']!.put!;
    const text = JSON.stringify(put.requestBody);
    for (const field of [
      'personal_info',
      'preferences',
      'full_name',
      'timezone',
      'notifications',
    ]) {
      expect(text).toContain(field);
    }
    expect(put.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/v1/contact']!.post!.security).toBeUndefined();
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ scheme: 'bearer' });
    const upload = JSON.stringify(document.paths['/api/v1/avatar']!.put!.requestBody);
    expect(upload).toContain('multipart/form-data');
    expect(upload).toContain('binary');
  });

  it('documents the 401 and the 403 (with its code) of authentication on every protected route', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const { security, responses } = operation as {
          security?: unknown[];
          responses: Record<string, unknown>;
        };
        if (!security) continue;
        expect(Object.keys(responses), `${method} ${path}`).toEqual(
          expect.arrayContaining(['401', '403']),
        );
        expect(JSON.stringify(responses['403']), `${method} ${path}`).toContain('"code"');
      }
    }
  });

  it('is browsable at /api/docs', async () => {
    const response = await fetch(`${server.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('swagger');
  });
});
