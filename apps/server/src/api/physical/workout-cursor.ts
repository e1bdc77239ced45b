/** The workouts list's page cursor: the last session's (started_at, id), both descending. */
import { z } from 'zod';
import { pageCursor } from '../http/page-cursor.js';

const cursor = pageCursor(z.tuple([z.string().max(40), z.uuid()]));

export interface WorkoutPosition {
  startedAt: string;
  id: string;
}

export const encodeWorkoutCursor = ({ startedAt, id }: WorkoutPosition): string =>
  cursor.encode([startedAt, id]);

export function decodeWorkoutCursor(text: string): WorkoutPosition {
  const [startedAt, id] = cursor.decode(text);
  return { startedAt, id };
}
