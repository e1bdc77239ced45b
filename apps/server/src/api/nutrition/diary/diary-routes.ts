/**
 * `/api/v1/nutrition/diary` and `/nutrition/totals`: the food diary of the user's days (the
 * tracking issue's local day), items added, changed, deleted, a meal copied from another day, and
 * per-day totals for the month view and the weekly chart.
 */
import {
  diaryDayParamsSchema,
  diaryDaySchema,
  diaryItemCreateSchema,
  diaryItemSchema,
  diaryItemUpdateSchema,
  diaryMealParamsSchema,
  foodLanguageQuerySchema,
  mealCopySchema,
  nutritionTotalsQuerySchema,
  nutritionTotalsSchema,
} from '@ascend/contracts';
import { z } from 'zod';
import { ApiError, unprocessable } from '../../http/api-error.js';
import { apiEndpoint } from '../../http/api-route.js';
import { apiUserOf } from '../../http/authenticate.js';
import { errorResponses } from '../../http/error-responses.js';
import { refuseFutureDate, userToday } from '../../tracking/user-day.js';
import { foodsRepository } from '../foods/foods-repository.js';

const tags = ['nutrition'];
const uuid = z.uuid();
const itemParams = z.strictObject({
  id: z.string().meta({ description: 'The item’s id (a UUID)', format: 'uuid' }),
});
const noSuchItem = () => new ApiError(404, 'No such diary item');

function itemIdOf(id: string): string {
  if (!uuid.safeParse(id).success) throw noSuchItem();
  return id;
}

export const readDiaryDay = apiEndpoint({
  schema: {
    tags,
    summary: 'A day of the food diary: every meal with its items and totals, and the day’s',
    description:
      'Energy in kcal and kJ (1 kcal = 4.184 kJ), protein, carbohydrate, sugars, fat, saturated ' +
      'fat, fibre and salt; totals add the unrounded amounts and are then rounded as shown. A ' +
      'nutrient a food does not state is not counted, and `incomplete_items` says how many.',
    params: diaryDayParamsSchema,
    querystring: foodLanguageQuerySchema,
    response: { 200: diaryDaySchema, ...errorResponses(400, 401, 422) },
  },
  handler: async (request, _reply, { foodDiary }) => {
    const user = apiUserOf(request);
    return foodDiary.day(user.id, request.params.date, request.query.lang);
  },
});

export const addDiaryItem = apiEndpoint({
  schema: {
    tags,
    summary: 'Add a food to a meal of a day',
    description:
      'An amount in the food’s unit (g or ml) or a number of its servings, at most 5 kg in all ' +
      '(422). A product must have been looked up first (`GET /products/{barcode}`); another ' +
      'user’s food, or one that does not exist, is a 404. `scanned: true` records a product scan.',
    params: diaryDayParamsSchema,
    querystring: foodLanguageQuerySchema,
    body: diaryItemCreateSchema,
    response: { 201: diaryItemSchema, ...errorResponses(400, 401, 404, 413, 415, 422, 429) },
  },
  handler: async (request, reply, { database, settings, foodDiary }) => {
    const user = apiUserOf(request);
    const today = await userToday(settings, user);
    refuseFutureDate(request.params.date, today, ['path', 'date']);
    const food = await foodsRepository(database).resolve(
      user.id,
      request.body.food,
      request.query.lang,
    );
    if (!food) throw new ApiError(404, 'No such food');
    const item = await foodDiary.add(
      user.id,
      { date: request.params.date, food, input: request.body, scanDate: today },
      request.query.lang,
    );
    return reply.code(201).send(item);
  },
});

export const updateDiaryItem = apiEndpoint({
  schema: {
    tags,
    summary: 'Change a diary item’s amount, meal or day',
    params: itemParams,
    querystring: foodLanguageQuerySchema,
    body: diaryItemUpdateSchema,
    response: { 200: diaryItemSchema, ...errorResponses(400, 401, 404, 413, 415, 422, 429) },
  },
  handler: async (request, _reply, { database, settings, foodDiary }) => {
    const user = apiUserOf(request);
    if (request.body.date !== undefined) {
      refuseFutureDate(request.body.date, await userToday(settings, user), ['body', 'date']);
    }
    const foods = foodsRepository(database);
    const item = await foodDiary.update(
      user.id,
      itemIdOf(request.params.id),
      request.body,
      (row) =>
        foods.resolve(user.id, { source: row.food_source, id: row.food_id }, request.query.lang),
      request.query.lang,
    );
    if (!item) throw noSuchItem();
    return item;
  },
});

export const deleteDiaryItem = apiEndpoint({
  schema: {
    tags,
    summary: 'Delete a diary item',
    params: itemParams,
    response: { 204: z.null(), ...errorResponses(401, 404, 429) },
  },
  handler: async (request, reply, { foodDiary }) => {
    const user = apiUserOf(request);
    if (!(await foodDiary.remove(user.id, itemIdOf(request.params.id)))) {
      throw noSuchItem();
    }
    return reply.code(204).send(null);
  },
});

export const copyMeal = apiEndpoint({
  schema: {
    tags,
    summary: 'Copy a meal of another day into this meal (its items are added)',
    description:
      'Copies `from_meal` (this meal when not given) of `from_date`. Copying a meal into itself ' +
      'is a 422; an empty meal copies nothing.',
    params: diaryMealParamsSchema,
    querystring: foodLanguageQuerySchema,
    body: mealCopySchema,
    response: { 200: diaryDaySchema, ...errorResponses(400, 401, 413, 415, 422, 429) },
  },
  handler: async (request, _reply, { settings, foodDiary }) => {
    const user = apiUserOf(request);
    const { date, meal } = request.params;
    refuseFutureDate(date, await userToday(settings, user), ['path', 'date']);
    const from = { date: request.body.from_date, meal: request.body.from_meal ?? meal };
    if (from.date === date && from.meal === meal) {
      throw unprocessable(
        ['body', 'from_date'],
        'A meal cannot be copied into itself',
        'same_meal',
      );
    }
    const { day } = await foodDiary.copyMeal(user.id, { date, meal }, from, request.query.lang);
    return day;
  },
});

export const readNutritionTotals = apiEndpoint({
  schema: {
    tags,
    summary: 'Per-day totals of a range of days (at most 62): the month view and the weekly chart',
    querystring: nutritionTotalsQuerySchema,
    response: { 200: nutritionTotalsSchema, ...errorResponses(400, 401, 422) },
  },
  handler: async (request, _reply, { foodDiary }) => {
    const user = apiUserOf(request);
    return foodDiary.totals(user.id, request.query.from, request.query.to);
  },
});
