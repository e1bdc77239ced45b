/**
 * The auth service's tables. Only hashes (sha256, hex) of refresh tokens, one-time tokens and PKCE
 * auth codes are stored, so a copy of the database cannot be replayed against the service. Every
 * row that belongs to a user cascades from `users`, so deleting the user removes all of it.
 */
import type { Kysely } from 'kysely';

const timestamp = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('aud', 'varchar(255)', (column) => column.notNull())
    .addColumn('role', 'varchar(255)', (column) => column.notNull())
    .addColumn('email', 'varchar(320)')
    .addColumn('phone', 'varchar(32)')
    .addColumn('encrypted_password', 'varchar(255)')
    .addColumn('email_confirmed_at', timestamp)
    .addColumn('phone_confirmed_at', timestamp)
    .addColumn('confirmation_sent_at', timestamp)
    .addColumn('recovery_sent_at', timestamp)
    .addColumn('email_change', 'varchar(320)')
    .addColumn('email_change_sent_at', timestamp)
    // Bit flags of the confirmed legs of a secure (double) e-mail change: 1 = current, 2 = new.
    .addColumn('email_change_confirmed', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_sign_in_at', timestamp)
    .addColumn('invited_at', timestamp)
    .addColumn('banned_until', timestamp)
    .addColumn('app_metadata', 'text', (column) => column.notNull())
    .addColumn('user_metadata', 'text', (column) => column.notNull())
    .addColumn('is_anonymous', 'integer', (column) => column.notNull().defaultTo(0))
    // Language of the user's mails ('en' | 'es'), taken at sign-up.
    .addColumn('locale', 'varchar(16)', (column) => column.notNull().defaultTo('en'))
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .addColumn('updated_at', timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('users_email_key').on('users').column('email').unique().execute();
  await db.schema.createIndex('users_phone_key').on('users').column('phone').unique().execute();
  await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();

  await db.schema
    .createTable('identities')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    // The provider's subject: the user id for 'email', Google's `sub` for 'google'.
    .addColumn('provider_id', 'varchar(255)', (column) => column.notNull())
    .addColumn('provider', 'varchar(64)', (column) => column.notNull())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('identity_data', 'text', (column) => column.notNull())
    .addColumn('email', 'varchar(320)')
    .addColumn('last_sign_in_at', timestamp)
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .addColumn('updated_at', timestamp, (column) => column.notNull())
    .addUniqueConstraint('identities_provider_id_provider_key', ['provider_id', 'provider'])
    .execute();
  await db.schema
    .createIndex('identities_user_id_idx')
    .on('identities')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('mfa_factors')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('friendly_name', 'varchar(255)')
    .addColumn('factor_type', 'varchar(16)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('secret', 'text')
    .addColumn('phone', 'varchar(32)')
    .addColumn('last_challenged_at', timestamp)
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .addColumn('updated_at', timestamp, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('mfa_factors_user_id_idx')
    .on('mfa_factors')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('mfa_challenges')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('factor_id', 'varchar(36)', (column) =>
      column.notNull().references('mfa_factors.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('ip_address', 'varchar(64)', (column) => column.notNull())
    .addColumn('verified_at', timestamp)
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('mfa_challenges_factor_id_idx')
    .on('mfa_challenges')
    .column('factor_id')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('aal', 'varchar(8)', (column) => column.notNull())
    // JSON array of {method, timestamp, provider?}: how this session was authenticated.
    .addColumn('amr', 'text', (column) => column.notNull())
    .addColumn('factor_id', 'varchar(36)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('not_after', timestamp)
    .addColumn('refreshed_at', timestamp)
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .addColumn('updated_at', timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('session_id', 'varchar(36)', (column) =>
      column.notNull().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('parent_id', 'varchar(36)')
    .addColumn('revoked_at', timestamp)
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('refresh_tokens_session_id_idx')
    .on('refresh_tokens')
    .column('session_id')
    .execute();
  await db.schema
    .createIndex('refresh_tokens_user_id_idx')
    .on('refresh_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('flow_states')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    // Null until the flow knows its user (an OAuth flow learns it at the callback).
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.references('users.id').onDelete('cascade'),
    )
    .addColumn('auth_code_hash', 'varchar(64)', (column) => column.unique())
    .addColumn('code_challenge', 'varchar(128)', (column) => column.notNull())
    .addColumn('code_challenge_method', 'varchar(8)', (column) => column.notNull())
    .addColumn('provider_type', 'varchar(64)', (column) => column.notNull())
    .addColumn('authentication_method', 'varchar(32)', (column) => column.notNull())
    .addColumn('redirect_to', 'text')
    .addColumn('provider_access_token', 'text')
    .addColumn('provider_refresh_token', 'text')
    .addColumn('auth_code_issued_at', timestamp)
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .addColumn('updated_at', timestamp, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('flow_states_user_id_idx')
    .on('flow_states')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('one_time_tokens')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    // confirmation | recovery | magiclink | email_change_current | email_change_new
    .addColumn('token_type', 'varchar(32)', (column) => column.notNull())
    .addColumn('token_hash', 'varchar(64)', (column) => column.notNull())
    // The address the token was sent to.
    .addColumn('relates_to', 'varchar(320)', (column) => column.notNull())
    .addColumn('flow_state_id', 'varchar(36)', (column) =>
      column.references('flow_states.id').onDelete('set null'),
    )
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .addUniqueConstraint('one_time_tokens_user_id_token_type_key', ['user_id', 'token_type'])
    .execute();
  await db.schema
    .createIndex('one_time_tokens_token_hash_idx')
    .on('one_time_tokens')
    .column('token_hash')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    // The user the event is about; null once the event outlives its user (e.g. "user_deleted").
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.references('users.id').onDelete('cascade'),
    )
    .addColumn('actor_id', 'varchar(255)')
    .addColumn('action', 'varchar(64)', (column) => column.notNull())
    .addColumn('ip_address', 'varchar(64)')
    .addColumn('payload', 'text', (column) => column.notNull())
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_created_at_idx')
    .on('audit_log')
    .column('created_at')
    .execute();
  await db.schema.createIndex('audit_log_user_id_idx').on('audit_log').column('user_id').execute();

  await db.schema
    .createTable('rate_limit_counters')
    // "<limit name>:<sha256 of the subject>:<window number>"
    .addColumn('key', 'varchar(128)', (column) => column.primaryKey())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .addColumn('expires_at', timestamp, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_counters_expires_at_idx')
    .on('rate_limit_counters')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'rate_limit_counters',
    'audit_log',
    'one_time_tokens',
    'flow_states',
    'refresh_tokens',
    'sessions',
    'mfa_challenges',
    'mfa_factors',
    'identities',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
