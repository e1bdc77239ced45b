import type { LeaguePage, LeagueStanding } from '@ascend/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeScreen, renderSignedIn } from '@/test-support/signed-in';
import { CommunityPage } from './community-page';

const STANDING: LeagueStanding = {
  week_start: '2026-03-09',
  points: 45,
  rank: 2,
  active_users: 40,
  top_percent: 5,
  level: 3,
  membership: null,
  default_display_name: 'ana.lopez',
};

const PAGE: LeaguePage = {
  week: 'current',
  week_start: '2026-03-09',
  entries: [
    {
      rank: 1,
      display_name: '<img src=x onerror=alert(1)>',
      avatar_url: 'https://tracker.example/pixel.png',
      level: 4,
      points: 60,
      you: false,
    },
    { rank: 2, display_name: 'Ana', avatar_url: null, level: 3, points: 45, you: true },
  ],
  next_cursor: null,
};

/** A stand-in for the league's routes; records the writes. */
function leagueApi() {
  let standing = STANDING;
  const writes: { method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    let body: unknown = { detail: 'not here' };
    let status = 200;
    if (url.pathname === '/api/v1/league/me') body = standing;
    else if (url.pathname === '/api/v1/league') body = PAGE;
    else if (url.pathname === '/api/v1/league/membership') {
      writes.push({
        method,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      });
      const name = (writes.at(-1)?.body as { display_name?: string } | undefined)?.display_name;
      if (method === 'PUT') {
        const membership = { display_name: name ?? 'ana.lopez', joined_at: '2026-03-09T10:00:00Z' };
        standing = { ...standing, membership };
        body = membership;
      } else {
        standing = { ...standing, membership: null };
        return Promise.resolve(new Response(null, { status: 204 }));
      }
    } else status = 404;
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  });
  return { writes };
}

beforeEach(() => fakeScreen(1280));
afterEach(() => vi.unstubAllGlobals());

describe('the community page', () => {
  it('shows the own rank, and members by name as text, with no avatar from elsewhere', async () => {
    leagueApi();
    const { container } = renderSignedIn([{ path: '/', element: <CommunityPage /> }]);
    const list = await screen.findByRole('list', { name: 'Members ranked this week' });
    const rows = within(list).getAllByRole('listitem');
    // Each row: rank, the initial standing in for an avatar, name, level, points.
    expect(rows.map((row) => row.textContent)).toEqual([
      '#1<<img src=x onerror=alert(1)>Level 460 points',
      '#2AAna(you)Level 345 points',
    ]);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('40 users with points this week.')).toBeInTheDocument();
    expect(screen.getByText('5 %')).toBeInTheDocument();
  });

  it('joins with the switch (off at first), then saves a display name checked before sending', async () => {
    const { writes } = leagueApi();
    const user = userEvent.setup();
    renderSignedIn([{ path: '/', element: <CommunityPage /> }]);
    const toggle = await screen.findByRole('switch', { name: 'Show me in the weekly ranking' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    const field = await screen.findByLabelText('Display name');
    expect(writes).toEqual([{ method: 'PUT', body: {} }]);
    await waitFor(() => expect(field).toHaveValue('ana.lopez'));

    await user.clear(field);
    await user.type(field, 'x'.repeat(41));
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('A display name has at most 40 characters.')).toBeVisible();
    expect(writes).toHaveLength(1);

    await user.clear(field);
    await user.type(field, 'Ana L.');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() =>
      expect(writes.at(-1)).toEqual({ method: 'PUT', body: { display_name: 'Ana L.' } }),
    );

    await user.click(screen.getByRole('switch', { name: 'Show me in the weekly ranking' }));
    await waitFor(() => expect(writes.at(-1)).toEqual({ method: 'DELETE', body: undefined }));
    await waitFor(() => expect(screen.queryByLabelText('Display name')).not.toBeInTheDocument());
  });
});
