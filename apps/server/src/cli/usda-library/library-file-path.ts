import { fileURLToPath } from 'node:url';

/** The committed library file in the source tree (from src/ or dist/ alike). */
export const LIBRARY_FILE_PATH = fileURLToPath(
  new URL('../../../src/api/nutrition/library/data/usda-library.json', import.meta.url),
);
