import type { LeagueStanding, Overview } from '@ascend/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsRecord } from '@/test-support/settings-record';
import { createTestI18n, fakeScreen, renderSignedIn } from '@/test-support/signed-in';
import { tipOfTheDay } from '../config/tips';
import { progressAnswer } from '../test-support/progress-answer';
import { OverviewPage } from './overview-page';

const week = (values: (number | null)[]) =>
  values.map((value, index) => ({ date: `2026-03-${String(3 + index).padStart(2, '0')}`, value }));

const NEW_USER: Overview = {
  today: '2026-03-09',
  week_start: '2026-03-09',
  scans: { current: 0, previous: 0 },
  active_days: { current: 0, previous: 0 },
  week_progress: { done: 0, scheduled: 0 },
  goals: {
    daily: { done: 0, scheduled: 0 },
    weekly: { done: 0, scheduled: 0 },
    monthly: { done: 0, scheduled: 31 },
  },
  chart: { metric: 'points', days: week([null, null, null, null, null, null, null]) },
  points: { today: 0, week: 0, total: 0 },
  recent_activity: [],
  is_new_user: true,
  has_checked_in_today: false,
};

const ACTIVE_USER: Overview = {
  today: '2026-03-09',
  week_start: '2026-03-09',
  scans: { current: 0, previous: 0 },
  active_days: { current: 7, previous: 10 },
  week_progress: { done: 7, scheduled: 10 },
  goals: {
    daily: { done: 2, scheduled: 3 },
    weekly: { done: 7, scheduled: 10 },
    monthly: { done: 7, scheduled: 31 },
  },
  chart: { metric: 'points', days: week([25, null, 10, 40, 15, 0, 20]) },
  points: { today: 20, week: 85, total: 1240 },
  recent_activity: [
    {
      kind: 'habit_done',
      date: '2026-03-09',
      label: 'Read <20 pages>',
      at: '2026-03-09T09:00:00Z',
    },
    { kind: 'check_in', date: '2026-03-08', label: null, at: '2026-03-08T08:00:00Z' },
    { kind: 'diary_entry', date: '2026-03-07', label: null, at: '2026-03-07T20:00:00Z' },
  ],
  is_new_user: false,
  has_checked_in_today: false,
};

/** GET /league/me of a user ranked 3rd of 150 this week (the top 2 %). */
const RANKED: LeagueStanding = {
  week_start: '2026-03-09',
  points: 85,
  rank: 3,
  active_users: 150,
  top_percent: 2,
  level: 7,
  membership: null,
  default_display_name: 'ana.lopez',
};
const UNRANKED: LeagueStanding = { ...RANKED, points: 0, rank: null, top_percent: null, level: 1 };

/** A stand-in for GET /overview and GET /settings; records the metric of each overview request. */
function overviewApi(
  answer: (metric: string) => { status: number; body: unknown },
  units?: 'imperial',
  standing: LeagueStanding = RANKED,
) {
  const metrics: string[] = [];
  vi.stubGlobal('fetch', (input: string) => {
    const url = new URL(input, 'http://localhost');
    let reply: { status: number; body: unknown };
    if (url.pathname === '/api/v1/overview') {
      metrics.push(url.searchParams.get('metric') ?? '');
      reply = answer(url.searchParams.get('metric') ?? '');
    } else if (url.pathname === '/api/v1/settings') {
      reply = { status: 200, body: settingsRecord({ units: units ?? 'metric' }) };
    } else if (url.pathname === '/api/v1/progress') {
      reply = { status: 200, body: progressAnswer() };
    } else if (url.pathname === '/api/v1/league/me') {
      reply = { status: 200, body: standing };
    } else {
      reply = { status: 404, body: { detail: 'not here' } };
    }
    return Promise.resolve(new Response(JSON.stringify(reply.body), { status: reply.status }));
  });
  return { metrics };
}

/** IntersectionObserver that reports an intersection only when a test says so. */
function controllableViewport() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    scrollIntoView: () =>
      act(() => {
        for (const callback of callbacks) {
          callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
        }
      }),
  };
}

function renderOverview(language = 'en') {
  return renderSignedIn([{ path: '/dashboard', element: <OverviewPage /> }], {
    path: '/dashboard',
    i18n: createTestI18n(language),
  });
}

const statCard = (label: string) => screen.getByText(label).closest('li')!;

beforeEach(() => {
  fakeScreen(1280);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-09T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('overview of a new user', { timeout: 20_000 }, () => {
  it('shows zeros and the first step, never sample figures', async () => {
    overviewApi(() => ({ status: 200, body: NEW_USER }), undefined, UNRANKED);
    controllableViewport();
    const { container } = renderOverview();
    const firstStep = await screen.findByRole('region', { name: 'Your first step' });
    expect(screen.getByRole('heading', { name: 'Welcome, ana.lopez!' })).toBeVisible();
    expect(within(firstStep).getByRole('link', { name: 'Do your first check-in' })).toHaveAttribute(
      'href',
      '/dashboard/tracking',
    );
    expect(within(statCard('Scans this month')).getByText('0')).toBeInTheDocument();
    expect(within(statCard('Scans this month')).getByText('No scans yet')).toBeInTheDocument();
    expect(within(statCard('Active days this month')).getByText('0')).toBeInTheDocument();
    expect(within(statCard("This week's progress")).getByText('0%')).toBeInTheDocument();
    expect(await within(statCard('Rank this week')).findByText(/Not ranked yet/)).toHaveTextContent(
      'Not ranked yet this week · 0 points this week',
    );
    expect(await screen.findByText('No achievement unlocked yet.')).toBeInTheDocument();
    expect(screen.getByText('150 points to level 2')).toBeInTheDocument();
    expect(screen.getByText('First check-in')).toBeInTheDocument();
    expect(
      screen.getByText('Nothing yet. Your check-ins, habits and diary entries will show here.'),
    ).toBeInTheDocument();
    // The seed's sample figures are gone for good.
    for (const sample of ['12', '#42', '1,847', '153 points', 'Top 15%', '85%']) {
      expect(container).not.toHaveTextContent(sample);
    }
    // The new user's first step replaces the daily reminder.
    expect(screen.queryByText(/You have not checked in today/)).not.toBeInTheDocument();
  });
});

describe('overview of an active user', { timeout: 20_000 }, () => {
  it('shows every figure exactly as the server gave it', async () => {
    overviewApi(() => ({ status: 200, body: ACTIVE_USER }));
    controllableViewport();
    renderOverview();
    expect(
      await screen.findByText('You have not checked in today yet. It takes a minute.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Welcome back, ana.lopez!' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your first step' })).not.toBeInTheDocument();

    expect(statCard('Scans this month')).toHaveTextContent('0No scans yet');
    expect(statCard('Active days this month')).toHaveTextContent('7-3 vs last month');
    expect(statCard("This week's progress")).toHaveTextContent('70%7 of 10 habit-days done');
    // The rank among every user with points this week (GET /league/me), and the week's points.
    await waitFor(() =>
      expect(statCard('Rank this week')).toHaveTextContent('#3Top 2 % · 85 points this week'),
    );

    const goals = screen.getByRole('heading', { name: 'Goals' }).closest('section')!;
    expect(within(goals).getByRole('progressbar', { name: 'Daily' })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );
    expect(goals).toHaveTextContent('Daily2/3');
    expect(goals).toHaveTextContent('Weekly70%');
    expect(goals).toHaveTextContent('Monthly7/31');

    const points = screen.getByRole('heading', { name: 'Your points' }).closest('section')!;
    expect(points).toHaveTextContent('Today20This week85Total1,240');

    const activity = screen.getByRole('heading', { name: 'Recent activity' }).closest('section')!;
    expect(
      within(activity)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Completed “Read <20 pages>”3 hours ago',
      'Checked inyesterday',
      'Wrote in the diary2 days ago',
    ]);

    // The chart's figures, for screen readers, day by day (a day without records says so).
    const table = screen.getByRole('table', { name: 'Points, last 7 days' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Tuesday, March 3, 202625 pts',
      'Wednesday, March 4, 2026Nothing recorded',
      'Thursday, March 5, 202610 pts',
      'Friday, March 6, 202640 pts',
      'Saturday, March 7, 202615 pts',
      'Sunday, March 8, 20260 pts',
      'Monday, March 9, 202620 pts',
    ]);

    const tip = screen.getByRole('region', { name: 'Tip of the day' });
    expect(tip).toHaveTextContent(/\S/);
    const source = tipOfTheDay('2026-03-09').source;
    if (source) expect(within(tip).getByRole('link')).toHaveAttribute('href', source.url);
  });

  it('loads the chart only when it comes into view, in the space kept for it', async () => {
    overviewApi(() => ({ status: 200, body: ACTIVE_USER }));
    const viewport = controllableViewport();
    const { container } = renderOverview();
    await screen.findByRole('table', { name: 'Points, last 7 days' });
    expect(container.querySelector('.recharts-wrapper')).toBeNull();
    viewport.scrollIntoView();
    await waitFor(() => expect(container.querySelector('.recharts-wrapper')).not.toBeNull());
  });

  it('asks for another metric and shows it in the user’s units', async () => {
    const api = overviewApi(
      (metric) => ({
        status: 200,
        body:
          metric === 'weight_kg'
            ? {
                ...ACTIVE_USER,
                chart: { metric, days: week([80, null, null, null, null, null, 79.5]) },
              }
            : ACTIVE_USER,
      }),
      'imperial',
    );
    controllableViewport();
    const user = userEvent.setup();
    renderOverview();
    const picker = await screen.findByRole('combobox', { name: 'Show' });
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Points, last 7 days' })).toBeInTheDocument(),
    );
    await user.selectOptions(picker, 'Body weight');
    const table = await screen.findByRole('table', { name: 'Body weight, last 7 days' });
    expect(api.metrics).toEqual(['points', 'weight_kg']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    // 80 kg and 79.5 kg in pounds, to one decimal.
    expect(rows[0]).toBe('Tuesday, March 3, 2026176.4 lb');
    expect(rows[6]).toBe('Monday, March 9, 2026175.3 lb');
    // The rest of the page stayed as it was while the chart changed.
    expect(statCard('Rank this week')).toHaveTextContent('85 points this week');
  });

  it('says what went wrong when the overview cannot load, and tries again', async () => {
    let fail = true;
    overviewApi(() =>
      fail
        ? { status: 503, body: { detail: 'Database unavailable' } }
        : { status: 200, body: ACTIVE_USER },
    );
    controllableViewport();
    const user = userEvent.setup();
    renderOverview();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/85 points this week/)).toBeVisible();
  });
});

describe('overview in Spanish', { timeout: 20_000 }, () => {
  it('words the figures in Spanish', async () => {
    overviewApi(() => ({ status: 200, body: ACTIVE_USER }));
    controllableViewport();
    renderOverview('es');
    expect(await screen.findByText('-3 frente al mes pasado')).toBeVisible();
    expect(screen.getByText('7 de 10 días de hábito cumplidos')).toBeVisible();
    expect(
      screen.getByText('Aún no has hecho tu registro de hoy. Te llevará un minuto.'),
    ).toBeVisible();
    expect(screen.getByRole('table', { name: 'Puntos, últimos 7 días' })).toBeInTheDocument();
  });
});
