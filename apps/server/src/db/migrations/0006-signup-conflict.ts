/**
 * `users.signup_conflict`: set (1) when an address still unconfirmed was asked for again by a
 * request that cannot be the one that set its password (a repeated sign-up with another password, a
 * magic link or a recovery). Confirming such an address keeps no password and no metadata: the
 * mailbox owner sets a password, as after recovery, so a password an earlier caller chose never
 * opens the confirmed account.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('signup_conflict', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('signup_conflict').execute();
}
