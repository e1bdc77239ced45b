/** `GET /settings`: which sign-in methods this server offers (the client and web app read it). */
import type { AuthHandler } from '../http/handler.js';

const OTHER_PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'github',
  'gitlab',
  'keycloak',
  'linkedin',
  'notion',
  'slack',
  'spotify',
  'twitch',
  'twitter',
  'workos',
  'zoom',
];

export const settings: AuthHandler = ({ services }) => ({
  external: {
    anonymous_users: false,
    email: true,
    phone: false,
    google: services.config.google !== undefined,
    ...Object.fromEntries(OTHER_PROVIDERS.map((provider) => [provider, false])),
  },
  disable_signup: services.config.auth.disableSignup,
  mailer_autoconfirm: services.config.auth.autoconfirm,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
  saml_private_key_next_configured: false,
  passkeys_enabled: false,
});
