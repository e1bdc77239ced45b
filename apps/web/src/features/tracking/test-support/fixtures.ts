/** Records shaped as the server answers them, for the tracking tests. */
import type { CheckIn, Habit, HabitMark } from '@ascend/contracts';

let counter = 0;

/** A v4-shaped id that is unique within a test run. */
export function fixtureId(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

export function habitFixture(overrides: Partial<Habit> = {}): Habit {
  return {
    id: fixtureId(),
    name: 'Read',
    description: null,
    kind: 'boolean',
    target: null,
    unit: null,
    frequency: { type: 'daily' },
    start_date: '2026-01-01',
    position: 0,
    archived_at: null,
    pauses: [],
    stats: {
      strength: 0,
      current_streak: 0,
      best_streak: 0,
      streak_unit: 'days',
      due_today: true,
      paused_today: false,
    },
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function markFixture(overrides: Partial<HabitMark> = {}): HabitMark {
  return {
    habit_id: fixtureId(),
    date: '2026-03-02',
    status: 'done',
    value: null,
    updated_at: '2026-03-02T20:00:00.000Z',
    ...overrides,
  };
}

export function checkInFixture(overrides: Partial<CheckIn> = {}): CheckIn {
  return {
    date: '2026-03-02',
    sleep_hours: null,
    sleep_quality: null,
    mood: null,
    energy: null,
    stress: null,
    weight_kg: null,
    steps: null,
    water_ml: null,
    training_minutes: null,
    note: null,
    created_at: '2026-03-02T08:00:00.000Z',
    updated_at: '2026-03-02T08:00:00.000Z',
    ...overrides,
  };
}
