/** `npm run keys`: prints the anon and service-role API keys signed with the current signing key. */
import fs from 'node:fs';
import { loadConfig } from '../config.js';
import { ensureDataDir } from '../data-dir.js';
import { authIssuer, mintApiKey } from '../auth/tokens/api-keys.js';
import { loadSigningKeys } from '../auth/keys/signing-keys.js';
import { describeStartupError } from '../startup-errors.js';

if (fs.existsSync('.env')) process.loadEnvFile('.env');

try {
  const config = loadConfig();
  ensureDataDir(config.dataDir);
  const keys = await loadSigningKeys(config);
  const issuer = authIssuer(config.siteUrl);
  process.stdout.write(
    [
      `anon key (public; the web app sends it as "apikey"):`,
      await mintApiKey(keys, 'anon', issuer),
      '',
      `service-role key (secret; unlocks /auth/v1/admin — never ship it to a browser):`,
      await mintApiKey(keys, 'service_role', issuer),
      '',
    ].join('\n'),
  );
} catch (error) {
  process.stderr.write(`ascend: ${describeStartupError(error)}\n`);
  process.exit(1);
}
