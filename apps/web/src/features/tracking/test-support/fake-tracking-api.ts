/** The fake tracking server installed as the page's `fetch` for a component test. */
import type { UserSettings } from '@ascend/contracts';
import { vi } from 'vitest';
import { settingsRecord } from '@/test-support/settings-record';
import { createFakeTrackingServer } from './fake-tracking-server';

export const TODAY = '2026-03-18';

export { settingsRecord };

/**
 * Installs the fake as `fetch`, and freezes the clock's date (not its timers) at noon of `today`
 * in Madrid, so the page's "today" is `today`.
 */
export function installFakeTrackingApi(
  options: Omit<Parameters<typeof createFakeTrackingServer>[0], 'today' | 'settings'> & {
    today?: string;
    settings?: UserSettings;
  } = {},
) {
  const today = options.today ?? TODAY;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${today}T11:00:00Z`));
  const server = createFakeTrackingServer({
    ...options,
    today,
    settings: options.settings ?? settingsRecord(),
  });
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  return server;
}
