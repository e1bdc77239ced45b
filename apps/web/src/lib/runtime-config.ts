/**
 * What the server tells the web app at run time, read from the `ascend-config` meta tag it injects
 * into index.html (no inline script, so the Content-Security-Policy can forbid them).
 */
export interface RuntimeConfig {
  siteUrl: string;
  /** The chat community (`COMMUNITY_URL`); /discord leads there. */
  communityUrl: string | null;
  /** An embeddable chat widget (`COMMUNITY_WIDGET_URL`); without it a join card shows instead. */
  communityWidgetUrl: string | null;
  /** General support address shown on the contact page (`SUPPORT_EMAIL`). */
  supportEmail: string;
  /** Business enquiries address on the contact page; falls back to the support address. */
  businessEmail: string;
  /** Press address on the contact page; falls back to the support address. */
  pressEmail: string;
  version: string;
}

const DEFAULT_SUPPORT_EMAIL = 'support@localhost';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
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
    version: text(raw.version) ?? '0.0.0',
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
