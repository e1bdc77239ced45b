/**
 * `POST /api/v1/physical/import`: a Strong or Hevy CSV export (up to 10 MB, sent as JSON text)
 * turned into sessions. Rows that cannot be read are reported by line and the rest imported; a
 * session imported before is skipped, so importing the same file again creates nothing.
 */
import { importReportSchema, importRequestSchema } from '@ascend/contracts';
import { apiEndpoint } from '../../http/api-route.js';
import { apiUserOf } from '../../http/authenticate.js';
import { errorResponses } from '../../http/error-responses.js';
import { defaultPreferences } from '../../settings/default-preferences.js';
import { importWorkouts } from './import-workouts.js';
import { readImport } from './read-import.js';

export const importWorkoutsCsv = apiEndpoint({
  schema: {
    tags: ['physical'],
    summary: 'Import a Strong or Hevy CSV export',
    description:
      'The file’s text as `csv` (at most 10 MB). Its header row tells the app (or `format` ' +
      'names it; a file of another layout is a 422). Times are read in your time zone; a Strong ' +
      'file’s weights in `weight_unit` (its current layout does not name them). Exercises are ' +
      'matched by name to the library or yours, others created as yours. Rows that cannot be ' +
      'read are reported by line (the first 100) and the others imported.',
    body: importRequestSchema,
    response: { 200: importReportSchema, ...errorResponses(400, 401, 413, 415, 422, 429) },
  },
  handler: async (request, _reply, { database, settings }) => {
    const user = apiUserOf(request);
    const { csv, format, weight_unit: weightUnit } = request.body;
    const read = readImport(csv, { format, weightUnit });
    const preferences = await settings.preferences(user.id, () =>
      defaultPreferences(user.claims.user_metadata),
    );
    return importWorkouts(
      database,
      { userId: user.id, timeZone: preferences.timezone, dayStartsAt: preferences.dayStartsAt },
      read,
    );
  },
});
