import { describe, expect, it } from 'vitest';
import { StimulusClock, type FrameClock } from './stimulus-clock';

/** A scripted clock: timers and frames run when `advance` passes their time (frames every 16 ms). */
function scriptedClock() {
  let now = 0;
  let next = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const frames = new Map<number, (t: number) => void>();
  const clock: FrameClock = {
    now: () => now,
    setTimer: (run, ms) => {
      timers.set(next, { at: now + ms, run });
      return next++;
    },
    clearTimer: (handle) => void timers.delete(handle),
    requestFrame: (run) => {
      frames.set(next, run);
      return next++;
    },
    cancelFrame: (handle) => void frames.delete(handle),
  };
  function advance(ms: number) {
    const end = now + ms;
    while (now < end) {
      now += 1;
      for (const [handle, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(handle);
          timer.run();
        }
      }
      if (now % 16 === 0) {
        const due = [...frames];
        frames.clear();
        for (const [, run] of due) run(now);
      }
    }
  }
  return { clock, advance, now: () => now, pending: () => timers.size + frames.size };
}

describe('StimulusClock', () => {
  it('takes the onset from the frame that drew the stimulus and the response from the event', () => {
    const fake = scriptedClock();
    const engine = new StimulusClock(fake.clock);
    const shown: number[] = [];
    engine.arm(1500, { show: (t) => shown.push(t) });
    fake.advance(1499);
    expect(shown).toEqual([]);
    fake.advance(20);
    // The timer fired at 1500; the next frame is at 1504.
    expect(shown).toEqual([1504]);
    const outcome = engine.respond(1504 + 263);
    expect(outcome).toEqual({ kind: 'response', onset: 1504, response: 1767, rt: 263 });
    expect(engine.active).toBe(false);
  });

  it('times a press before the stimulus from when it was due, and shows nothing after it', () => {
    const fake = scriptedClock();
    const engine = new StimulusClock(fake.clock);
    const shown: number[] = [];
    engine.arm(2000, { show: (t) => shown.push(t) });
    fake.advance(1000);
    expect(engine.respond(fake.now())).toEqual({ kind: 'early', rt: -1000 });
    fake.advance(3000);
    expect(shown).toEqual([]);
    expect(fake.pending()).toBe(0);
  });

  it('gives a fast response after the onset its time, for the scoring rule to judge', () => {
    const fake = scriptedClock();
    const engine = new StimulusClock(fake.clock);
    engine.arm(100, { show: () => undefined });
    fake.advance(120);
    expect(engine.respond(112 + 40)).toEqual({
      kind: 'response',
      onset: 112,
      response: 152,
      rt: 40,
    });
  });

  it('reports a miss when nothing comes in time, and then ignores a late press', () => {
    const fake = scriptedClock();
    const engine = new StimulusClock(fake.clock);
    const missed: number[] = [];
    engine.arm(100, { show: () => undefined, missAfterMs: 5000, onMiss: (t) => missed.push(t) });
    fake.advance(5111);
    expect(missed).toEqual([]);
    fake.advance(2);
    expect(missed).toEqual([112]);
    expect(engine.respond(fake.now())).toEqual({ kind: 'ignored' });
  });

  it('drops a pending trial on pause, so nothing shows until it is armed again', () => {
    const fake = scriptedClock();
    const engine = new StimulusClock(fake.clock);
    const shown: number[] = [];
    engine.arm(1500, { show: (t) => shown.push(t) });
    fake.advance(1501);
    engine.pause();
    fake.advance(5000);
    expect(shown).toEqual([]);
    expect(engine.respond(fake.now())).toEqual({ kind: 'ignored' });
    engine.arm(1500, { show: (t) => shown.push(t) });
    fake.advance(1520);
    expect(shown).toHaveLength(1);
  });
});
