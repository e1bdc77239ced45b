/**
 * `/api/v1/nutrition/foods` and `/nutrition/favourites`: searching foods (own, library, products),
 * reading one, and the user's own foods and favourite marks.
 */
import {
  foodLanguageQuerySchema,
  foodRefParamsSchema,
  foodRefSchema,
  foodSchema,
  foodSearchQuerySchema,
  foodSearchResultSchema,
  ownFoodInputSchema,
  ownFoodListQuerySchema,
  ownFoodListSchema,
  ownFoodSchema,
  type FoodRef,
} from '@ascend/contracts';
import { z } from 'zod';
import { ApiError } from '../../http/api-error.js';
import { apiEndpoint } from '../../http/api-route.js';
import { apiUserOf } from '../../http/authenticate.js';
import { errorResponses } from '../../http/error-responses.js';
import { foodsRepository } from './foods-repository.js';
import { ownFoodPage } from './own-food-list.js';

const tags = ['nutrition'];
const uuid = z.uuid();
const ownFoodParams = z.strictObject({
  id: z.string().meta({ description: 'The own food’s id (a UUID)', format: 'uuid' }),
});
const noSuchFood = () => new ApiError(404, 'No such food');

/** A food named by the path: one that cannot exist (a wrong check digit, no UUID) is not found. */
function foodRefOf(params: { source: string; id: string }): FoodRef {
  const ref = foodRefSchema.safeParse(params);
  if (!ref.success) throw noSuchFood();
  return ref.data;
}

function ownIdOf(id: string): string {
  if (!uuid.safeParse(id).success) throw noSuchFood();
  return id;
}

export const searchFoods = apiEndpoint({
  schema: {
    tags,
    summary: 'Foods by name: favourites, recent, own, library, then looked-up products',
    description:
      'Words in any order, accents ignored; library foods are named in `lang`. Without `q`, the ' +
      'favourites and the foods used most recently. A barcode as `q` finds the own food created ' +
      'for it.',
    querystring: foodSearchQuerySchema,
    response: { 200: foodSearchResultSchema, ...errorResponses(400, 401, 422) },
  },
  handler: async (request, _reply, { database }) => {
    const user = apiUserOf(request);
    return { foods: await foodsRepository(database).search(user.id, request.query) };
  },
});

export const listOwnFoods = apiEndpoint({
  schema: {
    tags,
    summary: 'The user’s own foods, by name, a page at a time; `q` narrows them by words',
    description:
      'Ordered by name (case and accents ignored). Words in any order, accents ignored, each ' +
      'starting a word of the name or brand. `next_cursor`, given back as `cursor`, reads the ' +
      'next page; a cursor that is not one is a 400.',
    querystring: ownFoodListQuerySchema,
    response: { 200: ownFoodListSchema, ...errorResponses(400, 401, 422) },
  },
  handler: async (request, _reply, { database }) => {
    const user = apiUserOf(request);
    return ownFoodPage(await foodsRepository(database).allOwn(user.id), request.query);
  },
});

export const readFood = apiEndpoint({
  schema: {
    tags,
    summary: 'One food: an own food (UUID), a library food (NDB number) or a looked-up product',
    params: foodRefParamsSchema,
    querystring: foodLanguageQuerySchema,
    response: { 200: foodSchema, ...errorResponses(400, 401, 404) },
  },
  handler: async (request, _reply, { database }) => {
    const user = apiUserOf(request);
    const food = await foodsRepository(database).find(
      user.id,
      foodRefOf(request.params),
      request.query.lang,
    );
    if (!food) throw noSuchFood();
    return food;
  },
});

export const createOwnFood = apiEndpoint({
  schema: {
    tags,
    summary: 'Create an own food (values per 100 g or 100 ml, servings, the barcode it is for)',
    body: ownFoodInputSchema,
    response: { 201: ownFoodSchema, ...errorResponses(400, 401, 409, 413, 415, 422, 429) },
  },
  handler: async (request, reply, { database }) => {
    const user = apiUserOf(request);
    return reply.code(201).send(await foodsRepository(database).createOwn(user.id, request.body));
  },
});

export const updateOwnFood = apiEndpoint({
  schema: {
    tags,
    summary: 'Replace an own food; diary items keep the copy they were added with',
    params: ownFoodParams,
    body: ownFoodInputSchema,
    response: { 200: ownFoodSchema, ...errorResponses(400, 401, 404, 413, 415, 422, 429) },
  },
  handler: async (request, _reply, { database }) => {
    const user = apiUserOf(request);
    const food = await foodsRepository(database).updateOwn(
      user.id,
      ownIdOf(request.params.id),
      request.body,
    );
    if (!food) throw noSuchFood();
    return food;
  },
});

export const deleteOwnFood = apiEndpoint({
  schema: {
    tags,
    summary: 'Delete an own food; diary items keep the copy they were added with',
    params: ownFoodParams,
    response: { 204: z.null(), ...errorResponses(401, 404, 429) },
  },
  handler: async (request, reply, { database }) => {
    const user = apiUserOf(request);
    if (!(await foodsRepository(database).removeOwn(user.id, ownIdOf(request.params.id)))) {
      throw noSuchFood();
    }
    return reply.code(204).send(null);
  },
});

export const markFavourite = apiEndpoint({
  schema: {
    tags,
    summary: 'Mark a food as a favourite (listed first in searches)',
    params: foodRefParamsSchema,
    response: { 204: z.null(), ...errorResponses(401, 404, 429) },
  },
  handler: async (request, reply, { database }) => {
    const user = apiUserOf(request);
    const foods = foodsRepository(database);
    const ref = foodRefOf(request.params);
    if (!(await foods.resolve(user.id, ref, 'en'))) throw noSuchFood();
    await foods.setFavourite(user.id, ref, true);
    return reply.code(204).send(null);
  },
});

export const unmarkFavourite = apiEndpoint({
  schema: {
    tags,
    summary: 'Remove a food from the favourites (nothing to remove is fine)',
    params: foodRefParamsSchema,
    response: { 204: z.null(), ...errorResponses(401, 404, 429) },
  },
  handler: async (request, reply, { database }) => {
    const user = apiUserOf(request);
    await foodsRepository(database).setFavourite(user.id, foodRefOf(request.params), false);
    return reply.code(204).send(null);
  },
});
