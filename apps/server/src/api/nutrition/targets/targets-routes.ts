/** `/api/v1/nutrition/targets`: the daily targets, suggested by the equation or the user's own. */
import { ageOn, targetsStateSchema, targetsUpdateSchema } from '@ascend/contracts';
import { unprocessable } from '../../http/api-error.js';
import { apiEndpoint } from '../../http/api-route.js';
import { apiUserOf } from '../../http/authenticate.js';
import { errorResponses } from '../../http/error-responses.js';
import { userToday } from '../../tracking/user-day.js';
import { targetsRepository } from './targets-repository.js';

const tags = ['nutrition'];

/** The equation was derived from adults aged 19 to 78 (Mifflin et al. 1990); adults only here. */
const ADULT_AGE = 18;

const description =
  'The suggestion: Mifflin–St Jeor resting energy × the activity factor, moved by the goal ' +
  '(7,700 kcal per kg a week, spread over 7 days), never below 1,200 kcal; macros split by the ' +
  'pattern at 4/4/9 kcal per gram. The weight is the latest check-in’s, else the one given. ' +
  '`custom` numbers replace the suggestion in `effective`. Not medical advice.';

export const readTargets = apiEndpoint({
  schema: {
    tags,
    summary: 'The daily targets: inputs, the suggestion, the user’s own numbers',
    description,
    response: { 200: targetsStateSchema, ...errorResponses(401) },
  },
  handler: async (request, _reply, { database, settings }) => {
    const user = apiUserOf(request);
    return targetsRepository(database).read(user.id, await userToday(settings, user));
  },
});

export const writeTargets = apiEndpoint({
  schema: {
    tags,
    summary: 'Set the inputs of the suggestion and/or the user’s own numbers',
    description,
    body: targetsUpdateSchema,
    response: { 200: targetsStateSchema, ...errorResponses(400, 401, 413, 415, 422, 429) },
  },
  handler: async (request, _reply, { database, settings }) => {
    const user = apiUserOf(request);
    const today = await userToday(settings, user);
    const birth = request.body.inputs?.birth_date;
    if (birth !== undefined && (birth > today || ageOn(birth, today) < ADULT_AGE)) {
      throw unprocessable(
        ['body', 'inputs', 'birth_date'],
        `The equation is for adults: ${ADULT_AGE} or older`,
        'not_adult',
      );
    }
    return targetsRepository(database).write(user.id, request.body, today);
  },
});
