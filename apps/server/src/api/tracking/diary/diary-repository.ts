/**
 * Diary entries and their tags (self-optimisation.md, Tracking; issue 15): each user reaches only
 * their own (every query names the owner), a day holds at most MAX_ENTRIES_PER_DAY entries, and the
 * list reads newest first, a page at a time, filtered and searched (diary-search.ts).
 */
import type {
  DiaryEntry,
  DiaryEntryCreate,
  DiaryEntryUpdate,
  DiaryPage,
  DiaryQuery,
  LocalDate,
} from '@ascend/contracts';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppDatabase, DatabaseKind } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { holdUser } from '../../../db/row-locks.js';
import { prepareQuery, type PreparedQuery } from '../../../db/prepared-query.js';
import { writeTransaction } from '../../../db/write-transaction.js';
import { diaryEntryChanged } from '../../progress/record-progress.js';
import { ApiError } from '../../http/api-error.js';
import { pageOf } from '../../http/page-of.js';
import { encodeCursor, type DiaryPosition } from './diary-cursor.js';
import { insertEntries, sortedTags, updateEntry, type StoredEntry } from './diary-entry-store.js';
import { searchCondition, searchQueryOf, searchTermsOf, type SearchTerms } from './diary-search.js';

/** Plenty for a person who writes through the day; a ceiling for a script. */
export const MAX_ENTRIES_PER_DAY = 50;
/** The tag list is for choosing a filter: the most used ones are the useful ones. */
export const MAX_LISTED_TAGS = 500;

const ENTRY_COLUMNS = [
  'e.id',
  'e.date',
  'e.title',
  'e.body',
  'e.mood',
  'e.created_at',
  'e.updated_at',
] as const;

/** A new entry as the contracts validate it, its date decided (the user's today by default). */
type NewDiaryEntry = Omit<DiaryEntryCreate, 'date'> & { date: LocalDate };

export type DiaryListQuery = Omit<DiaryQuery, 'cursor'> & { after?: DiaryPosition | undefined };

/** An empty title is no title. */
const titleOf = (title: string | null | undefined) => (title ? title : null);

const toEntry = (entry: StoredEntry, tags: Iterable<string>): DiaryEntry => ({
  ...entry,
  tags: sortedTags(tags),
});

const dayFull = (date: string) =>
  new ApiError(
    409,
    `${date} already has ${MAX_ENTRIES_PER_DAY} diary entries, the most a day holds`,
  );

async function refuseFullDay(
  db: Kysely<Database>,
  userId: string,
  date: string,
  excluding?: string,
): Promise<void> {
  const { count } = await db
    .selectFrom('diary_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('date', '=', date)
    .$if(excluding !== undefined, (query) => query.where('id', '!=', excluding!))
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_ENTRIES_PER_DAY) throw dayFull(date);
}

function selectOwn(db: Kysely<Database>, userId: string) {
  return db.selectFrom('diary_entries as e').select(ENTRY_COLUMNS).where('e.user_id', '=', userId);
}

/**
 * The values a list binds, each by name; a filter not given is absent. The query is built and
 * compiled once for each set of filters given (diaryRepository), then run with new values: building
 * and compiling it cost more than the search itself.
 */
interface ListValues {
  userId: string;
  from?: string;
  to?: string;
  mood?: number;
  tag?: string;
  /** searchQueryOf(kind, terms) */
  search?: string;
  afterDate?: string;
  afterCreatedAt?: string;
  afterId?: string;
  /** One more than the page (which tells whether another follows). */
  limit: number;
}

type ListName = keyof ListValues;

function listValues(
  kind: DatabaseKind,
  userId: string,
  { from, to, mood, tag, limit, after }: DiaryListQuery,
  terms: SearchTerms | undefined,
): ListValues {
  const values: ListValues = { userId, limit: limit + 1 };
  if (from !== undefined) values.from = from;
  if (to !== undefined) values.to = to;
  if (mood !== undefined) values.mood = mood;
  if (tag !== undefined) values.tag = tag;
  if (terms !== undefined) values.search = searchQueryOf(kind, terms);
  if (after !== undefined) {
    values.afterDate = after.date;
    values.afterCreatedAt = after.createdAt;
    values.afterId = after.id;
  }
  return values;
}

/**
 * The list's query for these values (placeholders, when compiled by name). Each entry's tags come
 * from its row (migration 0025), not from a read of diary_entry_tags per entry.
 */
function buildList(db: Kysely<Database>, kind: DatabaseKind, values: ListValues) {
  const { userId, from, to, mood, tag, search, afterDate, afterCreatedAt, afterId, limit } = values;
  return selectOwn(db, userId)
    .select('e.tags')
    .$if(from !== undefined, (select) => select.where('e.date', '>=', from!))
    .$if(to !== undefined, (select) => select.where('e.date', '<=', to!))
    .$if(mood !== undefined, (select) => select.where('e.mood', '=', mood!))
    .$if(tag !== undefined, (select) =>
      select.where(
        'e.id',
        'in',
        db
          .selectFrom('diary_entry_tags')
          .select('entry_id')
          .where('user_id', '=', userId)
          .where('tag', '=', tag!),
      ),
    )
    .$if(search !== undefined, (select) => select.where(searchCondition(kind, search!)))
    .$if(afterDate !== undefined, (select) =>
      select.where((eb) =>
        eb(
          eb.refTuple('e.date', 'e.created_at', 'e.id'),
          '<',
          eb.tuple(afterDate!, afterCreatedAt!, afterId!),
        ),
      ),
    )
    .orderBy('e.date', 'desc')
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit);
}

/**
 * The list's query: the user's entries with their tags, filtered, after the cursor's position,
 * newest first, one more than the page. Its plan is tested (diary-search-index.test.ts).
 */
export function listQuery(
  db: Kysely<Database>,
  kind: DatabaseKind,
  userId: string,
  query: DiaryListQuery,
  terms: SearchTerms | undefined,
) {
  return buildList(db, kind, listValues(kind, userId, query, terms));
}

type ListRow = StoredEntry & { tags: string };

/** A listed row as an entry, its fields named one by one (a rest spread of each row cost more). */
const listedEntry = (row: ListRow): DiaryEntry => ({
  id: row.id,
  date: row.date,
  title: row.title,
  body: row.body,
  mood: row.mood,
  tags: sortedTags(JSON.parse(row.tags) as string[]),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** The list's query compiled once per set of filters given (at most 2^6), run with new values. */
function compiledLists(db: Kysely<Database>, kind: DatabaseKind) {
  const byNames = new Map<string, PreparedQuery<ListName, ListRow>>();
  return (values: ListValues): Promise<ListRow[]> => {
    const names = Object.keys(values) as ListName[];
    const key = names.join(',');
    let query = byNames.get(key);
    if (query === undefined) {
      // Built with a placeholder for each value; the placeholders of `mood` and `limit` are text
      // while compiling only (the values bound later are numbers).
      query = prepareQuery<ListName, ListRow>(names, (placeholders) =>
        buildList(db, kind, placeholders as unknown as ListValues),
      );
      byNames.set(key, query);
    }
    return query(db, values as unknown as Record<ListName, string | number>);
  };
}

export function diaryRepository(database: AppDatabase) {
  const { db, kind } = database;
  const runList = compiledLists(db, kind);

  /** The entry and its tags, from its row (as the list reads them: migration 0025). */
  async function findIn(executor: Kysely<Database>, userId: string, id: string) {
    const found = await selectOwn(executor, userId)
      .select('e.tags')
      .where('e.id', '=', id)
      .executeTakeFirst();
    if (!found) return undefined;
    const { tags, ...row } = found;
    return { row, tags: JSON.parse(tags) as string[] };
  }

  return {
    /** A page of the user's entries, newest first (date, then time written), with the next cursor. */
    async list(userId: string, query: DiaryListQuery): Promise<DiaryPage> {
      const { q, limit } = query;
      const terms = q === undefined ? undefined : searchTermsOf(userId, q);
      // A search with no word in it (only punctuation, say) finds nothing.
      if (terms === null) return { entries: [], next_cursor: null };
      const rows = await runList(listValues(kind, userId, query, terms));
      const { page, next } = pageOf(rows, limit, (last) =>
        encodeCursor({ date: last.date, createdAt: last.created_at, id: last.id }),
      );
      return {
        entries: page.map(listedEntry),
        next_cursor: next,
      };
    },

    async find(userId: string, id: string): Promise<DiaryEntry | undefined> {
      const found = await findIn(db, userId, id);
      return found && toEntry(found.row, found.tags);
    },

    /** Adds an entry; 409 when its day already holds MAX_ENTRIES_PER_DAY. */
    async create(userId: string, input: NewDiaryEntry): Promise<DiaryEntry> {
      const now = new Date().toISOString();
      const entry: StoredEntry = {
        id: randomUUID(),
        date: input.date,
        title: titleOf(input.title),
        body: input.body,
        mood: input.mood ?? null,
        created_at: now,
        updated_at: now,
      };
      const tags = input.tags ?? [];
      await writeTransaction(database, async (context) => {
        await holdUser(context, userId);
        await refuseFullDay(context.db, userId, entry.date);
        await insertEntries(context.db, kind, userId, [{ entry, tags }]);
        await diaryEntryChanged(context.db, userId, {
          entryId: entry.id,
          date: entry.date,
          exists: true,
        });
      });
      return toEntry(entry, tags);
    },

    /**
     * Changes the fields given (`null` clears a title or mood; tags given replace the tags);
     * undefined when the user has no such entry; 409 when it moves to a full day.
     */
    async update(
      userId: string,
      id: string,
      change: DiaryEntryUpdate,
    ): Promise<DiaryEntry | undefined> {
      return writeTransaction(database, async (context) => {
        await holdUser(context, userId);
        const found = await findIn(context.db, userId, id);
        if (!found) return undefined;
        const previous = found.row;
        if (change.date !== undefined && change.date !== previous.date) {
          await refuseFullDay(context.db, userId, change.date, id);
        }
        const next: StoredEntry = {
          ...previous,
          date: change.date ?? previous.date,
          title: change.title === undefined ? previous.title : titleOf(change.title),
          body: change.body ?? previous.body,
          mood: change.mood === undefined ? previous.mood : change.mood,
          updated_at: new Date().toISOString(),
        };
        await updateEntry(context.db, userId, previous, next, change.tags);
        if (next.date !== previous.date) {
          await diaryEntryChanged(context.db, userId, {
            entryId: id,
            date: next.date,
            exists: true,
          });
        }
        return toEntry(next, change.tags ?? found.tags);
      });
    },

    /** Removes the entry (its tags and search words with it); false when the user has no such entry. */
    remove(userId: string, id: string): Promise<boolean> {
      return writeTransaction(database, async ({ db: trx }) => {
        const removed = await trx
          .deleteFrom('diary_entries')
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .returning('date')
          .executeTakeFirst();
        if (!removed) return false;
        await diaryEntryChanged(trx, userId, { entryId: id, date: removed.date, exists: false });
        return true;
      });
    },

    /** The user's tags with how many entries carry each, most used first (then by name). */
    async tags(userId: string): Promise<{ tag: string; count: number }[]> {
      const rows = await db
        .selectFrom('diary_entry_tags')
        .select((eb) => ['tag', eb.fn.countAll<number | string>().as('count')])
        .where('user_id', '=', userId)
        .groupBy('tag')
        .orderBy('count', 'desc')
        .limit(MAX_LISTED_TAGS)
        .execute();
      return rows
        .map(({ tag, count }) => ({ tag, count: Number(count) }))
        .sort((a, b) => b.count - a.count || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
    },
  };
}

export type DiaryRepository = ReturnType<typeof diaryRepository>;
