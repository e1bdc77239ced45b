/**
 * What the server tells the web app at run time (the contracts' `RuntimeConfig`), read from the
 * `ascend-config` meta tag it injects into every page. Read without zod, leniently: this runs on the
 * landing page, whose first download must not carry zod, and a partial tag must still work.
 */
import { DEFAULT_PASSWORD_MIN_LENGTH, type RuntimeConfig } from '@ascend/contracts';

export type { RuntimeConfig };

const DEFAULT_SUPPORT_EMAIL = 'support@localhost';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function positiveInteger(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/** Reads the injected JSON; unknown or malformed keys fall back, so a partial config still works. */
export function parseRuntimeConfig(content: string | null | undefined): RuntimeConfig {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(content ?? '{}');
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  } catch {
    // A broken tag must not break the page: use the defaults.
  }
  const supportEmail = text(raw.supportEmail) ?? DEFAULT_SUPPORT_EMAIL;
  return {
    siteUrl: text(raw.siteUrl) ?? (typeof window === 'undefined' ? '' : window.location.origin),
    communityUrl: text(raw.communityUrl),
    communityWidgetUrl: text(raw.communityWidgetUrl),
    supportEmail,
    businessEmail: text(raw.businessEmail) ?? supportEmail,
    pressEmail: text(raw.pressEmail) ?? supportEmail,
    passwordMinLength: positiveInteger(raw.passwordMinLength) ?? DEFAULT_PASSWORD_MIN_LENGTH,
    version: text(raw.version) ?? '0.0.0',
    disableSignup: raw.disableSignup === true,
    manualLinking: raw.manualLinking === true,
  };
}

let cached: RuntimeConfig | undefined;

export function runtimeConfig(): RuntimeConfig {
  cached ??= parseRuntimeConfig(
    typeof document === 'undefined'
      ? undefined
      : document.querySelector<HTMLMetaElement>('meta[name="ascend-config"]')?.content,
  );
  return cached;
}

/**
 * The build's prerendering has no meta tag to read: it renders with stand-ins (see
 * `src/prerender/`) that the server replaces with the real values when it sends the page.
 */
export function provideRuntimeConfig(config: RuntimeConfig): void {
  cached = config;
}

/** Tests change the meta tag between cases. */
export function resetRuntimeConfigForTests(): void {
  cached = undefined;
}
