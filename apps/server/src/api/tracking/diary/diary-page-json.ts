/**
 * The JSON of a diary page (`GET /api/v1/diary`), checked against its contract (`diaryPageSchema`)
 * without zod's general machinery: parsing twenty entries with the schema cost a search more than
 * its statement's tag reads (bench/06). Like the zod serialiser it writes only the contract's fields
 * and refuses (throws, a 500) an answer whose values are not of the contract's types or forms: ids
 * are UUIDs, dates `YYYY-MM-DD` within the product's range, moods integers. One refinement is not
 * repeated: that a date exists in the calendar (no 02-30), which every write path checked before
 * storing it. The routes' tests parse every list answer with the zod schema as well.
 */
import { EARLIEST_LOCAL_DATE, LATEST_LOCAL_DATE, type DiaryPage } from '@ascend/contracts';
import { z } from 'zod';

/** The pattern `z.uuid()` checks. */
const UUID = z.regexes.uuid();
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

class DiaryPageMismatch extends Error {
  constructor(path: string) {
    super(`The diary page answered does not match its contract at ${path}`);
  }
}

function text(value: unknown, path: string): string {
  if (typeof value !== 'string') throw new DiaryPageMismatch(path);
  return value;
}

function textOrNull(value: unknown, path: string): string | null {
  return value === null ? null : text(value, path);
}

function entryOf(entry: DiaryPage['entries'][number], index: number) {
  const at = `entries[${index}]`;
  const { id, date, title, body, mood, tags, created_at, updated_at } = entry;
  if (!UUID.test(text(id, `${at}.id`))) throw new DiaryPageMismatch(`${at}.id`);
  const dated = ISO_DATE.test(text(date, `${at}.date`));
  if (!dated || date < EARLIEST_LOCAL_DATE || date > LATEST_LOCAL_DATE) {
    throw new DiaryPageMismatch(`${at}.date`);
  }
  if (mood !== null && !Number.isInteger(mood)) throw new DiaryPageMismatch(`${at}.mood`);
  if (!Array.isArray(tags)) throw new DiaryPageMismatch(`${at}.tags`);
  for (const tag of tags) text(tag, `${at}.tags`);
  // A new object of the contract's fields only, in its order (zod strips any other key likewise).
  return {
    id,
    date,
    title: textOrNull(title, `${at}.title`),
    body: text(body, `${at}.body`),
    mood,
    tags,
    created_at: text(created_at, `${at}.created_at`),
    updated_at: text(updated_at, `${at}.updated_at`),
  };
}

/** `page` as JSON, or a DiaryPageMismatch when it is not a page of the contract. */
export function diaryPageJson(page: DiaryPage): string {
  if (typeof page !== 'object' || page === null || !Array.isArray(page.entries)) {
    throw new DiaryPageMismatch('entries');
  }
  return JSON.stringify({
    entries: page.entries.map(entryOf),
    next_cursor: textOrNull(page.next_cursor, 'next_cursor'),
  });
}
