/**
 * Which achievements a user holds after a few event changes, read around the changed days only:
 * never the user's whole history, which years of records make the costliest part of a write.
 *
 * It relies on what the sync keeps true: before the change, the held achievements were exactly the
 * rules met (every event change is followed by a sync). So a rule whose fact the change cannot
 * move keeps its state, and one it can move is judged from bounded reads:
 * - a count (`first_check_in`, `check_ins_100`, …): the kind's events counted up to the highest
 *   target, no further;
 * - a streak: adding days only lengthens runs, so a held streak stays, and one not held is met
 *   when a run through an added day is long enough, read in a window of the target's size either
 *   side of it;
 * - a comeback (7 days away, then back): the nearest active days before and after the changed one;
 * - the points milestones: the user's points (their weeks, one row a week) less their
 *   achievements' bonuses, as `achievementStandings` orders them.
 * When a change could take back a held streak or comeback (a day removed, a gap filled in), only
 * the whole history can tell whether another run or gap still earns it: the answer is `undefined`
 * and the caller judges everything from all the events, as before.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { dateOfDay, dayNumber } from '../../tracking/day-numbers.js';
import type { EventChange } from '../activity-events.js';
import { ACHIEVEMENT_RULES, milestoneTotals, type RecordRule } from './achievement-rules.js';
import { COMEBACK_DAYS_AWAY, type FactKey, type RecordKind } from './progress-facts.js';

type Db = Kysely<Database>;

/** Each rule's key and whether it is met after the changes. */
type Verdicts = Map<string, boolean>;

const RECORD_RULES = ACHIEVEMENT_RULES.filter(
  (rule): rule is RecordRule => rule.type === 'records',
);

/** The days a series gained and lost. */
interface SeriesChange {
  added: string[];
  removed: string[];
}

export async function changedStandings(
  db: Db,
  userId: string,
  changes: readonly EventChange[],
  held: ReadonlySet<string>,
): Promise<Verdicts | undefined> {
  const records = changes.filter(
    (change): change is EventChange & { kind: RecordKind } => change.kind !== 'achievement',
  );
  // A rule whose fact no change can move stays as it was.
  const verdicts: Verdicts = new Map(RECORD_RULES.map((rule) => [rule.key, held.has(rule.key)]));
  const reads: Promise<boolean>[] = [];
  const judge = (fact: FactKey, judged: (rules: RecordRule[]) => Promise<boolean>) => {
    const rules = RECORD_RULES.filter((rule) => rule.fact === fact);
    if (rules.length > 0) reads.push(judged(rules));
  };

  for (const kind of new Set(records.map((change) => change.kind))) {
    // Only an event that appeared or went changes a count (a moved one names both days).
    const counted = records.some(
      (change) => change.kind === kind && (change.added === null) !== (change.removed === null),
    );
    if (counted) judge(kind, (rules) => judgeCount(db, userId, kind, rules, verdicts));
  }

  const checkIns = seriesChange(records.filter((change) => change.kind === 'check_in'));
  judge('bestCheckInStreak', (rules) =>
    judgeStreak(rules, checkIns, held, verdicts, (from, to) => checkInDays(db, userId, from, to)),
  );
  const habits = new Map<string, EventChange[]>();
  for (const change of records) {
    if (change.kind !== 'habit_done') continue;
    const habitId = change.sourceId.slice(0, change.sourceId.lastIndexOf(':'));
    habits.set(habitId, [...(habits.get(habitId) ?? []), change]);
  }
  judge('bestHabitStreak', async (rules) => {
    for (const [habitId, habitChanges] of habits) {
      const decided = await judgeStreak(
        rules,
        seriesChange(habitChanges),
        held,
        verdicts,
        (from, to) => habitDays(db, userId, habitId, from, to),
      );
      if (!decided) return false;
    }
    return true;
  });

  const active = await activeDayChange(db, userId, records);
  judge('bestActiveStreak', (rules) =>
    judgeStreak(rules, active, held, verdicts, (from, to) => activeDays(db, userId, from, to)),
  );
  judge('comebacks', (rules) => judgeComeback(db, userId, rules, active, held, verdicts));

  const [recordPoints, ...decided] = await Promise.all([recordPointsOf(db, userId), ...reads]);
  if (decided.some((ok) => !ok)) return undefined;
  const totals = milestoneTotals(recordPoints, (key) => verdicts.get(key) ?? false);
  for (const rule of ACHIEVEMENT_RULES) {
    if (rule.type === 'points') verdicts.set(rule.key, totals.get(rule.key)! >= rule.target);
  }
  return verdicts;
}

function seriesChange(changes: readonly EventChange[]): SeriesChange {
  return {
    added: changes.flatMap((change) => (change.added === null ? [] : [change.added])),
    removed: changes.flatMap((change) => (change.removed === null ? [] : [change.removed])),
  };
}

/** A kind's events, counted no further than its rules' highest target. */
async function judgeCount(
  db: Db,
  userId: string,
  kind: RecordKind,
  rules: readonly RecordRule[],
  verdicts: Verdicts,
): Promise<boolean> {
  const enough = Math.max(...rules.map((rule) => rule.target));
  const row = await db
    .selectFrom(
      db
        .selectFrom('activity_events')
        // A column of the (user, kind, source) index: the count reads no table row.
        .select('source_id')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .limit(enough)
        .as('capped'),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  for (const rule of rules) verdicts.set(rule.key, Number(row.count) >= rule.target);
  return true;
}

/**
 * Streak rules after a series gained or lost days. Whether it could decide: a lost day with a
 * held rule needs the whole series.
 */
async function judgeStreak(
  rules: readonly RecordRule[],
  change: SeriesChange,
  held: ReadonlySet<string>,
  verdicts: Verdicts,
  daysBetween: (from: string, to: string) => Promise<string[]>,
): Promise<boolean> {
  if (change.removed.length > 0 && rules.some((rule) => held.has(rule.key))) return false;
  const open = rules.filter((rule) => !held.has(rule.key));
  if (open.length === 0 || change.added.length === 0) return true;
  // None of the open rules was met before, so a run that meets one now holds an added day.
  const reach = Math.max(...open.map((rule) => rule.target)) - 1;
  let longest = 0;
  for (const added of new Set(change.added)) {
    const day = dayNumber(added);
    const days = new Set(
      (await daysBetween(dateOfDay(day - reach), dateOfDay(day + reach))).map(dayNumber),
    );
    let first = day;
    while (days.has(first - 1)) first -= 1;
    let last = day;
    while (days.has(last + 1)) last += 1;
    longest = Math.max(longest, last - first + 1);
  }
  for (const rule of open) verdicts.set(rule.key, longest >= rule.target);
  return true;
}

/** The comeback after the active days changed by one day; false when only the whole history can tell. */
async function judgeComeback(
  db: Db,
  userId: string,
  rules: readonly RecordRule[],
  active: SeriesChange,
  held: ReadonlySet<string>,
  verdicts: Verdicts,
): Promise<boolean> {
  const changed = active.added.length + active.removed.length;
  if (changed === 0) return true;
  if (changed > 1) return false;
  const isHeld = rules.some((rule) => held.has(rule.key));
  const day = active.added[0] ?? active.removed[0]!;
  const [before, after] = await nearestActiveDays(db, userId, day);
  const away = (from: string | undefined, to: string | undefined) =>
    from !== undefined &&
    to !== undefined &&
    dayNumber(to) - dayNumber(from) - 1 >= COMEBACK_DAYS_AWAY;
  let met: boolean;
  if (active.added.length > 0) {
    // Filling in a long gap may take away the only comeback there was.
    if (isHeld) return !away(before, after);
    met = away(before, day) || away(day, after);
  } else {
    // Taking a day away may end the only comeback there was, or join two gaps into a long one.
    if (isHeld) return false;
    met = away(before, after);
  }
  for (const rule of rules) verdicts.set(rule.key, met);
  return true;
}

/** The days that became active (a first record) or stopped being active (the last one gone). */
async function activeDayChange(
  db: Db,
  userId: string,
  changes: readonly EventChange[],
): Promise<SeriesChange> {
  const net = new Map<string, number>();
  for (const change of changes) {
    if (change.added !== null) net.set(change.added, (net.get(change.added) ?? 0) + 1);
    if (change.removed !== null) net.set(change.removed, (net.get(change.removed) ?? 0) - 1);
  }
  const result: SeriesChange = { added: [], removed: [] };
  const days = [...net].filter(([, delta]) => delta !== 0).map(([day]) => day);
  if (days.length === 0) return result;
  // The records of each changed day now, in one read of the (user, day, kind) index.
  const rows = await db
    .selectFrom('activity_events')
    .select((eb) => ['local_date', eb.fn.countAll<number | string>().as('count')])
    .where('user_id', '=', userId)
    .where('local_date', 'in', days)
    .where('kind', '!=', 'achievement')
    .groupBy('local_date')
    .execute();
  const counts = new Map(rows.map((row) => [row.local_date, Number(row.count)]));
  for (const day of days) {
    const now = counts.get(day) ?? 0;
    const before = now - net.get(day)!;
    if (before === 0 && now > 0) result.added.push(day);
    if (before > 0 && now === 0) result.removed.push(day);
  }
  return result;
}

/** A check-in's source is its day: the unique (user, kind, source) index reads the range. */
async function checkInDays(db: Db, userId: string, from: string, to: string): Promise<string[]> {
  const rows = await db
    .selectFrom('activity_events')
    .select('source_id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'check_in')
    .where('source_id', '>=', from)
    .where('source_id', '<=', to)
    .execute();
  return rows.map((row) => row.source_id);
}

/** A habit day's source is `habitId:day`: one range of the same index. */
async function habitDays(
  db: Db,
  userId: string,
  habitId: string,
  from: string,
  to: string,
): Promise<string[]> {
  const prefix = `${habitId}:`;
  const rows = await db
    .selectFrom('activity_events')
    .select('source_id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'habit_done')
    .where('source_id', '>=', `${prefix}${from}`)
    .where('source_id', '<=', `${prefix}${to}`)
    .execute();
  return rows.map((row) => row.source_id.slice(prefix.length));
}

/** Days with any record in a range: the `(user_id, local_date, kind)` index (migration 0022). */
async function activeDays(db: Db, userId: string, from: string, to: string): Promise<string[]> {
  const rows = await db
    .selectFrom('activity_events')
    .select('local_date')
    .distinct()
    .where('user_id', '=', userId)
    .where('local_date', '>=', from)
    .where('local_date', '<=', to)
    .where('kind', '!=', 'achievement')
    .execute();
  return rows.map((row) => row.local_date);
}

/** The nearest active days before and after `day` (either may be absent): two seeks of the index. */
async function nearestActiveDays(
  db: Db,
  userId: string,
  day: string,
): Promise<[string | undefined, string | undefined]> {
  const nearest = (side: '<' | '>') =>
    sql<string | null>`(${db
      .selectFrom('activity_events')
      .select('local_date')
      .where('user_id', '=', userId)
      .where('local_date', side, day)
      .where('kind', '!=', 'achievement')
      .orderBy('local_date', side === '<' ? 'desc' : 'asc')
      .limit(1)})`;
  // Both seeks in one statement: one round trip.
  const { rows } = await sql<{
    before: string | null;
    after: string | null;
  }>`select ${nearest('<')} as before, ${nearest('>')} as after`.execute(db);
  return [rows[0]?.before ?? undefined, rows[0]?.after ?? undefined];
}

/** The user's points from records: their weeks' sum less their achievements' bonuses. */
async function recordPointsOf(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('weekly_points')
    .select((eb) => [
      eb.fn.sum<number | string | null>('points').as('total'),
      sql<number | string | null>`(select sum(bonus.points) from activity_events as bonus
        where bonus.user_id = ${userId} and bonus.kind = 'achievement')`.as('bonuses'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0) - Number(row.bonuses ?? 0);
}
