/**
 * Columns the TOTP and Google sign-in flows need beyond 0002: the last TOTP time step a factor
 * accepted (so a code cannot be replayed inside its window), and the provider-side PKCE verifier and
 * OpenID nonce an OAuth flow state keeps between `/authorize` and `/callback`. One column per
 * statement: SQLite's ALTER TABLE adds a single column at a time.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mfa_factors').addColumn('last_totp_step', 'integer').execute();
  await db.schema.alterTable('flow_states').addColumn('provider_code_verifier', 'text').execute();
  await db.schema.alterTable('flow_states').addColumn('provider_nonce', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('flow_states').dropColumn('provider_nonce').execute();
  await db.schema.alterTable('flow_states').dropColumn('provider_code_verifier').execute();
  await db.schema.alterTable('mfa_factors').dropColumn('last_totp_step').execute();
}
