import type { Insights, UserSettings } from '@ascend/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, fakeScreen, renderSignedIn } from '@/test-support/signed-in';
import { InsightsPage } from './insights-page';

const SETTINGS = (units: 'metric' | 'imperial'): UserSettings => ({
  personal_info: {},
  preferences: {
    language: 'en',
    timezone: 'Europe/Madrid',
    theme: 'light',
    notifications: { email: true, push: false, marketing: false },
    privacy: { profilePublic: false, allowAnalytics: true, shareData: false },
    dayStartsAt: '04:00',
    units,
  },
  updated_at: '2026-01-01T00:00:00Z',
});

const NEW_USER: Insights = {
  today: '2026-03-09',
  from: '2025-12-26',
  days_recorded: 3,
  days_needed: 11,
  q_threshold: 0.05,
  pairs_tested: 9,
  baselines: [],
  findings: [],
};

const ACTIVE_USER: Insights = {
  ...NEW_USER,
  days_recorded: 40,
  days_needed: 0,
  baselines: [
    {
      metric: { kind: 'check_in', metric: 'weight_kg' },
      recent: { mean: 80, median: 80, days: 14 },
      previous: { mean: 82, median: 82, days: 26 },
      change: 'lower',
    },
  ],
  findings: [
    {
      a: { kind: 'check_in', metric: 'sleep_hours' },
      b: { kind: 'check_in', metric: 'mood' },
      lag: 1,
      r: 0.62,
      p: 0.0004,
      q: 0.0036,
      n: 40,
      confidence: 'high',
      threshold: 7,
      b_mean_at_or_above: 4.2,
      b_mean_below: 3.1,
    },
  ],
};

function api(insights: Insights, units: 'metric' | 'imperial' = 'metric') {
  vi.stubGlobal('fetch', (input: string) => {
    const url = new URL(input, 'http://localhost');
    const reply =
      url.pathname === '/api/v1/insights'
        ? { status: 200, body: insights }
        : url.pathname === '/api/v1/settings'
          ? { status: 200, body: SETTINGS(units) }
          : { status: 404, body: { detail: 'not here' } };
    return Promise.resolve(new Response(JSON.stringify(reply.body), { status: reply.status }));
  });
}

const renderInsights = (language = 'en') =>
  renderSignedIn([{ path: '/dashboard/system', element: <InsightsPage /> }], {
    path: '/dashboard/system',
    i18n: createTestI18n(language),
  });

beforeEach(() => fakeScreen(1280));
afterEach(() => vi.unstubAllGlobals());

describe('the insights page', { timeout: 20_000 }, () => {
  it('tells a new user how many more days it needs, and says what it is not', async () => {
    api(NEW_USER);
    renderInsights();
    const notEnough = await screen.findByRole('region', { name: 'Your patterns are on their way' });
    expect(notEnough).toHaveTextContent('Not enough data yet — 11 more days');
    expect(within(notEnough).getByRole('link', { name: 'Go to tracking' })).toHaveAttribute(
      'href',
      '/dashboard/tracking',
    );
    expect(screen.getByText('Statistics from your own data, not medical advice.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'What goes together' })).not.toBeInTheDocument();
  });

  it('shows each finding as a sentence with its confidence, and the baselines in the user’s units', async () => {
    api(ACTIVE_USER, 'imperial');
    renderInsights();
    expect(
      await screen.findByText('On days after you sleep 7 h or more, your mood is higher.'),
    ).toBeVisible();
    const findings = screen
      .getByRole('heading', { name: 'What goes together' })
      .closest('section')!;
    expect(findings).toHaveTextContent('High confidence');
    expect(findings).toHaveTextContent('9 pairs were tested');
    expect(findings).toHaveTextContent('r = 0.62 · p < 0.001 · q = 0.004 · 40 days');
    expect(findings).toHaveTextContent('Mood: 4.2/5 on those days, 3.1/5 on the others');
    const baselines = screen.getByRole('heading', { name: 'Your baselines' }).closest('section')!;
    // 80 kg and 82 kg in pounds (÷ 0.45359237): 176.4 lb and 180.8 lb.
    expect(baselines).toHaveTextContent('Last 14 days176.4 lb (14 days)');
    expect(baselines).toHaveTextContent('60 days before180.8 lb (26 days)');
    expect(baselines).toHaveTextContent('Lower than usual');
  });

  it('speaks Spanish', async () => {
    api(ACTIVE_USER);
    renderInsights('es');
    expect(
      await screen.findByText(
        'El día después de los días en que duermes 7 h o más, tu ánimo es mayor.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Estadísticas de tus propios datos, no consejo médico.')).toBeVisible();
    expect(screen.getByText('Confianza alta')).toBeVisible();
    expect(screen.getByText('r = 0,62 · p < 0,001 · q = 0,004 · 40 días')).toBeVisible();
  });
});
