/** `/api/v1/settings`: the signed-in user's personal info and preferences. */
import {
  personalInfoSchema,
  userPreferencesSchema,
  userSettingsSchema,
  userSettingsUpdateSchema,
} from '@ascend/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiUserOf, type ApiUser } from '../http/authenticate.js';
import { errorResponses } from '../http/error-responses.js';
import type { ApiRouteOptions } from '../http/route-options.js';
import { defaultPreferences } from './default-preferences.js';
import type { SettingsRepository } from './settings-repository.js';

const defaultsFor = (user: ApiUser) => () => defaultPreferences(user.claims.user_metadata);

export function settingsRoutes(
  app: FastifyInstance,
  { settings, authenticate }: ApiRouteOptions & { settings: SettingsRepository },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  const security = [{ bearerAuth: [] }];

  routes.get(
    '/settings',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: "The user's settings; the defaults, stored, on the first read",
        response: { 200: userSettingsSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = apiUserOf(request);
      return settings.read(user.id, defaultsFor(user));
    },
  );

  routes.put(
    '/settings',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: 'Merge personal_info and/or preferences into the stored settings',
        description:
          'Keys given replace the stored ones (a personal_info key set to null is removed); ' +
          'keys not given are kept. Answers the whole new record.',
        body: userSettingsUpdateSchema,
        response: { 200: userSettingsSchema, ...errorResponses(400, 401, 422) },
      },
    },
    async (request) => {
      const user = apiUserOf(request);
      return settings.update(user.id, request.body, defaultsFor(user));
    },
  );

  routes.get(
    '/settings/personal',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: "The user's personal info",
        response: { 200: personalInfoSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = apiUserOf(request);
      return (await settings.read(user.id, defaultsFor(user))).personal_info;
    },
  );

  routes.get(
    '/settings/preferences',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: "The user's preferences",
        response: { 200: userPreferencesSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = apiUserOf(request);
      return (await settings.read(user.id, defaultsFor(user))).preferences;
    },
  );

  routes.post(
    '/settings/reset',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: 'Preferences back to the defaults (personal info is kept)',
        response: { 200: userSettingsSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = apiUserOf(request);
      return settings.resetPreferences(user.id, defaultsFor(user));
    },
  );
}
