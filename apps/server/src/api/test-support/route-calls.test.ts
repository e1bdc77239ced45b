import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../routes.js';
import { callPath, routeCallOf, routesWithoutCall, type RouteFixtures } from './route-calls.js';

describe('the accepted call of every /api/v1 route', () => {
  it('exists for every route of the route table', () => {
    expect(routesWithoutCall(API_ROUTES)).toEqual([]);
  });

  it("fills every parameter of the route's URL, and has one body at most", () => {
    // Any string stands for a record here: only the path's shape is checked.
    const fixtures = new Proxy({} as RouteFixtures, {
      get: (_target, name) => `<${String(name)}>`,
    });
    for (const route of API_ROUTES) {
      const path = callPath(route, fixtures, '<user>');
      expect(path, `${route.method} ${route.url}`).not.toMatch(/:\w/);
      const call = routeCallOf(route);
      const bodies = [call.json, call.makeJson, call.form].filter((body) => body !== undefined);
      expect(bodies.length, `${route.method} ${route.url}`).toBeLessThanOrEqual(1);
    }
  });
});
