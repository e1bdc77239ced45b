/**
 * Achievements in the account export: their unlock dates (and whether the toast was shown), the
 * one part of progress the records cannot give back. The import rebuilds events, points and
 * achievements from the restored records (recompute-progress.ts), then puts back the dates of
 * those the file holds; an achievement the records no longer earn is not restored.
 */
import type { ExportedAchievement } from '@ascend/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function exportedAchievements(
  db: Kysely<Database>,
  userId: string,
): Promise<ExportedAchievement[]> {
  return db
    .selectFrom('user_achievements')
    .select(['key', 'unlocked_at', 'seen_at'])
    .where('user_id', '=', userId)
    .orderBy('unlocked_at')
    .orderBy('key')
    .execute();
}

export async function restoreUnlockDates(
  db: Kysely<Database>,
  userId: string,
  achievements: readonly ExportedAchievement[],
): Promise<void> {
  for (const { key, unlocked_at, seen_at } of achievements) {
    await db
      .updateTable('user_achievements')
      .set({ unlocked_at, seen_at })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .execute();
  }
}
