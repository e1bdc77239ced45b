import type { UserSettings } from '@ascend/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_USER_ID, fakeScreen, renderPage } from '@/test-support/signed-in';
import { settingsQueryKey } from '@/lib/settings/get-settings';
import { USER_CACHE_KEY } from '@/lib/user-cache';
import { storeUserCache } from '@/test-support/user-cache';
import { SettingsPage } from './settings-page';

const RECORD: UserSettings = {
  personal_info: { full_name: 'Ana López' },
  preferences: {
    language: 'en',
    timezone: 'Europe/Madrid',
    theme: 'light',
    notifications: { email: true, push: false, marketing: false },
    privacy: { profilePublic: false, allowAnalytics: true, shareData: false },
    dayStartsAt: '04:00',
    units: 'metric',
  },
  updated_at: '2026-01-01T00:00:00Z',
};

interface Call {
  method: string;
  url: string;
  body: unknown;
  resolve: (response: Response) => void;
}

/** A stand-in for the product API whose answers each test gives by hand. */
function fakeApi() {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    return new Promise<Response>((resolve) => {
      calls.push({
        method: init.method ?? 'GET',
        url,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        resolve,
      });
    });
  });
  const json = (status: number, value: unknown) =>
    new Response(JSON.stringify(value), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  return {
    calls,
    async next(method: string) {
      await waitFor(() => expect(calls.some((call) => call.method === method)).toBe(true));
      const index = calls.findIndex((call) => call.method === method);
      return calls.splice(index, 1)[0]!;
    },
    json,
  };
}

/** The record the per-user cache holds now. */
function storedRecord(): unknown {
  const entry = JSON.parse(localStorage.getItem(USER_CACHE_KEY) ?? 'null') as {
    data: { queries: { queryKey: unknown; state: { data: unknown } }[] };
  } | null;
  const key = JSON.stringify(settingsQueryKey(TEST_USER_ID));
  return entry?.data.queries.find((query) => JSON.stringify(query.queryKey) === key)?.state.data;
}

describe('settings page', () => {
  beforeEach(() => fakeScreen(1280));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows a change at once and keeps it when the server accepts it', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderPage(<SettingsPage />, { path: '/?section=notifications' });
    (await api.next('GET')).resolve(api.json(200, RECORD));
    const marketing = await screen.findByRole('switch', { name: 'Marketing e-mails' });
    expect(marketing).not.toBeChecked();

    await user.click(marketing);
    expect(marketing).toBeChecked();
    const put = await api.next('PUT');
    expect(put.url).toBe('/api/v1/settings');
    expect(put.body).toEqual({ preferences: { notifications: { marketing: true } } });
    const saved = structuredClone(RECORD);
    saved.preferences.notifications.marketing = true;
    put.resolve(api.json(200, saved));
    await waitFor(() => expect(storedRecord()).toEqual(saved));
    expect(marketing).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("rolls a refused change back and shows the server's message", async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderPage(<SettingsPage />, { path: '/?section=notifications' });
    (await api.next('GET')).resolve(api.json(200, RECORD));
    const marketing = await screen.findByRole('switch', { name: 'Marketing e-mails' });
    const push = screen.getByRole('switch', { name: 'Push notifications' });

    await user.click(marketing);
    const first = await api.next('PUT');
    // A second change while the first is in flight survives the first one's rollback.
    await user.click(push);
    const second = await api.next('PUT');
    expect(marketing).toBeChecked();
    expect(push).toBeChecked();

    first.resolve(api.json(503, { detail: 'Database unavailable' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(marketing).not.toBeChecked();
    expect(push).toBeChecked();

    const saved = structuredClone(RECORD);
    saved.preferences.notifications.push = true;
    second.resolve(api.json(200, saved));
    await waitFor(() => expect(push).toBeChecked());
    expect(marketing).not.toBeChecked();
  });

  it('applies a language change at once and undoes it when saving fails', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    const { i18n } = renderPage(<SettingsPage />);
    (await api.next('GET')).resolve(api.json(200, RECORD));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'es');
    expect(i18n.language).toBe('es');
    expect(screen.getByRole('tab', { name: 'Notificaciones' })).toBeInTheDocument();

    (await api.next('PUT')).resolve(new Response('<html>', { status: 502 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error');
    expect(i18n.language).toBe('en');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('renders a valid cached copy at once, marked, while it refreshes', async () => {
    const api = fakeApi();
    await storeUserCache(TEST_USER_ID, RECORD);
    renderPage(<SettingsPage />, { path: '/?section=appearance' });
    // Before the server has answered.
    expect(await screen.findByRole('radio', { name: 'Light' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(/saved copy/);
    expect(api.calls.every((call) => call.method === 'GET')).toBe(true);

    const fresh = structuredClone(RECORD);
    fresh.preferences.theme = 'dark';
    (await api.next('GET')).resolve(api.json(200, fresh));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked());
    expect(screen.queryByText(/saved copy/)).not.toBeInTheDocument();
  });

  it('keeps the cached copy and only logs when the background refresh fails', async () => {
    const api = fakeApi();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await storeUserCache(TEST_USER_ID, RECORD);
    renderPage(<SettingsPage />, { path: '/?section=appearance' });
    (await api.next('GET')).resolve(api.json(500, { detail: 'boom' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists every time zone the browser knows once reached for, and filters them', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderPage(<SettingsPage />);
    (await api.next('GET')).resolve(api.json(200, RECORD));
    const select = await screen.findByRole('combobox', { name: 'Time zone' });
    // Until the visitor reaches for the list, it holds the chosen zone only (a lighter render).
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Europe/Madrid']);
    await user.click(select);
    expect(within(select).getAllByRole('option')).toHaveLength(
      Intl.supportedValuesOf('timeZone').length,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search time zones' }), 'tokyo');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(['Asia/Tokyo', 'Europe/Madrid']));
    expect(options).toHaveLength(2);
  });

  it('Reset asks first, then restores the defaults and applies their language and theme', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    const dark = structuredClone(RECORD);
    dark.preferences.theme = 'dark';
    const { i18n } = renderPage(<SettingsPage />, { path: '/?section=advanced' });
    (await api.next('GET')).resolve(api.json(200, dark));
    await user.click(await screen.findByRole('button', { name: 'Reset to defaults' }));
    expect(api.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, reset' }));
    const post = await api.next('POST');
    expect(post.url).toBe('/api/v1/settings/reset');
    const defaults = structuredClone(RECORD);
    defaults.preferences.language = 'es';
    defaults.preferences.theme = 'system';
    post.resolve(api.json(200, defaults));
    await waitFor(() => expect(i18n.language).toBe('es'));
    expect(localStorage.getItem('ascend-theme')).toBe('system');
    expect(await screen.findByRole('status')).toHaveTextContent(/predeterminados/);
  });
  it('saves when the day starts and the units, and puts them back when saving fails', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderPage(<SettingsPage />);
    (await api.next('GET')).resolve(api.json(200, RECORD));
    const dayStart = await screen.findByRole('combobox', { name: 'Day starts at' });
    expect(dayStart).toHaveValue('04:00');
    expect(dayStart).toHaveAccessibleDescription(/count for the day before/);
    // Every quarter hour from midnight to noon, written the reader's way.
    const options = within(dayStart).getAllByRole('option');
    expect(options).toHaveLength(49);
    expect(options[0]).toHaveTextContent('12:00 AM');
    expect(options.at(-1)).toHaveTextContent('12:00 PM');

    await user.selectOptions(dayStart, '05:30');
    const put = await api.next('PUT');
    expect(put.body).toEqual({ preferences: { dayStartsAt: '05:30' } });
    put.resolve(
      api.json(200, { ...RECORD, preferences: { ...RECORD.preferences, dayStartsAt: '05:30' } }),
    );
    await waitFor(() =>
      expect(storedRecord()).toMatchObject({ preferences: { dayStartsAt: '05:30' } }),
    );

    const imperial = screen.getByRole('radio', { name: /Imperial/ });
    await user.click(imperial);
    expect(imperial).toBeChecked();
    const refused = await api.next('PUT');
    expect(refused.body).toEqual({ preferences: { units: 'imperial' } });
    refused.resolve(api.json(503, { detail: 'Database unavailable' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.getByRole('radio', { name: /Metric/ })).toBeChecked();
    expect(dayStart).toHaveValue('05:30');
  });
});
