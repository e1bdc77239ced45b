/**
 * `app_metadata.providers` and `app_metadata.provider`, written again whenever an identity is
 * added, signed in with or removed: `providers` lists the providers of the user's identities,
 * oldest identity first, without repeats; `provider` names the one the account is reported as
 * signed up with.
 */
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { parseJsonObject } from '../../json/parse-json-object.js';
import { identityProvidersOf } from '../users/identities-repository.js';
import { updateUserRow } from '../users/users-repository.js';

/**
 * How `provider` is kept. The two rules differ only when the stored value names no identity of the
 * user (an admin may set any `app_metadata`):
 * - `stored`: an external sign-in keeps whatever is stored, and fills it in only when absent;
 * - `while-linked`: linking or unlinking an identity keeps it only while an identity of that
 *   provider remains, and otherwise names the oldest identity's provider.
 */
type ProviderRule = 'stored' | 'while-linked';

function keptProvider(stored: unknown, providers: string[], rule: ProviderRule): unknown {
  if (rule === 'stored') return stored ?? providers[0];
  return typeof stored === 'string' && providers.includes(stored) ? stored : providers[0];
}

export async function syncProviders(
  db: Db,
  user: UserRow,
  now: string,
  rule: ProviderRule,
): Promise<void> {
  const providers = [...new Set(await identityProvidersOf(db, user.id))];
  const appMetadata = parseJsonObject(user.app_metadata);
  const provider = keptProvider(appMetadata.provider, providers, rule);
  await updateUserRow(db, user.id, {
    app_metadata: JSON.stringify({ ...appMetadata, provider, providers }),
    updated_at: now,
  });
}
