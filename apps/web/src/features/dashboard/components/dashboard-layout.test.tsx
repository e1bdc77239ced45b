import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_CACHE_KEY } from '@/lib/user-cache';
import { storeUserCache } from '@/test-support/user-cache';
import { TEST_USER_ID, fakeScreen, renderSignedIn } from '@/test-support/signed-in';
import { SIDEBAR_STORAGE_KEY } from '../hooks/use-sidebar';
import { progressAnswer, progressFetch } from '../test-support/progress-answer';
import { DashboardLayout } from './dashboard-layout';

function renderDashboard(path = '/dashboard') {
  return renderSignedIn(
    [
      {
        path: '/dashboard',
        element: <DashboardLayout />,
        children: [
          { index: true, element: <p>overview page</p> },
          { path: 'community', element: <p>community page</p> },
          { path: 'settings', element: <p>settings page</p> },
        ],
      },
      { path: '/', element: <p>home</p> },
    ],
    { path },
  );
}

const docked = () => screen.getByRole('complementary', { name: 'Dashboard navigation' });

describe('dashboard sidebar on a large screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the profile block, sections with PRO badges and the section title', async () => {
    fakeScreen(1280);
    vi.stubGlobal('fetch', progressFetch(progressAnswer({ level: 3 })));
    renderDashboard();
    const sidebar = docked();
    expect(within(sidebar).getByText('ana.lopez')).toBeInTheDocument();
    expect(within(sidebar).getByText('Free Plan')).toBeInTheDocument();
    // The user's level from GET /progress, shown once it has answered.
    expect(await within(sidebar).findByText('Lv 3')).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: /ana\.lopez/ })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
    expect(within(sidebar).getByRole('link', { name: /Tracking/ })).toHaveTextContent('Pro');
    expect(within(sidebar).getByRole('link', { name: /Community/ })).not.toHaveTextContent('Pro');
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
  });

  it('collapses to icons with the toggle, remembers it, and labels the icons', async () => {
    fakeScreen(1280);
    const user = userEvent.setup();
    const view = renderDashboard();
    expect(docked()).toHaveAttribute('data-state', 'expanded');
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(docked()).toHaveAttribute('data-state', 'collapsed');
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('collapsed');
    // Icons only: the label moves into the accessible name (and a tooltip).
    expect(within(docked()).queryByText('Free Plan')).not.toBeInTheDocument();
    expect(within(docked()).getByRole('link', { name: 'Community' })).toBeInTheDocument();

    view.unmount();
    renderDashboard();
    expect(docked()).toHaveAttribute('data-state', 'collapsed');
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('expanded');
  });

  it('toggles with Ctrl+B and Cmd+B', () => {
    fakeScreen(1280);
    renderDashboard();
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(docked()).toHaveAttribute('data-state', 'collapsed');
    fireEvent.keyDown(window, { key: 'B', metaKey: true });
    expect(docked()).toHaveAttribute('data-state', 'expanded');
    // Plain "b" is typing, not a shortcut.
    fireEvent.keyDown(window, { key: 'b' });
    expect(docked()).toHaveAttribute('data-state', 'expanded');
  });

  it('shows a back-to-dashboard link on settings', () => {
    fakeScreen(1280);
    renderDashboard('/dashboard/settings');
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(within(docked()).getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});

describe('full-page /account and /settings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keep their account links full-page and mark the current one', () => {
    fakeScreen(1280);
    renderSignedIn(
      [
        {
          element: <DashboardLayout fullPage />,
          children: [{ path: '/settings', element: <p>settings page</p> }],
        },
      ],
      { path: '/settings' },
    );
    expect(screen.getByRole('main')).toHaveTextContent('settings page');
    const settings = within(docked()).getByRole('link', { name: 'Settings' });
    expect(settings).toHaveAttribute('href', '/settings');
    expect(settings).toHaveAttribute('aria-current', 'page');
    expect(within(docked()).getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/account',
    );
  });
});

describe('logout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("signs out, forgets the user's cached data (not the theme) and goes home", async () => {
    fakeScreen(1280);
    const user = userEvent.setup();
    await storeUserCache(TEST_USER_ID, { any: 'thing' });
    localStorage.setItem('ascend-theme', 'dark');
    const view = renderDashboard();
    await user.click(within(docked()).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(view.auth.signOut).toHaveBeenCalledOnce());
    await waitFor(() => expect(localStorage.getItem(USER_CACHE_KEY)).toBeNull());
    expect(localStorage.getItem('ascend-theme')).toBe('dark');
    expect(view.router.state.location.pathname).toBe('/');
  });
});

describe('dashboard sidebar on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens as a slide-over and closes on Escape, returning focus', async () => {
    fakeScreen(390);
    const user = userEvent.setup();
    renderDashboard();
    const opener = screen.getByRole('button', { name: 'Open sidebar' });
    await user.click(opener);
    const sheet = screen.getByRole('dialog', { name: 'Dashboard navigation' });
    expect(within(sheet).getByRole('link', { name: /Community/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Radix hands focus back on the next tick.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes when a section is chosen', async () => {
    fakeScreen(390);
    const user = userEvent.setup();
    renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Open sidebar' }));
    const sheet = screen.getByRole('dialog');
    await user.click(within(sheet).getByRole('link', { name: /Community/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('community page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();
  });

  it('opens with Ctrl+B too, and closes when the window grows to desktop width', () => {
    const screenSize = fakeScreen(390);
    renderDashboard();
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => screenSize.resize(1280));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
