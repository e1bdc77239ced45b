/**
 * `/api/v1/league`: the weekly league (self-optimisation.md, "Ranking"). Members are listed by
 * display name, avatar, level and weekly points; everyone sees their own rank and top percent among
 * all active users; joining and leaving are the user's choice, off until they join.
 */
import {
  leagueMembershipSchema,
  leagueMembershipUpdateSchema,
  leaguePageSchema,
  leagueQuerySchema,
  leagueStandingSchema,
} from '@ascend/contracts';
import { z } from 'zod';
import { parseJsonObject } from '../../json/parse-json-object.js';
import type { Db } from '../../db/database.js';
import { apiEndpoint } from '../http/api-route.js';
import { apiUserOf } from '../http/authenticate.js';
import { errorResponses } from '../http/error-responses.js';
import { defaultDisplayName } from './display-name.js';
import { decodeLeagueCursor, encodeLeagueCursor } from './league-cursor.js';
import { closedWeekPage, currentWeekPage } from './league-list.js';
import { readMembership, removeMembership, saveMembership } from './league-members.js';
import { currentWeekStart, previousWeekStart } from './league-week.js';
import { ownLeagueProfile, ownStanding } from './own-standing.js';
import { levelOf } from '../progress/levels.js';
import { ensureWeekClosed } from './week-close.js';

const tags = ['league'];

async function defaultNameOf(db: Db, userId: string): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select(['email', 'user_metadata'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return defaultDisplayName(user?.email ?? null, parseJsonObject(user?.user_metadata ?? '{}'));
}

export const listLeague = apiEndpoint({
  schema: {
    tags,
    summary: "The league's members this week (live) or last week (final), a page at a time",
    description:
      'Members with points in the week, highest first; equal points share a rank. Each shows ' +
      'only a display name, avatar, level and the week’s points. Weeks run Monday to Sunday in ' +
      'UTC; last week’s standings are kept as they were when it ended. Give `next_cursor` back ' +
      'as `cursor` for the next page (same `week`); a cursor not given by this list is a 400.',
    querystring: leagueQuerySchema,
    response: { 200: leaguePageSchema, ...errorResponses(400, 401, 422) },
  },
  handler: async (request, _reply, { config, database }) => {
    const user = apiUserOf(request);
    const { week, limit, cursor } = request.query;
    const after = cursor === undefined ? undefined : decodeLeagueCursor(cursor);
    const now = Date.now();
    const previous = previousWeekStart(now);
    // The first read of a new week keeps the week before's final standings.
    await ensureWeekClosed(database, previous);
    const viewer = { viewerId: user.id, siteUrl: config.siteUrl };
    const weekStart = week === 'current' ? currentWeekStart(now) : previous;
    const readPage = week === 'current' ? currentWeekPage : closedWeekPage;
    const page = await readPage(database.db, viewer, { weekStart, limit, after });
    return {
      week,
      week_start: weekStart,
      entries: page.entries,
      next_cursor: page.next ? encodeLeagueCursor(page.next) : null,
    };
  },
});

export const readOwnStanding = apiEndpoint({
  schema: {
    tags,
    summary: 'The user’s own rank and top percent this week, and their membership',
    description:
      'Rank among every user with points this week, member or not (1 + those with more ' +
      'points); `top_percent` the smallest whole percent of them the rank falls in. Nobody ' +
      'else’s data is in the answer.',
    response: { 200: leagueStandingSchema, ...errorResponses(401) },
  },
  handler: async (request, _reply, { database }) => {
    const user = apiUserOf(request);
    const weekStart = currentWeekStart();
    const [standing, own] = await Promise.all([
      ownStanding(database.db, user.id, weekStart),
      ownLeagueProfile(database.db, user.id),
    ]);
    return {
      week_start: weekStart,
      points: standing.points,
      rank: standing.rank,
      active_users: standing.activeUsers,
      top_percent: standing.topPercent,
      level: levelOf(own.allTimePoints).level,
      membership: own.membership ?? null,
      default_display_name: defaultDisplayName(own.email, parseJsonObject(own.userMetadata)),
    };
  },
});

export const joinLeague = apiEndpoint({
  schema: {
    tags,
    summary: 'Join the league, or change the display name',
    description:
      'Without `display_name`, a member keeps theirs and a new one gets their first name, else ' +
      'the part of their e-mail address before the @ (never the address). A name is 1–40 ' +
      'characters without control characters, shown to other members as text.',
    body: leagueMembershipUpdateSchema,
    response: {
      200: leagueMembershipSchema,
      ...errorResponses(400, 401, 413, 415, 422, 429),
    },
  },
  handler: async (request, _reply, { database }) => {
    const user = apiUserOf(request);
    const { db } = database;
    const chosen = request.body.display_name;
    const current = chosen === undefined ? await readMembership(db, user.id) : undefined;
    const name = chosen ?? current?.display_name ?? (await defaultNameOf(db, user.id));
    return saveMembership(database, user.id, name);
  },
});

export const leaveLeague = apiEndpoint({
  schema: {
    tags,
    summary: 'Leave the league: gone from every list at once',
    description: 'Leaving when not a member changes nothing (still 204).',
    response: { 204: z.null(), ...errorResponses(401, 429) },
  },
  handler: async (request, reply, { database }) => {
    const user = apiUserOf(request);
    await removeMembership(database.db, user.id);
    return reply.code(204).send(null);
  },
});
