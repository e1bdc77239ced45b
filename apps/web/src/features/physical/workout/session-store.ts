/**
 * Where the session in progress is kept: one localStorage entry, read and written through this
 * module only. Each change is written at once (a reload a second later finds it), and other tabs
 * of the same browser follow it through the `storage` event, so two open tabs show one session and
 * the last change made in either wins. The entry names its user: another account signed in on the
 * same browser never sees it, and sign-out removes it with the user's other `ascend-` entries.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { sessionDraftSchema, type SessionDraft } from './session-draft';

export const SESSION_STORAGE_KEY = 'ascend-physical-session';

const listeners = new Set<() => void>();
/** The last raw value read, and what it parsed to, so a snapshot is stable between changes. */
let cached: { raw: string | null; draft: SessionDraft | null } = { raw: null, draft: null };

function readRaw(): string | null {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY);
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

function snapshot(): SessionDraft | null {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, draft: parse(raw) };
  return cached.draft;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Writes the draft (or removes it with null); false when the browser refused to store it. */
export function writeSessionDraft(draft: SessionDraft | null): boolean {
  let stored = true;
  try {
    if (draft === null) localStorage.removeItem(SESSION_STORAGE_KEY);
    else localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    stored = false;
  }
  notify();
  return stored;
}

export function readSessionDraft(userId: string): SessionDraft | null {
  const draft = snapshot();
  return draft && draft.user_id === userId ? draft : null;
}

/** The user's session in progress and a way to change it (an updater, like setState's). */
export function useSessionDraft(userId: string) {
  const draft = useSyncExternalStore(subscribe, snapshot, () => null);
  const own = draft && draft.user_id === userId ? draft : null;
  const update = useCallback(
    (change: SessionDraft | null | ((draft: SessionDraft) => SessionDraft)) => {
      if (typeof change === 'function') {
        const current = readSessionDraft(userId);
        if (current) writeSessionDraft(change(current));
        return;
      }
      writeSessionDraft(change);
    },
    [userId],
  );
  return [own, update] as const;
}
