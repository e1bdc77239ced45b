/**
 * The physical area's bounds (issue 18, "Bad input and limits"): what a person can lift, repeat or
 * last in one set, and how much one account may hold. A value past them is a typing slip or a
 * script, refused with a 4xx rather than stored.
 */
export const PHYSICAL_LIMITS = {
  /** Repetitions in one set. */
  maxReps: 1_000,
  /** Load of one set, kilograms (stored in kg; the web converts pounds). */
  maxWeightKg: 1_000,
  /** Reps in reserve: 0 (failure) … 10. */
  maxRir: 10,
  /** One set's duration, and a session's (finished − started): 24 h. */
  maxDurationSeconds: 86_400,
  /** One set's distance, metres. */
  maxDistanceMetres: 1_000_000,
  /** Sets in one session, warm-ups included. */
  maxSetsPerWorkout: 200,
  /** Exercise entries in one session or routine. */
  maxExercisesPerWorkout: 50,
  /** Target sets of one routine entry. */
  maxTargetSets: 20,
  /** Names of workouts, routines and the user's exercises. */
  maxNameLength: 100,
  /** Notes of a workout, an entry or a routine. */
  maxNoteLength: 1_000,
  /** The user's own exercises, routines. */
  maxUserExercises: 500,
  maxRoutines: 100,
  /** Muscle groups listed on one exercise. */
  maxMuscles: 6,
  /** A CSV export of another logger, bytes. */
  importMaxBytes: 10 * 1024 * 1024,
  /** Rows of an import report's problem list (the count covers them all). */
  importMaxReportedProblems: 100,
  /** A search of the exercise library. */
  maxSearchLength: 100,
} as const;
