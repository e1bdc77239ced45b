/**
 * Daily targets (issue 21): the inputs of the equation or the user's own numbers, stored as JSON
 * checked by the contracts; the suggestion is computed on every read, with the weight of the
 * latest check-in that has one (else the weight given with the inputs) and the user's today.
 */
import {
  customTargetsSchema,
  suggestTargets,
  targetInputsSchema,
  type LocalDate,
  type TargetsState,
  type TargetsUpdate,
} from '@ascend/contracts';
import type { AppDatabase } from '../../../db/database.js';

export function targetsRepository(database: AppDatabase) {
  const { db } = database;

  async function read(userId: string, today: LocalDate): Promise<TargetsState> {
    const [row, checkIn] = await Promise.all([
      db
        .selectFrom('nutrition_targets')
        .select(['inputs', 'custom'])
        .where('user_id', '=', userId)
        .executeTakeFirst(),
      db
        .selectFrom('check_ins')
        .select(['date', 'weight_kg'])
        .where('user_id', '=', userId)
        .where('weight_kg', 'is not', null)
        .where('date', '<=', today)
        .orderBy('date', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ]);
    const inputs = row?.inputs ? targetInputsSchema.parse(JSON.parse(row.inputs)) : null;
    const custom = row?.custom ? customTargetsSchema.parse(JSON.parse(row.custom)) : null;
    const weight =
      checkIn?.weight_kg != null
        ? { kg: checkIn.weight_kg, source: 'check_in' as const, date: checkIn.date }
        : inputs?.weight_kg != null
          ? { kg: inputs.weight_kg, source: 'inputs' as const, date: null }
          : null;
    const suggested = inputs && weight ? suggestTargets(inputs, weight.kg, today) : null;
    const effective =
      custom ??
      (suggested && {
        energy_kcal: suggested.energy_kcal,
        protein_g: suggested.protein_g,
        carbohydrate_g: suggested.carbohydrate_g,
        fat_g: suggested.fat_g,
      });
    return { inputs, custom, weight, suggested, effective };
  }

  return {
    read,
    async write(userId: string, update: TargetsUpdate, today: LocalDate): Promise<TargetsState> {
      const values = {
        inputs: update.inputs === null ? null : JSON.stringify(update.inputs),
        custom: update.custom === null ? null : JSON.stringify(update.custom),
        updated_at: new Date().toISOString(),
      };
      await db
        .insertInto('nutrition_targets')
        .values({ user_id: userId, ...values })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
        .execute();
      return read(userId, today);
    },
  };
}
