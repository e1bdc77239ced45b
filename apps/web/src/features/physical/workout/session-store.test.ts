import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionDraft } from './session-draft';
import {
  readSessionDraft,
  SESSION_STORAGE_KEY,
  useSessionDraft,
  writeSessionDraft,
} from './session-store';

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
    writeSessionDraft(draft('u1'));
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toMatchObject({
      id: 'd1',
    });
    expect(readSessionDraft('u1')?.id).toBe('d1');
  });

  it('belongs to its user only', () => {
    writeSessionDraft(draft('u1'));
    expect(readSessionDraft('u2')).toBeNull();
  });

  it('ignores an entry that is not a draft', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{"version":1,"id":3}');
    expect(readSessionDraft('u1')).toBeNull();
    localStorage.setItem(SESSION_STORAGE_KEY, 'not json');
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
      localStorage.setItem(
        SESSION_STORAGE_KEY,
        JSON.stringify({ ...draft('u1'), notes: 'other tab' }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    });
    expect(result.current[0]?.notes).toBe('other tab');
  });
});
