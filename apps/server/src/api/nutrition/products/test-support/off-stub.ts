/**
 * A local stand-in for Open Food Facts' product API (v2), for tests: it serves
 * `GET /api/v2/product/{barcode}` in their documented format (`{code, status, status_verbose,
 * product}`) from the products a test writes, and can answer as the real service sometimes does:
 * not found, 429, a hang, malformed JSON. It records what it was asked.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StubAnswer =
  | { kind: 'product'; product: Record<string, unknown> }
  | { kind: 'not_found' }
  | { kind: 'status'; status: number; retryAfter?: number }
  | { kind: 'hang' }
  | { kind: 'malformed' };

export interface OffStub {
  url: string;
  answers: Map<string, StubAnswer>;
  /** Every request: its path with query, and its headers. */
  requests: { path: string; headers: IncomingMessage['headers'] }[];
  close(): Promise<void>;
}

/** A product as their v2 API returns it with the fields the app asks for. */
export function offProduct(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    product_name: 'Crunchy Oat Bar',
    brands: 'Acme Foods, Acme',
    quantity: '4 x 30 g',
    product_quantity_unit: 'g',
    serving_size: '1 bar (30 g)',
    serving_quantity: 30,
    nutriscore_grade: 'c',
    nova_group: 4,
    allergens_tags: ['en:gluten', 'en:milk'],
    ingredients_text: 'Oats, sugar, butter',
    image_front_url: 'https://images.openfoodfacts.org/images/products/bar.jpg',
    nutriments: {
      'energy-kcal_100g': 450,
      'energy-kcal_unit': 'kcal',
      energy_100g: 1883,
      fat_100g: 18,
      'saturated-fat_100g': 7.5,
      carbohydrates_100g: 62,
      sugars_100g: 24,
      fiber_100g: 6,
      proteins_100g: 8,
      salt_100g: 0.4,
    },
    ...overrides,
  };
}

export async function startOffStub(): Promise<OffStub> {
  const answers = new Map<string, StubAnswer>();
  const requests: OffStub['requests'] = [];
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((request, response) => {
    requests.push({ path: request.url ?? '', headers: request.headers });
    const match = /^\/api\/v2\/product\/([^/?]+)/.exec(request.url ?? '');
    const code = match?.[1] ?? '';
    const answer = answers.get(code) ?? { kind: 'not_found' };
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    switch (answer.kind) {
      case 'product':
        return json(200, {
          code,
          status: 1,
          status_verbose: 'product found',
          product: answer.product,
        });
      case 'not_found':
        return json(404, { code, status: 0, status_verbose: 'product not found' });
      case 'status':
        response.writeHead(answer.status, {
          'content-type': 'text/html',
          ...(answer.retryAfter !== undefined ? { 'retry-after': String(answer.retryAfter) } : {}),
        });
        return response.end('<html>Too many requests</html>');
      case 'hang':
        hanging.add(response);
        return;
      case 'malformed':
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end('{"code": "1", "status": 1, "product": {"product_name": "Half');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answers,
    requests,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
