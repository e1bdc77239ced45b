/**
 * Body measurements by the user's day. Weight is the tracking check-in's weight, one record: it is
 * read from `check_ins` and written through the check-ins repository (so the check-in's rules
 * hold: a check-in left empty goes, with its points). The other measures are `body_measurements`;
 * a day left with none has no row.
 */
import type { CheckInsRepository } from '../tracking/check-ins/check-ins-repository.js';
import type { Measurement, MeasurementWrite } from '@ascend/contracts';
import type { AppDatabase } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';

/** The measures of `body_measurements` (the contracts' BODY_MEASURES but the check-in's weight). */
export const OWN_MEASURES = [
  'waist_cm',
  'hips_cm',
  'chest_cm',
  'arm_cm',
  'thigh_cm',
  'body_fat_pct',
] as const;
type OwnMeasure = (typeof OWN_MEASURES)[number];

const emptyDay = (date: string): Measurement => ({
  date,
  weight_kg: null,
  waist_cm: null,
  hips_cm: null,
  chest_cm: null,
  arm_cm: null,
  thigh_cm: null,
  body_fat_pct: null,
});

export function measurementsRepository(database: AppDatabase, checkIns: CheckInsRepository) {
  const { db } = database;

  async function list(userId: string, from: string, to: string): Promise<Measurement[]> {
    const [weights, rows] = await Promise.all([
      db
        .selectFrom('check_ins')
        .select(['date', 'weight_kg'])
        .where('user_id', '=', userId)
        .where('date', '>=', from)
        .where('date', '<=', to)
        .where('weight_kg', 'is not', null)
        .execute(),
      db
        .selectFrom('body_measurements')
        .select(['date', ...OWN_MEASURES])
        .where('user_id', '=', userId)
        .where('date', '>=', from)
        .where('date', '<=', to)
        .execute(),
    ]);
    const days = new Map<string, Measurement>();
    for (const row of weights)
      days.set(row.date, { ...emptyDay(row.date), weight_kg: row.weight_kg });
    for (const row of rows)
      days.set(row.date, { ...(days.get(row.date) ?? emptyDay(row.date)), ...row });
    return [...days.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  }

  const day = async (userId: string, date: string) =>
    (await list(userId, date, date))[0] ?? emptyDay(date);

  return {
    list,

    /** The day after the change (its measures all null when nothing is left of it). */
    async put(userId: string, date: string, body: MeasurementWrite): Promise<Measurement> {
      if (body.weight_kg !== undefined) {
        await checkIns.upsert(userId, date, { weight_kg: body.weight_kg });
      }
      const given = OWN_MEASURES.filter((measure) => body[measure] !== undefined);
      if (given.length > 0) {
        await writeTransaction(database, async ({ db: trx }) => {
          const now = new Date().toISOString();
          const values = Object.fromEntries(
            given.map((measure) => [measure, body[measure]]),
          ) as Partial<Record<OwnMeasure, number | null>>;
          const row = await trx
            .insertInto('body_measurements')
            .values({ user_id: userId, date, ...values, created_at: now, updated_at: now })
            .onConflict((conflict) =>
              conflict.columns(['user_id', 'date']).doUpdateSet((eb) => ({
                ...Object.fromEntries(
                  given.map((measure) => [measure, eb.ref(`excluded.${measure}`)]),
                ),
                updated_at: eb.ref('excluded.updated_at'),
              })),
            )
            .returning(OWN_MEASURES)
            .executeTakeFirstOrThrow();
          if (OWN_MEASURES.every((measure) => row[measure] === null)) {
            await trx
              .deleteFrom('body_measurements')
              .where('user_id', '=', userId)
              .where('date', '=', date)
              .execute();
          }
        });
      }
      return day(userId, date);
    },

    /** Clears every measure of the day (the check-in's weight too); false when there was none. */
    async remove(userId: string, date: string): Promise<boolean> {
      const current = await day(userId, date);
      const had = Object.entries(current).some(([key, value]) => key !== 'date' && value !== null);
      if (!had) return false;
      if (current.weight_kg !== null) await checkIns.upsert(userId, date, { weight_kg: null });
      await db
        .deleteFrom('body_measurements')
        .where('user_id', '=', userId)
        .where('date', '=', date)
        .execute();
      return true;
    },
  };
}
