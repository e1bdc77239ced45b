/**
 * What the server tells the web app at run time, read from the `ascend-config` meta tag it injects
 * into index.html (no inline script, so the Content-Security-Policy can forbid them).
 */
export interface RuntimeConfig {
  siteUrl: string;
  communityUrl: string | null;
  communityWidgetUrl: string | null;
  supportEmail: string;
  version: string;
}

const FALLBACK: RuntimeConfig = {
  siteUrl: typeof window === 'undefined' ? '' : window.location.origin,
  communityUrl: null,
  communityWidgetUrl: null,
  supportEmail: 'support@localhost',
  version: '0.0.0',
};

let cached: RuntimeConfig | undefined;

export function runtimeConfig(): RuntimeConfig {
  if (cached) return cached;
  const content = document.querySelector<HTMLMetaElement>('meta[name="ascend-config"]')?.content;
  try {
    cached = { ...FALLBACK, ...(JSON.parse(content ?? '{}') as Partial<RuntimeConfig>) };
  } catch {
    cached = FALLBACK;
  }
  return cached;
}
