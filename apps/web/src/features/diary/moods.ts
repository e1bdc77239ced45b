/** Mood on the check-in's scale: 1 (very low) … 5 (great); the words are under `diary:mood`. */
export const MOODS = [1, 2, 3, 4, 5] as const;

/** A face beside each word (never instead of it). */
export const MOOD_EMOJI: Record<number, string> = {
  1: '😞',
  2: '🙁',
  3: '😐',
  4: '🙂',
  5: '😄',
};
