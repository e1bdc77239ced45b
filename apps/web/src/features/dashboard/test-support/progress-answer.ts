import type { Achievement, LeagueStanding, Progress } from '@ascend/contracts';

const locked = (key: string, target: number, progress = 0): Achievement => ({
  key,
  group: 'check_ins',
  bonus: 10,
  progress,
  target,
  unlocked_at: null,
  seen: true,
});

/** A GET /progress answer: a new user's unless parts are given. */
export function progressAnswer(parts: Partial<Progress> = {}): Progress {
  return {
    level: 1,
    level_progress: { into_level: 0, level_size: 150, to_next: 150 },
    points: { today: 0, week: 0, total: 0 },
    week_start: '2026-03-09',
    achievements: [locked('first_check_in', 1), locked('check_in_streak_7', 7)],
    best_streaks: { check_in_days: 0, habit_days: 0, active_days: 0 },
    rules: {
      points: [
        { kind: 'check_in', points: 10 },
        { kind: 'habit_done', points: 5 },
      ],
      levels: [
        { level: 1, points_to_pass: 150 },
        { level: 2, points_to_pass: 160 },
      ],
    },
    ...parts,
  };
}

/** `fetch` answering GET /api/v1/progress with `answer`, and 404 for anything else. */
/** A user not in the league, ranked third of 150 this week. */
const NOT_A_MEMBER: LeagueStanding = {
  week_start: '2026-03-09',
  points: 95,
  rank: 3,
  active_users: 150,
  top_percent: 2,
  level: 2,
  membership: null,
  default_display_name: 'ana.lopez',
};

/**
 * A stand-in for GET /progress (and GET /league/me, which the profile's preview of the member's
 * row reads); anything else is a 404.
 */
export function progressFetch(answer: Progress, standing: LeagueStanding = NOT_A_MEMBER) {
  const answers: Record<string, unknown> = {
    '/api/v1/progress': answer,
    '/api/v1/league/me': standing,
  };
  return (input: string) => {
    const { pathname } = new URL(input, 'http://localhost');
    const found = answers[pathname];
    return Promise.resolve(
      new Response(JSON.stringify(found ?? { detail: 'not here' }), {
        status: found ? 200 : 404,
      }),
    );
  };
}
