import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionDraft } from './session-draft';
import { clearUserCache } from '@/lib/user-cache';
import {
  readSessionDraft,
  sessionStorageKey,
  useSessionDraft,
  writeSessionDraft,
} from './session-store';

const KEY = sessionStorageKey('u1');

function draft(userId: string): SessionDraft {
  return {
    version: 1,
    id: 'd1',
    user_id: userId,
    started_at: 1_000,
    routine_id: null,
    name: '',
    notes: '',
    exercises: [],
    rest: null,
    rest_seconds: 90,
    finished_at: null,
    revision: 0,
    saved_revision: 0,
    urgent_revision: 0,
  };
}

afterEach(() => localStorage.clear());

describe('the session in progress', () => {
  it('is kept in localStorage, so a reload finds it', () => {
    writeSessionDraft('u1', draft('u1'));
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toMatchObject({
      id: 'd1',
    });
    expect(readSessionDraft('u1')?.id).toBe('d1');
  });

  it('belongs to its user only', () => {
    writeSessionDraft('u1', draft('u1'));
    expect(readSessionDraft('u2')).toBeNull();
    // An entry under another user's key that names u1 is still not u2's.
    localStorage.setItem(sessionStorageKey('u2'), JSON.stringify(draft('u1')));
    expect(readSessionDraft('u2')).toBeNull();
  });

  it('survives sign-out for its user’s next sign-in, never shown to another account', () => {
    writeSessionDraft('u1', draft('u1'));
    localStorage.setItem('ascend-user-cache', '{}');
    clearUserCache();
    expect(localStorage.getItem('ascend-user-cache')).toBeNull();
    expect(readSessionDraft('u2')).toBeNull();
    expect(readSessionDraft('u1')?.id).toBe('d1');
  });

  it('moves a draft an earlier version kept in the shared entry to its user', () => {
    localStorage.setItem('ascend-physical-session', JSON.stringify(draft('u1')));
    expect(readSessionDraft('u2')).toBeNull();
    expect(readSessionDraft('u1')?.id).toBe('d1');
    expect(localStorage.getItem('ascend-physical-session')).toBeNull();
    expect(localStorage.getItem(KEY)).not.toBeNull();
  });

  it('ignores an entry that is not a draft', () => {
    localStorage.setItem(KEY, '{"version":1,"id":3}');
    expect(readSessionDraft('u1')).toBeNull();
    localStorage.setItem(KEY, 'not json');
    expect(readSessionDraft('u1')).toBeNull();
  });

  it('re-renders on a change, from this tab or another', () => {
    const { result } = renderHook(() => useSessionDraft('u1'));
    expect(result.current[0]).toBeNull();
    act(() => result.current[1](draft('u1')));
    expect(result.current[0]?.id).toBe('d1');
    act(() => result.current[1]((current) => ({ ...current, notes: 'heavy day' })));
    expect(result.current[0]?.notes).toBe('heavy day');

    act(() => {
      localStorage.setItem(KEY, JSON.stringify({ ...draft('u1'), notes: 'other tab' }));
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(result.current[0]?.notes).toBe('other tab');
  });
});
