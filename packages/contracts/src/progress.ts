/**
 * `GET /api/v1/progress` and `POST /api/v1/progress/achievements/seen` (self-optimisation.md,
 * Progress you can see): the user's level, points, achievements and best streaks, with the rules
 * that produce them, so the profile can show where every number comes from.
 */
import { z } from 'zod';
import { localDateSchema } from './tracking/local-date.js';

/** The record kinds that earn points, as the points table names them. */
export const POINTS_RULE_KINDS = [
  'check_in',
  'habit_done',
  'diary_entry',
  'scan',
  'test',
  'personal_record',
] as const;

export const ACHIEVEMENT_GROUPS = [
  'check_ins',
  'habits',
  'diary',
  'streaks',
  'scans',
  'tests',
  'records',
  'milestones',
] as const;

/** An achievement's key: lower-case words joined by underscores (its i18n key on the web). */
export const achievementKeySchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9_]+$/, 'An achievement key is lower-case letters, digits and underscores');

export const achievementSchema = z.object({
  key: achievementKeySchema,
  group: z.enum(ACHIEVEMENT_GROUPS),
  /** Points the achievement adds when unlocked. */
  bonus: z.number().int(),
  /** Progress towards `target` (capped at it): entries, days in a row, points… */
  progress: z.number().int(),
  target: z.number().int(),
  /** When it was unlocked; null while locked. */
  unlocked_at: z.string().nullable(),
  /** Whether its unlock toast was shown; true while locked. */
  seen: z.boolean(),
});
export type Achievement = z.infer<typeof achievementSchema>;

export const progressSchema = z.object({
  level: z.number().int().min(1),
  /** Points earned since the level began, the level's size, and what is missing to the next. */
  level_progress: z.object({
    into_level: z.number().int(),
    level_size: z.number().int(),
    to_next: z.number().int(),
  }),
  points: z.object({
    /** Events of the user's today (their local day). */
    today: z.number().int(),
    /** This league week (Monday to Sunday, UTC). */
    week: z.number().int(),
    total: z.number().int(),
  }),
  /** The UTC Monday the week's points belong to. */
  week_start: localDateSchema,
  achievements: z.array(achievementSchema),
  best_streaks: z.object({
    /** Most consecutive days with a check-in. */
    check_in_days: z.number().int(),
    /** Most consecutive days one habit was done. */
    habit_days: z.number().int(),
    /** Most consecutive days with any record. */
    active_days: z.number().int(),
  }),
  /** The rules behind the numbers, as the profile's "how points work" shows them. */
  rules: z.object({
    points: z.array(z.object({ kind: z.enum(POINTS_RULE_KINDS), points: z.number().int() })),
    /** Points to pass each of the first levels: round((0.25·L² + 10·L + 139.75) / 10)·10. */
    levels: z.array(z.object({ level: z.number().int(), points_to_pass: z.number().int() })),
  }),
});
export type Progress = z.infer<typeof progressSchema>;

/** `POST /api/v1/progress/achievements/seen`: the unlock toasts shown. */
export const achievementsSeenSchema = z.strictObject({
  keys: z.array(achievementKeySchema).min(1).max(50),
});
export type AchievementsSeen = z.infer<typeof achievementsSeenSchema>;
