/**
 * The weekly league (self-optimisation.md, "Ranking"): a league of points, Monday to Sunday in UTC,
 * that users join by choice. Members are listed by display name and avatar; everyone, member or
 * not, sees their own rank and top-percent among all users active that week.
 */
import { z } from 'zod';
import { localDateSchema } from '../tracking/local-date.js';

export const DISPLAY_NAME_MAX_LENGTH = 40;

/**
 * Characters a name must not hold: control characters (C0, C1), and the invisible ones that
 * reorder or hide text around them (bidirectional overrides and isolates, line and paragraph
 * separators), with which a name could pass for another or disturb the list it is shown in.
 */
const HIDDEN_OR_CONTROL = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/u;

/** Counted in characters as people see them typed (code points), not UTF-16 units. */
const characterCount = (value: string) => [...value].length;

/** The name other members see: 1–40 characters, trimmed, no control characters. */
export const displayNameSchema = z
  .string()
  .trim()
  .refine((name) => characterCount(name) >= 1, { error: 'displayNameEmpty' })
  .refine((name) => characterCount(name) <= DISPLAY_NAME_MAX_LENGTH, {
    error: 'displayNameTooLong',
  })
  .refine((name) => !HIDDEN_OR_CONTROL.test(name), { error: 'displayNameControl' });

/** `PUT /league/membership`: join, or change the name; without a name, the default one. */
export const leagueMembershipUpdateSchema = z.strictObject({
  display_name: displayNameSchema.optional(),
});
export type LeagueMembershipUpdate = z.infer<typeof leagueMembershipUpdateSchema>;

export const leagueMembershipSchema = z.object({
  display_name: z.string(),
  joined_at: z.iso.datetime(),
});
export type LeagueMembership = z.infer<typeof leagueMembershipSchema>;

export const LEAGUE_WEEKS = ['current', 'previous'] as const;
export type LeagueWeek = (typeof LEAGUE_WEEKS)[number];

export const leagueQuerySchema = z.strictObject({
  /** This week (live) or last week (its final standings). */
  week: z.enum(LEAGUE_WEEKS).default('current'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(300).optional(),
});
export type LeagueQuery = z.infer<typeof leagueQuerySchema>;

/** A member as every member sees them: nothing but these. */
export const leagueEntrySchema = z.object({
  /** Among the members ranked that week; equal points share a rank. */
  rank: z.number().int().min(1),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
  level: z.number().int().min(1),
  points: z.number().int().min(0),
  /** The signed-in user's own row. */
  you: z.boolean(),
});
export type LeagueEntry = z.infer<typeof leagueEntrySchema>;

export const leaguePageSchema = z.object({
  week: z.enum(LEAGUE_WEEKS),
  /** The week's UTC Monday. */
  week_start: localDateSchema,
  entries: z.array(leagueEntrySchema),
  /** Give it back as `cursor` for the next page; `null` on the last one. */
  next_cursor: z.string().nullable(),
});
export type LeaguePage = z.infer<typeof leaguePageSchema>;

/** `GET /league/me`: the user's own standing this week, member or not. */
export const leagueStandingSchema = z.object({
  week_start: localDateSchema,
  points: z.number().int().min(0),
  /** Among every user with points this week; `null` while the user has none. */
  rank: z.number().int().min(1).nullable(),
  /** Users with points this week, the user included when they have some. */
  active_users: z.number().int().min(0),
  /** The smallest whole percent of active users the user is among (1 = the top 1 %). */
  top_percent: z.number().int().min(1).max(100).nullable(),
  /** The user's level (their points of all time), as members see it beside their name. */
  level: z.number().int().min(1),
  membership: leagueMembershipSchema.nullable(),
  /** The name joining without one gives: the first name, else the e-mail's local part. */
  default_display_name: z.string(),
});
export type LeagueStanding = z.infer<typeof leagueStandingSchema>;
