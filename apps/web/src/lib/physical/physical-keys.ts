/**
 * The query keys of the physical area, under the per-user prefix `['user', userId]` the app keeps
 * and forgets per user. A saved session makes the lists, histories, records and volume stale.
 */
export const physicalKeys = {
  all: (userId: string) => ['user', userId, 'physical'] as const,
  exercises: (userId: string) => [...physicalKeys.all(userId), 'exercises'] as const,
  workouts: (userId: string) => [...physicalKeys.all(userId), 'workouts'] as const,
  workout: (userId: string, id: string) => [...physicalKeys.workouts(userId), 'one', id] as const,
  routines: (userId: string) => [...physicalKeys.all(userId), 'routines'] as const,
  history: (userId: string, exerciseId: string) =>
    [...physicalKeys.all(userId), 'history', exerciseId] as const,
  volume: (userId: string, from: string, to: string) =>
    [...physicalKeys.all(userId), 'volume', from, to] as const,
  measurements: (userId: string) => [...physicalKeys.all(userId), 'measurements'] as const,
  measurementRange: (userId: string, from: string, to: string) =>
    [...physicalKeys.measurements(userId), from, to] as const,
};
