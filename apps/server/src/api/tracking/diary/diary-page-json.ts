/**
 * The JSON of a diary page (`GET /api/v1/diary`), checked against its contract (`diaryPageSchema`)
 * without zod's general machinery: parsing twenty entries with the schema cost a search more than
 * its statement's tag reads (bench/06). Like the zod serialiser it writes only the contract's fields
 * and refuses (throws, a 500) an answer whose values are not of the contract's types or forms
 * (http/contract-json.ts). The routes' tests parse every list answer with the zod schema as well.
 */
import type { DiaryPage } from '@ascend/contracts';
import { contractChecks } from '../../http/contract-json.js';

const check = contractChecks('diary page');

function entryOf(entry: DiaryPage['entries'][number], index: number) {
  const at = `entries[${index}]`;
  const tags = check.list(entry.tags, at, 'tags');
  for (const tag of tags) check.text(tag, at, 'tags');
  // A new object of the contract's fields only, in its order (zod strips any other key likewise).
  return {
    id: check.uuid(entry.id, at, 'id'),
    date: check.localDate(entry.date, at, 'date'),
    title: check.textOrNull(entry.title, at, 'title'),
    body: check.text(entry.body, at, 'body'),
    mood: check.integerOrNull(entry.mood, at, 'mood'),
    tags,
    created_at: check.text(entry.created_at, at, 'created_at'),
    updated_at: check.text(entry.updated_at, at, 'updated_at'),
  };
}

/** `page` as JSON, or a ContractMismatch when it is not a page of the contract. */
export function diaryPageJson(page: DiaryPage): string {
  if (typeof page !== 'object' || page === null) throw check.mismatch('entries');
  return JSON.stringify({
    entries: check
      .list(page.entries, 'entries')
      .map((entry, index) => entryOf(entry as DiaryPage['entries'][number], index)),
    next_cursor: check.textOrNull(page.next_cursor, 'next_cursor'),
  });
}
