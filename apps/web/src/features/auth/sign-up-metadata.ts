import { readSelectedPlan } from '@/lib/auth/selected-plan';
import { readStoredTheme } from '@/lib/theme/theme-storage';

/**
 * Stored with a new account (user_metadata) so its preferences start as the visitor had them:
 * language, timezone and theme (decisions.md), plus the plan chosen with Get Started.
 */
export function signUpMetadata(language: string | undefined): Record<string, string> {
  const data: Record<string, string> = { theme: readStoredTheme() };
  if (language) data.language = language;
  try {
    data.timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    // No Intl time zone support: the server's default applies.
  }
  const plan = readSelectedPlan();
  if (plan) data.selected_plan = plan;
  return data;
}
