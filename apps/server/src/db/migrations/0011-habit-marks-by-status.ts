/**
 * The overview's "points total" counts every habit day a user has done, over their whole history
 * (api/tracking/overview). By owner and status, with the habit and the amount beside them, the
 * count reads this index alone: a range of entries, no table rows, for yes/no habits; one seek per
 * measurable habit for the amounts that reach its target.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('habit_marks_user_status')
    .on('habit_marks')
    .columns(['user_id', 'status', 'habit_id', 'value'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('habit_marks_user_status').execute();
}
