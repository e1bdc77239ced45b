/**
 * One-time tokens (0002) kept one hash for both the mailed link and the typed code, sha224(email +
 * code): ambiguous (`a@b.co` + `m123456` is `a@b.com` + `123456`), and computable from a guessed
 * code, so link guesses escaped the per-account count. The link token is now random and the code
 * has its own hash of an unambiguous encoding, looked up with the address it was sent to. Rows
 * written before keep a null `code_hash`: their links still work, their codes no longer do.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('one_time_tokens').addColumn('code_hash', 'varchar(64)').execute();
  await db.schema
    .createIndex('one_time_tokens_relates_to_idx')
    .on('one_time_tokens')
    .column('relates_to')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('one_time_tokens_relates_to_idx').execute();
  await db.schema.alterTable('one_time_tokens').dropColumn('code_hash').execute();
}
