/**
 * Sends the session in progress to the server whenever it has changes the server lacks: one
 * request at a time, the whole session each time (idempotent by its id), so changes made while a
 * request is out go with the next one. Without a connection the draft stays on the device and is
 * sent when the browser says it is back online (or at the next change). Conflicts: the device's
 * copy is the session's truth while it is open; each save replaces the server's copy whole, and
 * a second tab of the same browser shares the one draft (the last change made in either wins).
 * A finished session leaves the device once the server has it.
 */
import type { Workout } from '@ascend/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useSaveWorkout } from '@/lib/physical/save-workout';
import type { SessionDraft } from './session-draft';
import { readSessionDraft, writeSessionDraft } from './session-store';
import { withRecords, workoutWriteOf } from './session-write';

export type SyncState =
  | { kind: 'saved' }
  | { kind: 'saving' }
  /** No connection: kept on this device. */
  | { kind: 'offline' }
  /** The server refused the session (its detail), kept on this device until it is fixed. */
  | { kind: 'refused'; error: unknown };

const TYPING_PAUSE_MS = 2_000;

/** Why the last request failed, and at which revision. */
interface Failure {
  kind: 'offline' | 'refused';
  revision: number;
  error: unknown;
}

export function useSessionSync(
  draft: SessionDraft | null,
  onFinished: (workout: Workout) => void,
): SyncState {
  const save = useSaveWorkout();
  const sending = useRef(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  // Bumped to try again: the connection came back, or a request ended with changes left.
  const [attempt, setAttempt] = useState(0);
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  });

  useEffect(() => {
    const retry = () => {
      setFailure(null);
      setAttempt((value) => value + 1);
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);

  const pending = draft !== null && draft.revision > draft.saved_revision;
  const userId = draft?.user_id ?? '';
  const draftId = draft?.id ?? '';
  const revision = draft?.revision ?? 0;
  // A failed revision is not sent again until it changes or the connection returns.
  const blocked = failure !== null && failure.revision === revision;
  const urgent = draft !== null && draft.urgent_revision > draft.saved_revision;
  // Typing waits for a pause; a done set, an added exercise or the finish goes at once.
  const [quiet, setQuiet] = useState<number | null>(null);
  useEffect(() => {
    if (!pending || urgent) return;
    const timer = window.setTimeout(() => setQuiet(revision), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [pending, urgent, revision]);
  const due = urgent || quiet === revision;

  useEffect(() => {
    if (!pending || !due || blocked || sending.current) return;
    const current = readSessionDraft(userId);
    if (!current || current.id !== draftId) return;
    sending.current = true;
    const sent = current.revision;
    save.mutate(
      { id: current.id, workout: workoutWriteOf(current) },
      {
        onSuccess: (saved) => {
          setFailure(null);
          const latest = readSessionDraft(userId);
          if (!latest || latest.id !== saved.id) return;
          const next = withRecords(
            { ...latest, saved_revision: Math.max(latest.saved_revision, sent) },
            saved,
          );
          if (next.finished_at !== null && next.saved_revision >= next.revision) {
            writeSessionDraft(userId, null);
            finished.current(saved);
          } else {
            writeSessionDraft(userId, next);
          }
        },
        onError: (error) => {
          const offline = error instanceof ApiError && error.kind === 'network';
          setFailure({ kind: offline ? 'offline' : 'refused', revision: sent, error });
        },
        onSettled: () => {
          sending.current = false;
          setAttempt((value) => value + 1);
        },
      },
    );
    // `save.mutate` is the one mutation's; `attempt` re-runs this after each request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending, due, blocked, revision, userId, draftId, attempt]);

  if (failure && failure.revision === revision) {
    return failure.kind === 'offline'
      ? { kind: 'offline' }
      : { kind: 'refused', error: failure.error };
  }
  return pending ? { kind: 'saving' } : { kind: 'saved' };
}
