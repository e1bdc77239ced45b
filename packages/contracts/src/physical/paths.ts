/** The physical area's routes under /api/v1 (api/routes.ts mounts the same paths). */
const id = (value: string) => encodeURIComponent(value);

export const PHYSICAL_PATHS = {
  exercises: '/physical/exercises',
  exercise: (exerciseId: string) => `/physical/exercises/${id(exerciseId)}`,
  exerciseHistory: (exerciseId: string) => `/physical/exercises/${id(exerciseId)}/history`,
  workouts: '/physical/workouts',
  workout: (workoutId: string) => `/physical/workouts/${id(workoutId)}`,
  workoutSets: (workoutId: string) => `/physical/workouts/${id(workoutId)}/sets`,
  routines: '/physical/routines',
  routine: (routineId: string) => `/physical/routines/${id(routineId)}`,
  records: '/physical/records',
  volume: '/physical/volume',
  measurements: '/physical/measurements',
  measurement: (date: string) => `/physical/measurements/${id(date)}`,
  import: '/physical/import',
} as const;
