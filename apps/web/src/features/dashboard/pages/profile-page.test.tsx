import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, fakeScreen, renderPage } from '@/test-support/signed-in';
import { progressAnswer, progressFetch } from '../test-support/progress-answer';
import { ProfilePage } from './profile-page';

const ACTIVE = progressAnswer({
  level: 2,
  level_progress: { into_level: 45, level_size: 160, to_next: 115 },
  points: { today: 20, week: 95, total: 195 },
  achievements: [
    {
      key: 'first_check_in',
      group: 'check_ins',
      bonus: 10,
      progress: 1,
      target: 1,
      unlocked_at: '2026-03-02T08:00:00.000Z',
      seen: true,
    },
    {
      key: 'check_in_streak_7',
      group: 'streaks',
      bonus: 25,
      progress: 4,
      target: 7,
      unlocked_at: null,
      seen: true,
    },
  ],
  best_streaks: { check_in_days: 4, habit_days: 1, active_days: 6 },
});

describe('the profile page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the level, points, achievements with progress, streaks and the rules', async () => {
    fakeScreen(1280);
    vi.stubGlobal('fetch', progressFetch(ACTIVE));
    renderPage(<ProfilePage />);
    expect(await screen.findByText('Level 2')).toBeInTheDocument();
    expect(screen.getByText('115 points to level 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress through level 2' })).toHaveAttribute(
      'aria-valuenow',
      '28',
    );
    const points = screen.getByRole('heading', { name: 'Points' }).closest('section')!;
    expect(points).toHaveTextContent('Today20This week95In all195');

    const achievements = screen.getByRole('heading', { name: 'Achievements' }).closest('section')!;
    expect(achievements).toHaveTextContent('1 of 2 unlocked');
    expect(within(achievements).getByText('Unlocked on Mar 2, 2026')).toBeInTheDocument();
    expect(within(achievements).getByText('4 of 7')).toBeInTheDocument();
    expect(
      within(achievements).getByRole('progressbar', { name: 'A week in a row' }),
    ).toHaveAttribute('aria-valuenow', '57');

    expect(screen.getByText('6 days')).toBeInTheDocument();
    const rules = screen.getByRole('heading', { name: 'How points work' }).closest('section')!;
    expect(within(rules).getByRole('cell', { name: 'A check-in' }).nextSibling).toHaveTextContent(
      '10',
    );
    expect(
      within(rules)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toContain('2160');
    // What members would see of this user, not one yet: the name joining would give.
    const preview = (await screen.findByRole('heading', { name: 'What ranking members see' }))
      .parentElement!;
    expect(preview).toHaveTextContent('If you join, members will see this row.');
    expect(preview).toHaveTextContent('ana.lopez');
  });

  it('is in Spanish too', async () => {
    fakeScreen(1280);
    vi.stubGlobal('fetch', progressFetch(ACTIVE));
    renderPage(<ProfilePage />, { i18n: createTestI18n('es') });
    expect(await screen.findByText('Nivel 2')).toBeInTheDocument();
    expect(screen.getByText('115 puntos para el nivel 3')).toBeInTheDocument();
    expect(screen.getByText('Cómo funcionan los puntos')).toBeInTheDocument();
  });
});
