import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeScreen, renderPage } from '@/test-support/signed-in';
import { progressAnswer } from '../../test-support/progress-answer';
import { AchievementToasts } from './achievement-toasts';

describe('the achievement unlock toast', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('announces a new unlock once, reports it seen, and goes when dismissed', async () => {
    let seen = false;
    const posted: unknown[] = [];
    fakeScreen(1280);
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
      const { pathname } = new URL(input, 'http://localhost');
      if (pathname === '/api/v1/progress/achievements/seen') {
        posted.push(JSON.parse(init?.body as string));
        seen = true;
        return Promise.resolve(new Response(null, { status: 204 }));
      }
      const answer = progressAnswer({
        achievements: [
          {
            key: 'first_check_in',
            group: 'check_ins',
            bonus: 10,
            progress: 1,
            target: 1,
            unlocked_at: '2026-03-09T08:00:00.000Z',
            seen,
          },
        ],
      });
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
    });
    renderPage(<AchievementToasts />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(await screen.findByText('First check-in: +10 points')).toBeInTheDocument();
    expect(region).toHaveTextContent('Achievement unlocked');
    await waitFor(() => expect(posted).toEqual([{ keys: ['first_check_in'] }]));

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('First check-in: +10 points')).not.toBeInTheDocument();
    // Seen now: not shown again, not reported again.
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(screen.queryByText('Achievement unlocked')).not.toBeInTheDocument();
  });
});
