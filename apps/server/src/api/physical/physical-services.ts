/** The physical area's repositories, built once per server (api-plugin.ts) for its handlers. */
import type { AppDatabase } from '../../db/database.js';
import type { CheckInsRepository } from '../tracking/check-ins/check-ins-repository.js';
import { exercisesRepository } from './exercises-repository.js';
import { measurementsRepository } from './measurements-repository.js';
import { routinesRepository } from './routines-repository.js';
import { trainingFigures } from './training-figures.js';
import { workoutsRepository } from './workouts-repository.js';

export function physicalServices(database: AppDatabase, checkIns: CheckInsRepository) {
  return {
    exercises: exercisesRepository(database),
    workouts: workoutsRepository(database),
    routines: routinesRepository(database),
    figures: trainingFigures(database),
    measurements: measurementsRepository(database, checkIns),
  };
}

export type PhysicalServices = ReturnType<typeof physicalServices>;
