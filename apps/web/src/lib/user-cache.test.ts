import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  USER_CACHE_KEYS,
  clearUserCache,
  isFromUserCache,
  readUserCache,
  writeUserCache,
} from './user-cache';

const ALICE = 'user-alice';
const BOB = 'user-bob';

describe('per-user cache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('stores {data, timestamp, expiresAt, userId}: settings for 5 minutes, profile for 10', () => {
    const now = Date.now();
    writeUserCache('settings', ALICE, { theme: 'dark' });
    writeUserCache('profile', ALICE, { full_name: 'Ana' });
    expect(JSON.parse(localStorage.getItem(USER_CACHE_KEYS.settings)!)).toEqual({
      data: { theme: 'dark' },
      timestamp: now,
      expiresAt: now + 5 * 60_000,
      userId: ALICE,
    });
    expect(JSON.parse(localStorage.getItem(USER_CACHE_KEYS.profile)!).expiresAt).toBe(
      now + 10 * 60_000,
    );
    expect(JSON.parse(localStorage.getItem(USER_CACHE_KEYS.lastFetch)!).data).toEqual({
      settings: now,
      profile: now,
    });
  });

  it('serves a valid entry and marks its data as coming from the cache', () => {
    writeUserCache('settings', ALICE, { theme: 'dark' });
    vi.advanceTimersByTime(4 * 60_000);
    const entry = readUserCache<{ theme: string }>('settings', ALICE);
    expect(entry?.data).toEqual({ theme: 'dark' });
    expect(isFromUserCache(entry?.data)).toBe(true);
    expect(isFromUserCache({ theme: 'dark' })).toBe(false);
  });

  it('discards and removes an expired entry', () => {
    writeUserCache('settings', ALICE, { theme: 'dark' });
    writeUserCache('profile', ALICE, { full_name: 'Ana' });
    vi.advanceTimersByTime(5 * 60_000);
    expect(readUserCache('settings', ALICE)).toBeNull();
    expect(localStorage.getItem(USER_CACHE_KEYS.settings)).toBeNull();
    // The profile lives twice as long.
    expect(readUserCache('profile', ALICE)?.data).toEqual({ full_name: 'Ana' });
    vi.advanceTimersByTime(5 * 60_000);
    expect(readUserCache('profile', ALICE)).toBeNull();
  });

  it("never serves another user's entry", () => {
    writeUserCache('settings', ALICE, { theme: 'dark' });
    expect(readUserCache('settings', BOB)).toBeNull();
    expect(localStorage.getItem(USER_CACHE_KEYS.settings)).toBeNull();
  });

  it('removes a corrupt entry with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(USER_CACHE_KEYS.settings, '{not json');
    expect(readUserCache('settings', ALICE)).toBeNull();
    expect(localStorage.getItem(USER_CACHE_KEYS.settings)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();

    localStorage.setItem(USER_CACHE_KEYS.profile, JSON.stringify({ data: 1, userId: ALICE }));
    expect(readUserCache('profile', ALICE)).toBeNull();
    expect(localStorage.getItem(USER_CACHE_KEYS.profile)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('a failing storage write is only logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeUserCache('settings', ALICE, {})).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });

  it("sign-out clears every user entry but keeps the theme, sidebar and others' keys", () => {
    writeUserCache('settings', ALICE, { theme: 'dark' });
    writeUserCache('profile', ALICE, { full_name: 'Ana' });
    localStorage.setItem('ascend-theme', 'dark');
    localStorage.setItem('ascend-sidebar', 'collapsed');
    localStorage.setItem('i18nextLng', 'es');
    clearUserCache();
    expect(localStorage.getItem(USER_CACHE_KEYS.settings)).toBeNull();
    expect(localStorage.getItem(USER_CACHE_KEYS.profile)).toBeNull();
    expect(localStorage.getItem(USER_CACHE_KEYS.lastFetch)).toBeNull();
    expect(localStorage.getItem('ascend-theme')).toBe('dark');
    expect(localStorage.getItem('ascend-sidebar')).toBe('collapsed');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
  });
});
