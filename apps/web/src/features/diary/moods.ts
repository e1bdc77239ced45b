/** Mood on the check-in's scale: 1 (very low) … 5 (great); the words are under `diary:mood`. */
import { Annoyed, Frown, Laugh, Meh, Smile, type LucideIcon } from 'lucide-react';

export const MOODS = [1, 2, 3, 4, 5] as const;

/**
 * A face beside each word (never instead of it). Icons rather than emoji, which depend on the
 * device's fonts and show as empty boxes where it has none.
 */
export const MOOD_ICONS: Record<number, LucideIcon> = {
  1: Frown,
  2: Annoyed,
  3: Meh,
  4: Smile,
  5: Laugh,
};
