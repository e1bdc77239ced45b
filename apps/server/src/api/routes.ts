/**
 * Every /api/v1 route in one place, with its authentication requirement, its second-factor
 * assurance and its rate limits: the product API's security posture at a glance, as
 * auth/routes.ts is the auth service's. api-plugin.ts mounts this table and nothing else (a route
 * not listed here cannot be mounted), and the route-walking tests read it.
 *
 * `auth: 'user'` routes require a second factor of users who have one (`aal2-if-enrolled`, see
 * http/authenticate.ts) unless they say `assurance: 'aal1'`; none does.
 */
import { ACCOUNT_IMPORT_MAX_BYTES } from '@ascend/contracts';
import {
  deleteAccount,
  exportAccountData,
  exportDatasetCsv,
  importAccountData,
} from './account/account-routes.js';
import { removeAvatar, serveAvatar, uploadAvatar } from './avatar/avatar-routes.js';
import { sendContactMessage } from './contact/contact-routes.js';
import type { ApiRateLimit, ApiRoute } from './http/api-route.js';
import {
  readPersonalInfo,
  readPreferences,
  readSettings,
  resetPreferences,
  updateSettings,
} from './settings/settings-routes.js';

const perIp = (max: number, windowMinutes: number): ApiRateLimit => ({
  per: 'ip',
  max,
  windowMinutes,
});
const perUser = (max: number, windowMinutes: number): ApiRateLimit => ({
  per: 'user',
  max,
  windowMinutes,
});
/**
 * Every signed-in write counts against this per-user budget, shared by all of them; a write route
 * with a stricter limit of its own (avatar upload, account deletion) keeps that one instead.
 */
const WRITES: ApiRateLimit = { per: 'user', budget: 'writes' };

export const API_ROUTES: readonly ApiRoute[] = [
  // The signed-in user's settings (GET and PUT are the product's hottest paths)
  { method: 'GET', url: '/settings', auth: 'user', rateLimits: [], ...readSettings },
  { method: 'PUT', url: '/settings', auth: 'user', rateLimits: [WRITES], ...updateSettings },
  { method: 'GET', url: '/settings/personal', auth: 'user', rateLimits: [], ...readPersonalInfo },
  { method: 'GET', url: '/settings/preferences', auth: 'user', rateLimits: [], ...readPreferences },
  {
    method: 'POST',
    url: '/settings/reset',
    auth: 'user',
    rateLimits: [WRITES],
    ...resetPreferences,
  },

  // Avatars; each upload is decoded and re-encoded: plenty for a person, a ceiling for a script.
  // Serving is public: the URL is shown with a plain <img>, which cannot send a token, and user
  // ids are unguessable.
  { method: 'PUT', url: '/avatar', auth: 'user', rateLimits: [perUser(20, 10)], ...uploadAvatar },
  { method: 'DELETE', url: '/avatar', auth: 'user', rateLimits: [WRITES], ...removeAvatar },
  { method: 'GET', url: '/avatar/:userId', auth: 'public', rateLimits: [], ...serveAvatar },

  // The account: one download of its data, and deletion (password guesses limited per user)
  { method: 'GET', url: '/account/export', auth: 'user', rateLimits: [], ...exportAccountData },
  {
    method: 'DELETE',
    url: '/account',
    auth: 'user',
    rateLimits: [perUser(5, 10)],
    ...deleteAccount,
  },

  // Each tracking dataset as CSV; and the import of a download into an account without tracking
  // records: a file of up to 10 MB of small records, read only after the token is checked and the
  // per-user limit counted (route-table.ts), a few times an hour.
  {
    method: 'GET',
    url: '/account/export/:dataset.csv',
    auth: 'user',
    rateLimits: [],
    ...exportDatasetCsv,
  },
  {
    method: 'POST',
    url: '/account/import',
    auth: 'user',
    rateLimits: [perUser(5, 60)],
    bodyLimit: ACCOUNT_IMPORT_MAX_BYTES,
    maxJsonKeys: 1_000_000,
    ...importAccountData,
  },

  // The contact form, for visitors: enough for one who retries, too few for a spammer
  {
    method: 'POST',
    url: '/contact',
    auth: 'public',
    rateLimits: [perIp(5, 10)],
    ...sendContactMessage,
  },
];
