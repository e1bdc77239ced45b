import { describe, expect, it } from 'vitest';
import {
  fts5MatchOf,
  searchTermsOf,
  searchTextOf,
  searchWords,
  tsqueryOf,
} from './diary-search.js';

const userId = '3f2a9b0c-1d2e-4f60-8a7b-9c0d1e2f3a4b';
/** 3f2a9b0c1d2e written as letters a–p. */
const key = 'dpckjlambnco';

describe('the words of diary search', () => {
  it('fold case and accents, Spanish and English alike', () => {
    expect(searchWords('Café con LECHE en el ÁRBOL')).toEqual([
      'cafe',
      'con',
      'leche',
      'en',
      'el',
      'arbol',
    ]);
    expect(searchWords('Meditación, pingüino, año, Ñandú; naïve résumé')).toEqual([
      'meditacion',
      'pinguino',
      'ano',
      'nandu',
      'naive',
      'resume',
    ]);
  });

  it('fold text written decomposed (NFD) like text written composed', () => {
    expect(searchWords('cafe\u0301')).toEqual(searchWords('caf\u00e9'));
  });

  it('are runs of letters and digits: punctuation, markup and query syntax separate them', () => {
    expect(searchWords('"hoy" -correr* (NEAR) a:b OR <b>c</b> 10k')).toEqual([
      'hoy',
      'correr',
      'near',
      'a',
      'b',
      'or',
      'c',
      '10k',
    ]);
    expect(searchWords('!!! ... ### """ *** ()')).toEqual([]);
  });

  it('keep letters of other scripts', () => {
    expect(searchWords('Привет мир 你好 مرحبا')).toEqual(['привет', 'мир', '你好', 'مرحبا']);
  });

  it('are each kept once and cut at 64 characters', () => {
    expect(searchWords('uno dos uno UNO')).toEqual(['uno', 'dos']);
    expect(searchWords('a'.repeat(100))).toEqual(['a'.repeat(64)]);
  });
});

describe("an entry's search text", () => {
  it('is its title and body words, each prefixed by its owner key of letters', () => {
    expect(searchTextOf(userId, 'Mañana', 'Café y mañana')).toBe(`${key}manana ${key}cafe ${key}y`);
    expect(searchTextOf(userId, null, 'Hola')).toBe(`${key}hola`);
  });

  it("differs between users for the same text, so one user's words are not another's", () => {
    const other = '0000aaaa-1d2e-4f60-8a7b-9c0d1e2f3a4b';
    expect(searchTextOf(other, null, 'hola')).not.toBe(searchTextOf(userId, null, 'hola'));
  });
});

describe('a search', () => {
  it('asks for every word, the last one as a prefix', () => {
    const terms = searchTermsOf(userId, 'café MEDIT');
    expect(terms).toEqual({ exact: [`${key}cafe`], prefix: `${key}medit` });
    expect(fts5MatchOf(terms!)).toBe(`"${key}cafe" AND "${key}medit"*`);
    expect(tsqueryOf(terms!)).toBe(`${key}cafe & ${key}medit:*`);
  });

  it('holding no word finds nothing rather than everything', () => {
    expect(searchTermsOf(userId, '"*:()-')).toBeNull();
    expect(searchTermsOf(userId, '.'.repeat(200))).toBeNull();
  });

  it('never passes query syntax through: only quoted words reach FTS5, only words reach to_tsquery', () => {
    const terms = searchTermsOf(userId, 'a" OR "b NEAR(c d) e:* -f ^g {h}: i & !j | k <-> l')!;
    const match = fts5MatchOf(terms);
    // Every term is one quoted word, joined by AND; nothing else.
    expect(match).toMatch(/^("[\p{L}\p{N}]+"( AND |\*$))+$/u);
    expect(tsqueryOf(terms)).toMatch(/^([\p{L}\p{N}]+( & |:\*$))+$/u);
  });
});
