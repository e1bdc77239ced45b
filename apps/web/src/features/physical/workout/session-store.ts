/**
 * Where the session in progress is kept: one localStorage entry per user, read and written through
 * this module only. Each change is written at once (a reload a second later finds it), and other
 * tabs of the same browser follow it through the `storage` event, so two open tabs show one
 * session and the last change made in either wins.
 *
 * The entry is the user's own (its key and its `user_id` name them): another account signed in on
 * the same browser never sees it. Signing out keeps it (lib/user-cache.ts spares the prefix), so a
 * session not yet saved is not lost with a sign-out, a session that expired or a sign-out from
 * another device: the same user's next sign-in on this browser finds it and saves it. It goes once
 * the server has the finished session, or when the user discards it.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { sessionDraftSchema, type SessionDraft } from './session-draft';

/** The prefix of the per-user entries (lib/user-cache.ts keeps them at sign-out). */
const SESSION_STORAGE_PREFIX = 'ascend-physical-session:';
/** The one entry of every user that earlier versions kept, moved to its user's on first read. */
const SHARED_KEY = 'ascend-physical-session';

export const sessionStorageKey = (userId: string) => `${SESSION_STORAGE_PREFIX}${userId}`;

const listeners = new Set<() => void>();
/** The last raw value read per key, and what it parsed to, so a snapshot is stable. */
const cached = new Map<string, { raw: string | null; draft: SessionDraft | null }>();

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parse(raw: string | null): SessionDraft | null {
  if (raw === null) return null;
  try {
    const parsed = sessionDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A draft left in the shared entry by an earlier version: moved to its user's entry. */
function adoptShared(userId: string): void {
  const shared = parse(readRaw(SHARED_KEY));
  if (shared?.user_id !== userId) return;
  try {
    if (readRaw(sessionStorageKey(userId)) === null) {
      localStorage.setItem(sessionStorageKey(userId), JSON.stringify(shared));
    }
    localStorage.removeItem(SHARED_KEY);
  } catch {
    // Left where it is: read again next time.
  }
}

function snapshot(userId: string): SessionDraft | null {
  const key = sessionStorageKey(userId);
  const raw = readRaw(key);
  const last = cached.get(key);
  if (last && last.raw === raw) return last.draft;
  const parsed = parse(raw);
  // An entry is only ever its own user's: one that names another is ignored.
  const draft = parsed && parsed.user_id === userId ? parsed : null;
  cached.set(key, { raw, draft });
  return draft;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(SHARED_KEY)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Writes the user's draft (or removes it with null); false when the browser refused to store it. */
export function writeSessionDraft(userId: string, draft: SessionDraft | null): boolean {
  let stored = true;
  try {
    if (draft === null) localStorage.removeItem(sessionStorageKey(userId));
    else localStorage.setItem(sessionStorageKey(userId), JSON.stringify(draft));
  } catch {
    stored = false;
  }
  notify();
  return stored;
}

export function readSessionDraft(userId: string): SessionDraft | null {
  adoptShared(userId);
  return snapshot(userId);
}

/** The user's session in progress and a way to change it (an updater, like setState's). */
export function useSessionDraft(userId: string) {
  const read = useCallback(() => readSessionDraft(userId), [userId]);
  const own = useSyncExternalStore(subscribe, read, () => null);
  const update = useCallback(
    (change: SessionDraft | null | ((draft: SessionDraft) => SessionDraft)) => {
      if (typeof change === 'function') {
        const current = readSessionDraft(userId);
        if (current) writeSessionDraft(userId, change(current));
        return;
      }
      writeSessionDraft(userId, change);
    },
    [userId],
  );
  return [own, update] as const;
}
