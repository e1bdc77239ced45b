/** `/api/v1/settings`: the signed-in user's personal info and preferences. */
import {
  personalInfoSchema,
  userPreferencesSchema,
  userSettingsSchema,
  userSettingsUpdateSchema,
} from '@ascend/contracts';
import { apiEndpoint } from '../http/api-route.js';
import { apiUserOf, type ApiUser } from '../http/authenticate.js';
import { errorResponses } from '../http/error-responses.js';
import { unchanging } from '../../http/unchanging-payload.js';
import { defaultPreferences } from './default-preferences.js';

const defaultsFor = (user: ApiUser) => () => defaultPreferences(user.claims.user_metadata);

const tags = ['settings'];

export const readSettings = apiEndpoint({
  schema: {
    tags,
    summary: "The user's settings; the defaults, stored, on the first read",
    response: { 200: userSettingsSchema, ...errorResponses(401) },
  },
  handler: async (request, _reply, { settings }) => {
    const user = apiUserOf(request);
    // The cached record, the same for every request until it changes: serialised once.
    return unchanging(await settings.read(user.id, defaultsFor(user)));
  },
});

export const updateSettings = apiEndpoint({
  schema: {
    tags,
    summary: 'Merge personal_info and/or preferences into the stored settings',
    description:
      'Keys given replace the stored ones (a personal_info key set to null is removed); ' +
      'keys not given are kept. Answers the whole new record.',
    body: userSettingsUpdateSchema,
    response: { 200: userSettingsSchema, ...errorResponses(400, 401, 422) },
  },
  handler: async (request, _reply, { settings }) => {
    const user = apiUserOf(request);
    return settings.update(user.id, request.body, defaultsFor(user));
  },
});

export const readPersonalInfo = apiEndpoint({
  schema: {
    tags,
    summary: "The user's personal info",
    response: { 200: personalInfoSchema, ...errorResponses(401) },
  },
  handler: async (request, _reply, { settings }) => {
    const user = apiUserOf(request);
    return (await settings.read(user.id, defaultsFor(user))).personal_info;
  },
});

export const readPreferences = apiEndpoint({
  schema: {
    tags,
    summary: "The user's preferences",
    response: { 200: userPreferencesSchema, ...errorResponses(401) },
  },
  handler: async (request, _reply, { settings }) => {
    const user = apiUserOf(request);
    return (await settings.read(user.id, defaultsFor(user))).preferences;
  },
});

export const resetPreferences = apiEndpoint({
  schema: {
    tags,
    summary: 'Preferences back to the defaults (personal info is kept)',
    response: { 200: userSettingsSchema, ...errorResponses(401) },
  },
  handler: async (request, _reply, { settings }) => {
    const user = apiUserOf(request);
    return settings.resetPreferences(user.id, defaultsFor(user));
  },
});
