import { describe, expect, it } from 'vitest';
import { accountExportSchema, type AccountExport } from './account-export.js';

const at = '2025-03-01T08:00:00.000Z';
const habitId = '6f1c1e0e-3b8a-4c1e-9a39-1d2b9c0a7e11';
const otherHabitId = '0b7c6d3e-2f1a-4e5b-8c9d-0a1b2c3d4e5f';

function file(): AccountExport {
  return {
    format: 'ascend-export',
    version: 2,
    exported_at: at,
    user: {
      id: 'u',
      email: null,
      phone: null,
      created_at: at,
      user_metadata: {},
      app_metadata: {},
    },
    identities: [],
    mfa_factors: [],
    sessions: [],
    activity: [],
    avatar: null,
    settings: null,
    check_ins: [],
    habits: [
      {
        id: habitId,
        name: 'Read',
        description: null,
        kind: 'measurable',
        target: 20,
        unit: 'pages',
        frequency: { type: 'daily' },
        start_date: '2025-03-01',
        position: 0,
        archived_at: null,
        created_at: at,
        updated_at: at,
        pauses: [
          {
            id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
            from: '2025-03-02',
            to: '2025-03-03',
            created_at: at,
          },
        ],
      },
    ],
    habit_marks: [
      {
        habit_id: habitId,
        date: '2025-03-01',
        status: 'value',
        value: 12.5,
        created_at: at,
        updated_at: at,
      },
    ],
    diary_entries: [],
  };
}

/** The paths and messages of the issues `change` makes. */
function issuesOf(change: (value: AccountExport) => void) {
  const value = file();
  change(value);
  const result = accountExportSchema.safeParse(value);
  return (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
}

describe('the account export format', () => {
  it('accepts a file as the export writes it', () => {
    expect(issuesOf(() => undefined)).toEqual([]);
  });

  it('wants a measurable habit with a target and unit, and a yes/no one without', () => {
    expect(issuesOf((value) => (value.habits[0]!.unit = null))).toEqual([
      { path: 'habits.0.target', message: 'A measurable habit needs a target and a unit' },
    ]);
    expect(
      issuesOf((value) => {
        value.habits[0]!.kind = 'boolean';
        value.habit_marks = [];
      }),
    ).toEqual([{ path: 'habits.0.target', message: 'A yes/no habit has no target or unit' }]);
  });

  it('wants a value on a mark of status "value" only, of the habit’s kind', () => {
    expect(issuesOf((value) => (value.habit_marks[0]!.value = null))[0]).toMatchObject({
      path: 'habit_marks.0.value',
    });
    expect(
      issuesOf((value) => Object.assign(value.habit_marks[0]!, { status: 'done', value: null })),
    ).toEqual([
      {
        path: 'habit_marks.0.status',
        message: 'A measurable habit is marked with a value or skipped',
      },
    ]);
    expect(
      issuesOf((value) => Object.assign(value.habit_marks[0]!, { status: 'skipped', value: 3 })),
    ).toEqual([
      { path: 'habit_marks.0.value', message: 'A mark of status "skipped" holds no value' },
    ]);
  });

  it('refuses a pause that ends before it starts, and ids given twice', () => {
    expect(issuesOf((value) => (value.habits[0]!.pauses[0]!.to = '2025-03-01'))).toEqual([
      { path: 'habits.0.pauses.0.to', message: '`to` must not be before `from`' },
    ]);
    expect(
      issuesOf((value) => value.habits.push({ ...value.habits[0]!, position: 1 })).map(
        (issue) => issue.path,
      ),
    ).toEqual(['habits.1.id', 'habits.1.pauses.0.id']);
    expect(
      issuesOf((value) => value.habit_marks.push({ ...value.habit_marks[0]! })).map(
        (issue) => issue.path,
      ),
    ).toEqual(['habit_marks.1.date']);
    expect(
      issuesOf((value) => (value.habit_marks[0]!.habit_id = otherHabitId)).map(
        (issue) => issue.path,
      ),
    ).toEqual(['habit_marks.0.habit_id']);
  });

  it('counts only habits that are not archived against the limit of 100', () => {
    const many = (archived: boolean) => (value: AccountExport) => {
      value.habit_marks = [];
      value.habits = Array.from({ length: 101 }, (_, index) => ({
        ...value.habits[0]!,
        id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        pauses: [],
        archived_at: archived && index === 0 ? at : null,
      }));
    };
    expect(issuesOf(many(false))).toEqual([
      { path: 'habits', message: 'At most 100 habits that are not archived' },
    ]);
    expect(issuesOf(many(true))).toEqual([]);
  });
});

describe('cognitive results in the export file', () => {
  const result = {
    id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
    kind: 'processing_speed' as const,
    device: 'mouse' as const,
    completed_at: at,
    local_date: '2025-03-01',
    trials: [{ digit: 3, response: 3, at_ms: 800 }],
    summary: { correct: 1, errors: 0 },
  };

  it('are optional: a file written before them still reads', () => {
    expect(accountExportSchema.safeParse(file()).success).toBe(true);
    expect(accountExportSchema.safeParse({ ...file(), cognitive_results: [result] }).success).toBe(
      true,
    );
  });

  it('are checked as a sent test is, each id once', () => {
    const wrong = { ...result, summary: { correct: 0, errors: 1 } };
    const parsed = accountExportSchema.safeParse({ ...file(), cognitive_results: [wrong] });
    expect(parsed.error?.issues[0]?.path).toEqual(['cognitive_results', 0, 'summary']);
    const twice = accountExportSchema.safeParse({ ...file(), cognitive_results: [result, result] });
    expect(twice.error?.issues[0]?.path).toEqual(['cognitive_results', 1, 'id']);
  });
});
