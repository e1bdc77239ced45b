import type { Achievement, Progress } from '@ascend/contracts';

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
export function progressFetch(answer: Progress) {
  return (input: string) => {
    const { pathname } = new URL(input, 'http://localhost');
    const found = pathname === '/api/v1/progress';
    return Promise.resolve(
      new Response(JSON.stringify(found ? answer : { detail: 'not here' }), {
        status: found ? 200 : 404,
      }),
    );
  };
}
