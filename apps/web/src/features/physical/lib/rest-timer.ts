/**
 * The rest timer between sets as two timestamps rather than a counter: browsers slow or stop a
 * background tab's intervals, so a countdown that subtracts a second per tick falls behind. The
 * time left is always `endsAt − now`, right the moment the tab is looked at again, and it survives a
 * reload because the timestamps are kept with the session in progress.
 */
export interface RestTimer {
  /** Epoch milliseconds. */
  startedAt: number;
  endsAt: number;
}

/** The choices offered, in seconds (a new session starts with 90 s). */
export const REST_CHOICES_S = [60, 90, 120, 180] as const;
/** What the −/+ buttons take off or add. */
export const REST_STEP_S = 15;
/** A rest is never set longer than this (an hour is no longer a rest between sets). */
const MAX_REST_S = 60 * 60;

export function startRest(now: number, seconds: number): RestTimer {
  const bounded = Math.min(Math.max(seconds, 0), MAX_REST_S);
  return { startedAt: now, endsAt: now + bounded * 1000 };
}

/** Milliseconds left, never negative. */
export function restRemainingMs(timer: RestTimer, now: number): number {
  return Math.max(0, timer.endsAt - now);
}

/** Adds (or with a negative step takes off) time; a rest taken below now is over. */
export function adjustRest(timer: RestTimer, now: number, deltaSeconds: number): RestTimer {
  const endsAt = Math.max(now, timer.endsAt + deltaSeconds * 1000);
  const longest = now + MAX_REST_S * 1000;
  return { startedAt: timer.startedAt, endsAt: Math.min(endsAt, longest) };
}

/** `m:ss` of a remaining time, rounded up so "0:00" shows only when the rest is over. */
export function clockText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
