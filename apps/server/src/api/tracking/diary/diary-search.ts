/**
 * Diary search: the words stored for an entry (`diary_entries.search_text`, migration 0010) and the
 * condition that finds them, the same rules on SQLite (FTS5) and PostgreSQL (GIN over tsvector).
 *
 * The application, not the database, decides what a word is: text is lower-cased, decomposed (NFD)
 * and stripped of its combining marks, so "Café" and "cafe", "ÁRBOL" and "árbol" are one word on
 * both databases without PostgreSQL's `unaccent` extension; a word is a run of letters and digits.
 * Both databases then see only plain words separated by spaces, which their tokenisers leave whole.
 *
 * Each stored word carries its owner's search key (letters derived from the user id), so a word of
 * the index belongs to one user and a search, the last word a prefix, reads only that user's part
 * of the index however common the word is among all users. The key is no access control: every
 * query also asks for the owner's `user_id`.
 *
 * The user's text never reaches a query language: the query is rebuilt from the words alone (only
 * letters and digits), each quoted for FTS5, and bound as a parameter.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';

/** Longer runs are cut, alike when stored and when searched (PostgreSQL drops lexemes over 2 KB). */
const MAX_WORD_LENGTH = 64;
const SEARCH_KEY_LENGTH = 12;
const COMBINING_MARKS = /\p{Mn}/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/** The text's words, folded (case and accents), in order of first appearance, each once. */
export function searchWords(text: string): string[] {
  const folded = text.toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC');
  const words = (folded.match(WORD) ?? []).map((word) =>
    [...word].slice(0, MAX_WORD_LENGTH).join(''),
  );
  return [...new Set(words)];
}

/**
 * The prefix of every word of this user in the index: the first hex digits of the user id written
 * as letters a–p, so that no tokeniser reads a number in it ("1e5…") and splits the word.
 */
function searchKeyOf(userId: string): string {
  const hex = userId.replaceAll('-', '').toLowerCase().slice(0, SEARCH_KEY_LENGTH);
  return [...hex].map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 16))).join('');
}

/** What `search_text` holds for an entry. */
export function searchTextOf(userId: string, title: string | null, body: string): string {
  const key = searchKeyOf(userId);
  return searchWords(`${title ?? ''}\n${body}`)
    .map((word) => key + word)
    .join(' ');
}

/** A search: the words to find, all of them, the last one also as the start of a longer word. */
export interface SearchTerms {
  exact: string[];
  prefix: string;
}

/** The terms of a search for `q`, or null when it holds no word (it then finds nothing). */
export function searchTermsOf(userId: string, q: string): SearchTerms | null {
  const words = searchWords(q);
  const last = words.at(-1);
  if (last === undefined) return null;
  const key = searchKeyOf(userId);
  return {
    exact: words.filter((word) => word !== last).map((word) => key + word),
    prefix: key + last,
  };
}

/** FTS5: every term a quoted string (a word never holds a quote; doubled anyway, as FTS5 escapes). */
export function fts5MatchOf({ exact, prefix }: SearchTerms): string {
  const quoted = (word: string) => `"${word.replaceAll('"', '""')}"`;
  return [...exact.map(quoted), `${quoted(prefix)}*`].join(' AND ');
}

/** PostgreSQL `to_tsquery` input: words are letters and digits only, so no operator can appear. */
export function tsqueryOf({ exact, prefix }: SearchTerms): string {
  return [...exact, `${prefix}:*`].join(' & ');
}

/** The one value a search binds: the database's query text for the terms. */
export function searchQueryOf(kind: DatabaseKind, terms: SearchTerms): string {
  return kind === 'postgres' ? tsqueryOf(terms) : fts5MatchOf(terms);
}

/**
 * The condition on `diary_entries` (aliased `e`) that keeps entries holding every term; it reads
 * the full-text index of the database (the expression must stay the one migration 0010 indexes).
 * `query` is `searchQueryOf(kind, terms)`, bound as a parameter.
 */
export function searchCondition(kind: DatabaseKind, query: string): RawBuilder<SqlBool> {
  if (kind === 'postgres') {
    return sql<SqlBool>`to_tsvector('simple', e.search_text) @@ to_tsquery('simple', ${query})`;
  }
  return sql<SqlBool>`e.search_rowid IN (SELECT rowid FROM diary_search WHERE diary_search MATCH ${query})`;
}
