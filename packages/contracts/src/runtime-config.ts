import { z } from 'zod';
import { HIGHEST_PASSWORD_MIN_LENGTH, LOWEST_PASSWORD_MIN_LENGTH } from './password-rule.js';

/**
 * What the server tells the web app at run time, in the `ascend-config` meta tag of every page
 * (no inline script, so the Content-Security-Policy can forbid them). The server builds it from its
 * configuration and checks it with this schema at start-up; the web app reads it leniently (a
 * missing or broken value falls back), without zod, since the landing page reads it too.
 */
export const runtimeConfigSchema = z.strictObject({
  siteUrl: z.string(),
  /** The chat community (`COMMUNITY_URL`); /discord leads there. */
  communityUrl: z.string().nullable(),
  /** An embeddable chat widget (`COMMUNITY_WIDGET_URL`); without it a join card shows instead. */
  communityWidgetUrl: z.string().nullable(),
  /** General support address shown on the contact page (`SUPPORT_EMAIL`). */
  supportEmail: z.string(),
  /** Business enquiries address on the contact page; the support address when unset. */
  businessEmail: z.string(),
  /** Press address on the contact page; the support address when unset. */
  pressEmail: z.string(),
  /** `AUTH_PASSWORD_MIN_LENGTH`: the web app checks new passwords against it before sending. */
  passwordMinLength: z
    .number()
    .int()
    .min(LOWEST_PASSWORD_MIN_LENGTH)
    .max(HIGHEST_PASSWORD_MIN_LENGTH),
  version: z.string(),
  /** `AUTH_DISABLE_SIGNUP`: the app offers sign-in only. */
  disableSignup: z.boolean(),
  /** `AUTH_MANUAL_LINKING`: the account page offers to connect and disconnect Google. */
  manualLinking: z.boolean(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
