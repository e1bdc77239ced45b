import { describe, expect, it } from 'vitest';
import { NUMBER_MEMORY, randomDigits, scoreNumberMemory } from './number-memory.js';

/** A sequence of `length` digits, answered right or wrong. */
const trial = (length: number, right: boolean) => {
  const digits = '9'.repeat(length);
  return { digits, answer: right ? digits : '1'.repeat(length) };
};

describe('number memory scoring', () => {
  it('scores the longest sequence recalled, ending after two misses at one length', () => {
    const scored = scoreNumberMemory([
      trial(3, true),
      trial(4, true),
      trial(5, false),
      trial(5, true),
      trial(6, false),
      trial(6, false),
    ]);
    expect(scored).toEqual({ ok: true, summary: { span: 5, reached_limit: false } });
  });

  it('scores 0 when not even three digits were recalled', () => {
    expect(scoreNumberMemory([trial(3, false), trial(3, false)])).toEqual({
      ok: true,
      summary: { span: 0, reached_limit: false },
    });
  });

  it('ends at the span limit, and says the result ties there', () => {
    const trials = [];
    for (let length = NUMBER_MEMORY.firstSpan; length <= NUMBER_MEMORY.maxSpan; length += 1) {
      trials.push(trial(length, true));
    }
    expect(scoreNumberMemory(trials)).toEqual({
      ok: true,
      summary: { span: NUMBER_MEMORY.maxSpan, reached_limit: true },
    });
    // Nothing can follow the limit's recall.
    expect(scoreNumberMemory([...trials, trial(NUMBER_MEMORY.maxSpan, true)]).ok).toBe(false);
  });

  it('does not tie at the limit when the longest sequence was missed twice', () => {
    const trials = [];
    for (let length = NUMBER_MEMORY.firstSpan; length < NUMBER_MEMORY.maxSpan; length += 1) {
      trials.push(trial(length, true));
    }
    trials.push(trial(NUMBER_MEMORY.maxSpan, false), trial(NUMBER_MEMORY.maxSpan, false));
    expect(scoreNumberMemory(trials)).toEqual({
      ok: true,
      summary: { span: NUMBER_MEMORY.maxSpan - 1, reached_limit: false },
    });
  });

  it('counts a partly right answer as a miss', () => {
    const scored = scoreNumberMemory([
      { digits: '123', answer: '124' },
      { digits: '456', answer: '45' },
    ]);
    expect(scored).toEqual({ ok: true, summary: { span: 0, reached_limit: false } });
  });

  it('refuses trials that skip a length, stop early, or go on after the end', () => {
    expect(scoreNumberMemory([trial(3, true), trial(5, false), trial(5, false)]).ok).toBe(false);
    expect(scoreNumberMemory([trial(4, false), trial(4, false)]).ok).toBe(false);
    expect(scoreNumberMemory([trial(3, true), trial(4, true)])).toEqual({
      ok: false,
      problem: 'The test is not finished',
    });
    expect(scoreNumberMemory([trial(3, false), trial(3, false), trial(3, true)])).toMatchObject({
      ok: false,
      problem: 'Trial 3 comes after the test ended',
    });
  });

  it('draws digits of the length asked, never starting with 0', () => {
    expect(randomDigits(5, () => 0)).toBe('10000');
    expect(randomDigits(3, () => 0.99)).toBe('999');
  });
});
