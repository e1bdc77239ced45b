/** `/api/v1/diary`: the user's diary entries, with mood and tags, listed, searched and edited. */
import {
  diaryEntryCreateSchema,
  diaryEntrySchema,
  diaryEntryUpdateSchema,
  diaryPageSchema,
  diaryQuerySchema,
  diaryTagListSchema,
} from '@ascend/contracts';
import { z } from 'zod';
import { ApiError } from '../../http/api-error.js';
import { apiEndpoint } from '../../http/api-route.js';
import { apiUserOf } from '../../http/authenticate.js';
import { errorResponses } from '../../http/error-responses.js';
import { refuseFutureDate, userToday } from '../user-day.js';
import { decodeCursor } from './diary-cursor.js';
import { MAX_ENTRIES_PER_DAY, MAX_LISTED_TAGS } from './diary-repository.js';

const tags = ['diary'];

/** Any text: an id that is no UUID names no entry (404), like an unknown one. */
const entryParams = z.strictObject({
  id: z.string().meta({ description: 'The entry’s id (a UUID)', format: 'uuid' }),
});
const uuid = z.uuid();
const notFound = () => new ApiError(404, 'No such diary entry');

function entryIdOf(id: string): string {
  if (!uuid.safeParse(id).success) throw notFound();
  return id;
}

export const listDiaryEntries = apiEndpoint({
  schema: {
    tags,
    summary: "The user's diary entries, newest first, filtered and searched, a page at a time",
    description:
      'Newest day first, then the latest written. `q` finds entries whose title and body hold ' +
      'every word, in any order, ignoring case and accents; the last word also matches as the ' +
      'start of a longer one ("medit" finds "meditación"). Give `next_cursor` back as `cursor` ' +
      'for the next page (with the same filters); a cursor not given by this list is a 400.',
    querystring: diaryQuerySchema,
    response: { 200: diaryPageSchema, ...errorResponses(400, 401, 422) },
  },
  handler: async (request, _reply, { diary }) => {
    const user = apiUserOf(request);
    const { cursor, ...filters } = request.query;
    const after = cursor === undefined ? undefined : decodeCursor(cursor);
    return diary.list(user.id, { ...filters, after });
  },
});

export const createDiaryEntry = apiEndpoint({
  schema: {
    tags,
    summary: 'Write a diary entry',
    description:
      'The date defaults to the user’s today (their time zone and day start); a later date is a ' +
      `422. A day holds at most ${MAX_ENTRIES_PER_DAY} entries (409 beyond). Text is kept as ` +
      'written (trimmed), and always answered as text.',
    body: diaryEntryCreateSchema,
    response: {
      201: diaryEntrySchema,
      ...errorResponses(400, 401, 409, 413, 415, 422, 429),
    },
  },
  handler: async (request, reply, { settings, diary }) => {
    const user = apiUserOf(request);
    const today = await userToday(settings, user);
    const { date = today, ...entry } = request.body;
    refuseFutureDate(date, today, ['body', 'date']);
    return reply.code(201).send(await diary.create(user.id, { ...entry, date }));
  },
});

export const readDiaryEntry = apiEndpoint({
  schema: {
    tags,
    summary: 'One of the user’s diary entries',
    params: entryParams,
    response: { 200: diaryEntrySchema, ...errorResponses(401, 404) },
  },
  handler: async (request, _reply, { diary }) => {
    const user = apiUserOf(request);
    const entry = await diary.find(user.id, entryIdOf(request.params.id));
    if (!entry) throw notFound();
    return entry;
  },
});

export const updateDiaryEntry = apiEndpoint({
  schema: {
    tags,
    summary: 'Change a diary entry',
    description:
      'Fields given replace the stored ones (`null` clears the title or the mood; `tags` replace ' +
      'the tags); fields not given are kept. A date after the user’s today is a 422; moving to a ' +
      `day that holds ${MAX_ENTRIES_PER_DAY} entries is a 409.`,
    params: entryParams,
    body: diaryEntryUpdateSchema,
    response: {
      200: diaryEntrySchema,
      ...errorResponses(400, 401, 404, 409, 413, 415, 422, 429),
    },
  },
  handler: async (request, _reply, { settings, diary }) => {
    const user = apiUserOf(request);
    const id = entryIdOf(request.params.id);
    const change = request.body;
    if (change.date !== undefined) {
      refuseFutureDate(change.date, await userToday(settings, user), ['body', 'date']);
    }
    const entry = await diary.update(user.id, id, change);
    if (!entry) throw notFound();
    return entry;
  },
});

export const deleteDiaryEntry = apiEndpoint({
  schema: {
    tags,
    summary: 'Delete a diary entry (its tags and its place in search go with it)',
    params: entryParams,
    response: { 204: z.null(), ...errorResponses(401, 404, 429) },
  },
  handler: async (request, reply, { diary }) => {
    const user = apiUserOf(request);
    if (!(await diary.remove(user.id, entryIdOf(request.params.id)))) throw notFound();
    return reply.code(204).send(null);
  },
});

export const listDiaryTags = apiEndpoint({
  schema: {
    tags,
    summary: "The user's diary tags with how many entries carry each, most used first",
    description: `At most the ${MAX_LISTED_TAGS} most used.`,
    response: { 200: diaryTagListSchema, ...errorResponses(401) },
  },
  handler: async (request, _reply, { diary }) => {
    const user = apiUserOf(request);
    return { tags: await diary.tags(user.id) };
  },
});
