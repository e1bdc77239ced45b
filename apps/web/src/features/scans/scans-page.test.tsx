import type { ScansHub } from '@ascend/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, fakeScreen, renderSignedIn } from '@/test-support/signed-in';
import { ScansPage } from './scans-page';

const KINDS = ['face', 'reaction_time', 'number_memory', 'attention', 'processing_speed'] as const;

/** The hub as a server with product lookups off answers it (scans-hub-route.ts). */
const HUB: ScansHub = {
  scans: [
    ...KINDS.map((kind) => ({ kind, available: true, count: 0, latest: null })),
    { kind: 'product', available: false, count: 2, latest: null },
  ],
};

beforeEach(() => {
  fakeScreen(1280);
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(JSON.stringify(HUB), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the scans hub', () => {
  it.each([
    ['en', 'Not available here', 'Take it'],
    ['es', 'No disponible aquí', 'Hacerlo'],
  ])(
    'in %s, says a kind the server does not offer is not available, without a way in',
    async (language, notAvailable, take) => {
      renderSignedIn([{ path: '/dashboard/scans/*', element: <ScansPage /> }], {
        path: '/dashboard/scans',
        i18n: createTestI18n(language),
      });
      const product = within(await screen.findByTestId('scan-product'));
      expect(product.getByText(new RegExp(notAvailable))).toBeInTheDocument();
      expect(product.queryByRole('link')).toBeNull();
      // Every other kind can be taken.
      for (const kind of KINDS) {
        const card = within(screen.getByTestId(`scan-${kind}`));
        expect(card.queryByText(new RegExp(notAvailable))).toBeNull();
        const link = card.getByRole('link');
        expect(link).toHaveTextContent(take);
      }
    },
  );
});
