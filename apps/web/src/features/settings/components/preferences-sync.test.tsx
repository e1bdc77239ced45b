import type { UserSettings } from '@ascend/contracts';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '@/lib/query-client';
import { TEST_USER_ID, fakeScreen, renderPage } from '@/test-support/signed-in';
import { PreferencesSync, SYNCED_PREFERENCES_KEY } from './preferences-sync';

function serverWith(preferences: Partial<UserSettings['preferences']>) {
  const record: UserSettings = {
    personal_info: {},
    preferences: {
      language: 'en',
      timezone: 'Europe/Madrid',
      theme: 'system',
      notifications: { email: true, push: false, marketing: false },
      privacy: { profilePublic: false, allowAnalytics: true, shareData: false },
      dayStartsAt: '04:00',
      units: 'metric',
      ...preferences,
    },
    updated_at: '2026-01-01T00:00:00Z',
  };
  const puts: unknown[] = [];
  vi.stubGlobal('fetch', (_url: string, init: RequestInit = {}) => {
    if (init.method === 'PUT') {
      const body = JSON.parse(init.body as string) as { preferences: object };
      puts.push(body);
      record.preferences = { ...record.preferences, ...body.preferences };
    }
    return Promise.resolve(
      new Response(JSON.stringify(record), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  return puts;
}

describe('preferences follow the user', () => {
  beforeEach(() => fakeScreen(1280));
  afterEach(() => {
    getQueryClient().clear();
    vi.unstubAllGlobals();
  });

  it("applies the account's language and theme in a browser that has not seen them", async () => {
    const puts = serverWith({ language: 'es', theme: 'dark' });
    const { i18n } = renderPage(<PreferencesSync />);
    await waitFor(() => expect(i18n.language).toBe('es'));
    await waitFor(() => expect(localStorage.getItem('ascend-theme')).toBe('dark'));
    expect(JSON.parse(localStorage.getItem(SYNCED_PREFERENCES_KEY)!)).toEqual({
      userId: TEST_USER_ID,
      language: 'es',
      theme: 'dark',
    });
    expect(puts).toEqual([]);
  });

  it('sends a theme chosen here since the last agreement (e.g. in the header) to the server', async () => {
    localStorage.setItem(
      SYNCED_PREFERENCES_KEY,
      JSON.stringify({ userId: TEST_USER_ID, language: 'en', theme: 'system' }),
    );
    localStorage.setItem('ascend-theme', 'light');
    const puts = serverWith({ language: 'en', theme: 'system' });
    const { i18n } = renderPage(<PreferencesSync />);
    await waitFor(() => expect(puts).toEqual([{ preferences: { theme: 'light' } }]));
    expect(localStorage.getItem('ascend-theme')).toBe('light');
    expect(i18n.language).toBe('en');
  });
});
