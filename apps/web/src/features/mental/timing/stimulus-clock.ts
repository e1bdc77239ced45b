/**
 * The timing engine of the cognitive tests. A stimulus is drawn inside a requestAnimationFrame
 * callback and its onset is that frame's timestamp; a response is the input event's `timeStamp`.
 * Both are on the page's monotonic clock (performance.now()'s), so `response − onset` measures
 * the person plus their device, never React's render or the event queue's delays.
 *
 * One trial at a time: `arm(wait)` waits, then shows on the next frame; `respond(event)` ends the
 * trial with the response time (negative for a press before the stimulus, measured from when it
 * was due) or, if nothing comes in time, `onMiss` reports a miss. Whether a time is a valid
 * reaction is the test's scoring rule (the contracts), not the engine's. `pause()` cancels
 * whatever is pending (a paused trial is never scored); the caller arms a fresh trial to resume.
 */

/** What the engine needs from the browser; tests pass a scripted one. */
export interface FrameClock {
  now(): number;
  requestFrame(callback: (frameTime: number) => void): number;
  cancelFrame(handle: number): void;
  setTimer(callback: () => void, ms: number): number;
  clearTimer(handle: number): void;
}

export const browserClock: FrameClock = {
  now: () => performance.now(),
  requestFrame: (callback) => requestAnimationFrame(callback),
  cancelFrame: (handle) => cancelAnimationFrame(handle),
  setTimer: (callback, ms) => window.setTimeout(callback, ms),
  clearTimer: (handle) => window.clearTimeout(handle),
};

export type TrialOutcome =
  | { kind: 'response'; onset: number; response: number; rt: number }
  /** Pressed before the stimulus: `rt` is negative, from when the stimulus was due. */
  | { kind: 'early'; rt: number }
  | { kind: 'ignored' };

export interface TrialHandlers {
  /** Draws the stimulus; runs inside the frame callback, so it must change the DOM directly. */
  show: (frameTime: number) => void;
  /** No response within `missAfterMs` of the onset. */
  onMiss?: (onset: number) => void;
  missAfterMs?: number;
}

type Phase =
  | { name: 'idle' }
  | { name: 'waiting'; timer: number; due: number }
  | { name: 'framing'; frame: number; due: number }
  | { name: 'shown'; onset: number; missTimer: number | null };

export class StimulusClock {
  private phase: Phase = { name: 'idle' };

  constructor(private readonly clock: FrameClock = browserClock) {}

  /** Schedules the stimulus: after `waitMs`, drawn on the next animation frame. */
  arm(waitMs: number, handlers: TrialHandlers): void {
    this.cancel();
    const due = this.clock.now() + waitMs;
    const timer = this.clock.setTimer(() => {
      const frame = this.clock.requestFrame((frameTime) => {
        handlers.show(frameTime);
        let missTimer: number | null = null;
        if (handlers.missAfterMs !== undefined && handlers.onMiss) {
          const onMiss = handlers.onMiss;
          missTimer = this.clock.setTimer(() => {
            this.phase = { name: 'idle' };
            onMiss(frameTime);
          }, handlers.missAfterMs);
        }
        this.phase = { name: 'shown', onset: frameTime, missTimer };
      });
      this.phase = { name: 'framing', frame, due };
    }, waitMs);
    this.phase = { name: 'waiting', timer, due };
  }

  /** Whether a trial is pending or showing (a key press then means something). */
  get active(): boolean {
    return this.phase.name !== 'idle';
  }

  /** Scores an input event's `timeStamp` against the current trial and ends the trial. */
  respond(eventTime: number): TrialOutcome {
    const phase = this.phase;
    if (phase.name === 'idle') return { kind: 'ignored' };
    this.cancel();
    if (phase.name !== 'shown') return { kind: 'early', rt: Math.min(0, eventTime - phase.due) };
    return {
      kind: 'response',
      onset: phase.onset,
      response: eventTime,
      rt: eventTime - phase.onset,
    };
  }

  /** Pauses: whatever was pending is dropped (the caller re-arms a new trial on resume). */
  pause(): void {
    this.cancel();
  }

  cancel(): void {
    const phase = this.phase;
    if (phase.name === 'waiting') this.clock.clearTimer(phase.timer);
    if (phase.name === 'framing') this.clock.cancelFrame(phase.frame);
    if (phase.name === 'shown' && phase.missTimer !== null) this.clock.clearTimer(phase.missTimer);
    this.phase = { name: 'idle' };
  }
}

/**
 * A timestamp for an instant the engine did not schedule itself (a digit sequence hidden, a
 * symbol shown by React): the next frame's, i.e. when the change reaches the screen.
 */
export function nextFrameTime(clock: FrameClock = browserClock): Promise<number> {
  return new Promise((resolve) => clock.requestFrame(resolve));
}
