import { runtimeConfigSchema, type RuntimeConfig } from '@ascend/contracts';
import type { Config } from '../config.js';
import { productVersion } from '../version.js';

/** The runtime configuration every page carries, checked against the contract at start-up. */
export function webRuntimeConfig(config: Config): RuntimeConfig {
  return runtimeConfigSchema.parse({
    siteUrl: config.siteUrl,
    communityUrl: config.community.url ?? null,
    communityWidgetUrl: config.community.widgetUrl ?? null,
    supportEmail: config.mail.supportEmail,
    businessEmail: config.mail.businessEmail,
    pressEmail: config.mail.pressEmail,
    passwordMinLength: config.auth.passwordMinLength,
    version: productVersion,
    disableSignup: config.auth.disableSignup,
    manualLinking: config.auth.manualLinking,
  } satisfies RuntimeConfig);
}
