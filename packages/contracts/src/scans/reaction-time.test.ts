import { describe, expect, it } from 'vitest';
import { randomWaitMs, reactionTimeOutcome, scoreReactionTime } from './reaction-time.js';

const trial = (response_ms: number | null, wait_ms = 2000) => ({ wait_ms, response_ms });

describe('reaction time scoring', () => {
  it('scores the median of five valid trials', () => {
    const scored = scoreReactionTime([300, 250, 280, 410, 260].map((ms) => trial(ms)));
    expect(scored).toEqual({
      ok: true,
      summary: { median_ms: 280, fastest_ms: 250, anticipations: 0, misses: 0 },
    });
  });

  it('refuses anticipations (under 100 ms, or before the stimulus) and repeats them', () => {
    const scored = scoreReactionTime([
      trial(-300),
      trial(99.9),
      trial(100),
      trial(200),
      trial(220),
      trial(240),
      trial(260),
    ]);
    expect(scored).toEqual({
      ok: true,
      summary: { median_ms: 220, fastest_ms: 100, anticipations: 2, misses: 0 },
    });
  });

  it('counts no answer, or one over 5 s, as a miss rather than a reaction', () => {
    expect(reactionTimeOutcome(trial(null))).toBe('miss');
    expect(reactionTimeOutcome(trial(5000.1))).toBe('miss');
    expect(reactionTimeOutcome(trial(5000))).toBe('valid');
    const scored = scoreReactionTime([
      trial(null),
      trial(7000),
      ...[300, 310, 320, 330, 340].map((ms) => trial(ms)),
    ]);
    expect(scored.ok && scored.summary.misses).toBe(2);
    expect(scored.ok && scored.summary.median_ms).toBe(320);
  });

  it('refuses a test without exactly five valid trials', () => {
    expect(scoreReactionTime([300, 310, 320, 330].map((ms) => trial(ms))).ok).toBe(false);
    expect(scoreReactionTime([300, 310, 320, 330, 340, 350].map((ms) => trial(ms))).ok).toBe(false);
  });

  it('refuses a test that goes on after its fifth valid trial', () => {
    const trials = [...[300, 310, 320, 330, 340].map((ms) => trial(ms)), trial(50)];
    expect(scoreReactionTime(trials)).toMatchObject({ ok: false });
  });

  it('refuses an answer earlier than the start of its trial', () => {
    const trials = [trial(-2500, 2000), ...[300, 310, 320, 330, 340].map((ms) => trial(ms))];
    expect(scoreReactionTime(trials)).toEqual({
      ok: false,
      problem: 'An answer cannot come before the trial began',
    });
  });

  it('refuses more than 20 refused trials', () => {
    const trials = [
      ...Array.from({ length: 21 }, () => trial(20)),
      ...[300, 310, 320, 330, 340].map((ms) => trial(ms)),
    ];
    expect(scoreReactionTime(trials).ok).toBe(false);
    expect(scoreReactionTime(trials.slice(1)).ok).toBe(true);
  });

  it('rounds to a tenth of a millisecond', () => {
    const scored = scoreReactionTime([250.04, 260.26, 270.55, 280, 290].map((ms) => trial(ms)));
    expect(scored.ok && scored.summary).toMatchObject({ median_ms: 270.6, fastest_ms: 250 });
  });

  it('draws waits between 1.5 and 4 s', () => {
    expect(randomWaitMs(() => 0)).toBe(1500);
    expect(randomWaitMs(() => 0.999_999)).toBe(4000);
    expect(randomWaitMs(() => 0.5)).toBe(2750);
  });
});
