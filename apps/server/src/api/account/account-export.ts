/**
 * Everything the product keeps about one user, as one JSON document (a data-portability export) in
 * the contracts' format (account-export.ts there), which the import takes back. Secrets are left
 * out: password hashes, TOTP secrets, token hashes.
 */
import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_VERSION,
  DEFAULT_USER_PREFERENCES,
  completePreferences,
} from '@ascend/contracts';
import type { AppDatabase } from '../../db/database.js';
import { parseJsonObject } from '../../json/parse-json-object.js';
import { readTrackingRecords } from './tracking-records.js';
import { readCognitiveResults } from './cognitive-results-records.js';
import { exportedAchievements } from '../progress/achievement-portability.js';
import { readLeagueRecords } from '../league/league-records.js';
import { readPhysical } from '../physical/physical-portability.js';

export async function exportAccount(database: AppDatabase, userId: string) {
  const { db } = database;
  const [
    user,
    identities,
    factors,
    sessions,
    settings,
    audit,
    tracking,
    cognitiveResults,
    achievements,
    league,
    physical,
  ] = await Promise.all([
    db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('identities')
      .select(['provider', 'email', 'identity_data', 'last_sign_in_at', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('mfa_factors')
      .select(['id', 'factor_type', 'friendly_name', 'status', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('sessions')
      .select(['id', 'aal', 'user_agent', 'ip', 'created_at', 'refreshed_at', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db.selectFrom('user_settings').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('audit_log')
      .select(['action', 'ip_address', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    readTrackingRecords(db, userId),
    readCognitiveResults(db, userId),
    exportedAchievements(db, userId),
    readLeagueRecords(db, userId),
    readPhysical(db, userId),
  ]);
  if (!user) return undefined;
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    version: ACCOUNT_EXPORT_VERSION,
    exported_at: new Date().toISOString(),
    user: {
      id: user.id,
      email: user.email,
      phone: user.phone,
      email_confirmed_at: user.email_confirmed_at,
      last_sign_in_at: user.last_sign_in_at,
      created_at: user.created_at,
      updated_at: user.updated_at,
      user_metadata: parseJsonObject(user.user_metadata),
      app_metadata: parseJsonObject(user.app_metadata),
    },
    identities: identities.map(({ identity_data, ...identity }) => ({
      ...identity,
      identity_data: parseJsonObject(identity_data),
    })),
    mfa_factors: factors,
    sessions,
    settings: settings
      ? {
          personal_info: parseJsonObject(settings.personal_info),
          // Complete, as the settings routes read them (a row may predate a preference).
          preferences: completePreferences(
            parseJsonObject(settings.preferences),
            DEFAULT_USER_PREFERENCES,
          ),
          updated_at: settings.updated_at,
        }
      : null,
    activity: audit,
    ...tracking,
    cognitive_results: cognitiveResults,
    achievements,
    league,
    physical,
  };
}
