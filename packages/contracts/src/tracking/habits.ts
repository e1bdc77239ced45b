import { z } from 'zod';
import { localDateSchema } from './local-date.js';

/** A user keeps at most this many habits that are not archived (the bound). */
export const MAX_ACTIVE_HABITS = 100;

/**
 * How often a habit is due: every day, N times in each Monday-to-Sunday week, or on chosen ISO
 * weekdays (1 = Monday … 7 = Sunday).
 */
export const habitFrequencySchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('daily') }),
  z.strictObject({ type: z.literal('weekly'), times: z.number().int().min(1).max(7) }),
  z.strictObject({
    type: z.literal('weekdays'),
    days: z
      .array(z.number().int().min(1).max(7))
      .min(1)
      .max(7)
      .refine((days) => new Set(days).size === days.length, { error: 'Each weekday once' }),
  }),
]);
export type HabitFrequency = z.infer<typeof habitFrequencySchema>;

/** Yes/no, or measurable towards a daily target in the habit's own unit ("pages", "km"). */
export const habitKindSchema = z.enum(['boolean', 'measurable']);
export type HabitKind = z.infer<typeof habitKindSchema>;

const name = z.string().trim().min(1, 'Required').max(80);
const description = z.string().trim().max(500);
const target = z.number().positive().max(1_000_000);
const unit = z.string().trim().min(1).max(20);

/** `POST /api/v1/habits`. A measurable habit needs its target and unit; a yes/no habit has neither. */
export const habitCreateSchema = z
  .strictObject({
    name,
    description: description.optional(),
    kind: habitKindSchema,
    target: target.optional(),
    unit: unit.optional(),
    frequency: habitFrequencySchema,
    /** The first day the habit is due; defaults to the user's today. */
    start_date: localDateSchema.optional(),
  })
  .refine(
    (habit) => habit.kind === 'boolean' || (habit.target !== undefined && habit.unit !== undefined),
    {
      error: 'A measurable habit needs a target and a unit',
      path: ['target'],
    },
  )
  .refine(
    (habit) =>
      habit.kind === 'measurable' || (habit.target === undefined && habit.unit === undefined),
    {
      error: 'A yes/no habit has no target or unit',
      path: ['target'],
    },
  );
export type HabitCreate = z.infer<typeof habitCreateSchema>;

/** `PATCH /api/v1/habits/:id`: any subset; `archived` archives or restores. The kind never changes. */
export const habitUpdateSchema = z
  .strictObject({
    name: name.optional(),
    description: description.nullable().optional(),
    target: target.optional(),
    unit: unit.optional(),
    frequency: habitFrequencySchema.optional(),
    archived: z.boolean().optional(),
  })
  .refine((update) => Object.keys(update).length > 0, {
    error: 'Give at least one field to change',
  });
export type HabitUpdate = z.infer<typeof habitUpdateSchema>;

/** `PUT /api/v1/habits/order`: the ids of all of the user's active habits, in the new order. */
export const habitOrderSchema = z.strictObject({
  ids: z.array(z.uuid()).max(MAX_ACTIVE_HABITS),
});

/** A planned pause, both days included: neither the strength nor the streak moves on those days. */
export const habitPauseCreateSchema = z
  .strictObject({ from: localDateSchema, to: localDateSchema })
  .refine(({ from, to }) => from <= to, { error: '`to` must not be before `from`', path: ['to'] });
export const habitPauseSchema = z.object({
  id: z.uuid(),
  from: localDateSchema,
  to: localDateSchema,
});
export type HabitPause = z.infer<typeof habitPauseSchema>;

/**
 * A day's mark: done (yes/no habits), a value (measurable habits; partial below the target),
 * or skipped (a rest day: changes nothing). A day with no mark is open.
 */
export const habitMarkUpsertSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('done') }),
  z.strictObject({ status: z.literal('skipped') }),
  z.strictObject({ status: z.literal('value'), value: z.number().min(0).max(1_000_000) }),
]);
export type HabitMarkUpsert = z.infer<typeof habitMarkUpsertSchema>;

export const habitMarkSchema = z.object({
  habit_id: z.uuid(),
  date: localDateSchema,
  status: z.enum(['done', 'skipped', 'value']),
  value: z.number().nullable(),
  updated_at: z.string(),
});
export type HabitMark = z.infer<typeof habitMarkSchema>;
export const habitMarkListSchema = z.object({ marks: z.array(habitMarkSchema) });

/** Figures computed on the server as of the user's today (habit-rules in the server). */
export const habitStatsSchema = z.object({
  /** Loop Habit Tracker's strength, 0–100. */
  strength: z.number().min(0).max(100),
  current_streak: z.number().int().min(0),
  best_streak: z.number().int().min(0),
  /** Daily and weekday habits count days; "N times a week" habits count weeks. */
  streak_unit: z.enum(['days', 'weeks']),
  /** Whether the user's today is a day the habit asks for (always true for weekly habits). */
  due_today: z.boolean(),
  paused_today: z.boolean(),
});
export type HabitStats = z.infer<typeof habitStatsSchema>;

export const habitSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  kind: habitKindSchema,
  target: z.number().nullable(),
  unit: z.string().nullable(),
  frequency: habitFrequencySchema,
  start_date: localDateSchema,
  position: z.number().int(),
  archived_at: z.string().nullable(),
  pauses: z.array(habitPauseSchema),
  stats: habitStatsSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Habit = z.infer<typeof habitSchema>;
export const habitListSchema = z.object({ habits: z.array(habitSchema) });
export type HabitList = z.infer<typeof habitListSchema>;
