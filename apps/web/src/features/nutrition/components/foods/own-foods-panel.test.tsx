import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeScreen, renderPage } from '@/test-support/signed-in';
import { OwnFoodsPanel } from './own-foods-panel';

const per100 = {
  energy_kcal: 120,
  fat_g: null,
  saturated_fat_g: null,
  carbohydrate_g: null,
  sugars_g: null,
  fibre_g: null,
  protein_g: null,
  salt_g: null,
};
const ownFood = (id: string, name: string) => ({
  ref: { source: 'own', id },
  name,
  brand: null,
  basis: 'g',
  per_100: per100,
  servings: [],
  favourite: false,
  last_used_at: null,
  barcode: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
});

/** The own-foods list answering two pages (the second after the cursor), recording each ask. */
function ownFoodsApi() {
  const asked: URL[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    const request = new URL(url, 'http://localhost');
    asked.push(request);
    const body =
      request.searchParams.get('cursor') === 'page-2'
        ? { foods: [ownFood('00000000-0000-4000-8000-000000000003', 'Zumo')], next_cursor: null }
        : {
            foods: [
              ownFood('00000000-0000-4000-8000-000000000001', 'Avena'),
              ownFood('00000000-0000-4000-8000-000000000002', 'Ñoquis'),
            ],
            next_cursor: 'page-2',
          };
    return Promise.resolve(
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
    );
  });
  return asked;
}

beforeEach(() => {
  fakeScreen(360);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OwnFoodsPanel', () => {
  it('lists every own food page by page from the own-foods list', async () => {
    const asked = ownFoodsApi();
    renderPage(<OwnFoodsPanel />);
    const list = await screen.findByTestId('own-foods');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Avena'), expect.stringContaining('Ñoquis')]);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await within(list).findByText('Zumo');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(asked.map((url) => [url.pathname, url.searchParams.get('cursor')])).toEqual([
      ['/api/v1/nutrition/foods/own', null],
      ['/api/v1/nutrition/foods/own', 'page-2'],
    ]);
  });
});
