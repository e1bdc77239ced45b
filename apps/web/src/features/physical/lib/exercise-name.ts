/** An exercise's name in the language shown (the user's own exercise has one name in both). */
import type { Exercise } from '@ascend/contracts';

export function exerciseName(exercise: Exercise | undefined, language: string): string {
  if (!exercise) return '';
  return language.startsWith('es') ? exercise.names.es : exercise.names.en;
}
