/**
 * Manual identity linking: an OAuth flow state started by a signed-in user at
 * `/user/identities/authorize` names that user, so the callback links the provider's identity to
 * them instead of signing in whoever holds it (supabase/auth's `linking_target_id`).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('flow_states').addColumn('linking_target_id', 'varchar(36)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('flow_states').dropColumn('linking_target_id').execute();
}
