import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@/lib/theme/theme-provider';
import { authFetch, json, stubbedClientFactory } from '@/test-support/auth-protocol-stub';
import { loadedI18n, renderPublic } from '@/test-support/render-public';
import { SiteHeader } from './site-header';

function Where() {
  return <p data-testid="location">{useLocation().pathname + useLocation().hash}</p>;
}

async function renderHeader() {
  const i18n = await loadedI18n('en');
  renderPublic(
    <ThemeProvider>
      <SiteHeader />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </ThemeProvider>,
    { i18n, loadClient: stubbedClientFactory(authFetch(() => json(200, {}))) },
  );
  return userEvent.setup();
}

describe('the site header', () => {
  // jsdom has no matchMedia: stand in for a light-themed OS.
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows Login to a visitor', async () => {
    await renderHeader();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByTestId('auth-placeholder')).not.toBeInTheDocument();
  });

  it('has a mobile menu with three features, pricing, contact and login that closes on choice', async () => {
    const user = await renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    for (const name of [
      'Face Complex Scan',
      'Nutrition Scan',
      'Product Scan',
      'Pricing',
      'Contact',
    ]) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'Contact' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/contact');
  });

  it('closes the mobile menu on Escape and returns focus to its toggle', async () => {
    const user = await renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
