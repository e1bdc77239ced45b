import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore } from '@tanstack/react-query-persist-client';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeScreen, renderPage, testAuth, testUser } from '@/test-support/signed-in';
import { storeUserCache } from '@/test-support/user-cache';
import { settingsQueryKey, useSettingsPart } from './settings/get-settings';
import {
  USER_CACHE_KEY,
  USER_CACHE_TTL_MS,
  clearUserCache,
  isFromUserCache,
  userCachePersister,
} from './user-cache';
import { userCachePersistOptions } from './user-query-provider';

const ALICE = 'user-alice';
const BOB = 'user-bob';
const RECORD = { personal_info: { full_name: 'Ana' }, preferences: { theme: 'dark' } };

/** What a new page of this user gets back from storage, as the app restores it. */
async function restoreFor(userId: string) {
  const queryClient = new QueryClient();
  await persistQueryClientRestore({ queryClient, ...userCachePersistOptions(userId) });
  return queryClient.getQueryData(settingsQueryKey(userId));
}

/** The settings page's and the account page's readers of the record, side by side. */
function Readers() {
  const settings = useSettingsPart((record) => record, {
    cachedFor: USER_CACHE_TTL_MS.settings,
    name: 'settings',
  });
  const profile = useSettingsPart((record) => record.personal_info, {
    cachedFor: USER_CACHE_TTL_MS.profile,
    name: 'profile',
  });
  return (
    <>
      <p>settings: {settings.data ? `shown${settings.fromCache ? ' from cache' : ''}` : 'none'}</p>
      <p>profile: {profile.data ? `shown${profile.fromCache ? ' from cache' : ''}` : 'none'}</p>
    </>
  );
}

function renderReaders(userId: string) {
  // The server never answers here: what shows comes from storage.
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
  renderPage(<Readers />, { auth: testAuth({ user: testUser({ id: userId }) }) });
}

describe('per-user cache', () => {
  beforeEach(() => {
    fakeScreen(1280);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('stores {data, timestamp, expiresAt, userId}: settings for 5 minutes, profile for 10', async () => {
    const now = Date.now();
    await storeUserCache(ALICE, RECORD);
    const entry = JSON.parse(localStorage.getItem(USER_CACHE_KEY)!) as Record<string, unknown>;
    expect(entry).toEqual({
      data: expect.objectContaining({
        queries: [
          expect.objectContaining({
            queryKey: settingsQueryKey(ALICE),
            state: expect.objectContaining({ data: RECORD, dataUpdatedAt: now }) as unknown,
          }),
        ],
      }) as unknown,
      timestamp: now,
      // The entry holds the whole record; the settings reader gives up on it after 5 minutes.
      expiresAt: now + 10 * 60_000,
      userId: ALICE,
    });
    expect(USER_CACHE_TTL_MS).toEqual({ settings: 5 * 60_000, profile: 10 * 60_000 });
  });

  it('serves a valid entry and marks its data as coming from the cache', async () => {
    await storeUserCache(ALICE, RECORD);
    vi.setSystemTime(Date.now() + 4 * 60_000);
    const data = await restoreFor(ALICE);
    expect(data).toEqual(RECORD);
    expect(isFromUserCache(data)).toBe(true);
    expect(isFromUserCache({ ...RECORD })).toBe(false);

    renderReaders(ALICE);
    expect(await screen.findByText('settings: shown from cache')).toBeInTheDocument();
    expect(screen.getByText('profile: shown from cache')).toBeInTheDocument();
  });

  it('discards an expired copy: the settings after 5 minutes, the profile (and entry) after 10', async () => {
    await storeUserCache(ALICE, RECORD);
    const stored = Date.now();
    vi.setSystemTime(stored + 5 * 60_000);
    renderReaders(ALICE);
    // The profile lives twice as long.
    expect(await screen.findByText('profile: shown from cache')).toBeInTheDocument();
    expect(screen.getByText('settings: none')).toBeInTheDocument();

    vi.setSystemTime(stored + 10 * 60_000);
    expect(await restoreFor(ALICE)).toBeUndefined();
    expect(localStorage.getItem(USER_CACHE_KEY)).toBeNull();
  });

  it("never serves another user's entry", async () => {
    await storeUserCache(ALICE, RECORD);
    expect(await restoreFor(BOB)).toBeUndefined();
    expect(localStorage.getItem(USER_CACHE_KEY)).toBeNull();
  });

  it('removes a corrupt entry with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(USER_CACHE_KEY, '{not json');
    expect(await restoreFor(ALICE)).toBeUndefined();
    expect(localStorage.getItem(USER_CACHE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();

    localStorage.setItem(USER_CACHE_KEY, JSON.stringify({ data: 1, userId: ALICE }));
    expect(await restoreFor(ALICE)).toBeUndefined();
    expect(localStorage.getItem(USER_CACHE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('a failing storage write is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(storeUserCache(ALICE, {})).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it("sign-out clears every user entry but keeps the theme, sidebar and others' keys", async () => {
    await storeUserCache(ALICE, RECORD);
    localStorage.setItem('ascend-synced-preferences', '{}');
    localStorage.setItem('ascend-theme', 'dark');
    localStorage.setItem('ascend-sidebar', 'collapsed');
    localStorage.setItem('i18nextLng', 'es');
    clearUserCache();
    expect(localStorage.getItem(USER_CACHE_KEY)).toBeNull();
    expect(localStorage.getItem('ascend-synced-preferences')).toBeNull();
    expect(localStorage.getItem('ascend-theme')).toBe('dark');
    expect(localStorage.getItem('ascend-sidebar')).toBe('collapsed');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
  });

  describe('writes', () => {
    /** What TanStack Query hands the persister after an event: this many of Alice's queries. */
    const stateWith = (queries: number) => ({
      timestamp: Date.now(),
      buster: ALICE,
      clientState: {
        mutations: [],
        queries: Array.from({ length: queries }, (_, index) => ({
          queryKey: ['user', ALICE, index],
          queryHash: `["user","${ALICE}",${index}]`,
          state: { data: index } as never,
          dehydratedAt: Date.now(),
        })),
      },
    });
    const storedQueries = () =>
      (
        JSON.parse(localStorage.getItem(USER_CACHE_KEY) ?? 'null') as {
          data: { queries: unknown[] };
        } | null
      )?.data.queries.length;

    beforeEach(() => {
      vi.useFakeTimers();
      localStorage.clear();
    });

    it('a burst of events is written once, with its last state, a moment after it', async () => {
      const setItem = vi.spyOn(Storage.prototype, 'setItem');
      for (const count of [1, 2, 3, 4, 5]) void userCachePersister.persistClient(stateWith(count));
      expect(setItem).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(250);
      expect(setItem).toHaveBeenCalledTimes(1);
      expect(storedQueries()).toBe(5);
    });

    it('a state not written yet is written at once when the page goes away', () => {
      void userCachePersister.persistClient(stateWith(3));
      expect(storedQueries()).toBeUndefined();
      window.dispatchEvent(new Event('pagehide'));
      expect(storedQueries()).toBe(3);
    });

    it('after sign-out, a state not written yet never comes back', async () => {
      void userCachePersister.persistClient(stateWith(2));
      clearUserCache();
      await vi.advanceTimersByTimeAsync(1000);
      window.dispatchEvent(new Event('pagehide'));
      expect(localStorage.getItem(USER_CACHE_KEY)).toBeNull();
    });
  });
});
