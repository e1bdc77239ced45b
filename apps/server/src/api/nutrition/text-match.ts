/** Food names matched as people type them: words in any order, case and accents ignored. */

/** Lower case, accents and punctuation gone: "Plátano, crudo" → "platano crudo". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The folded words of a query (at most 8; empty for a blank one). */
export function queryWords(query: string): string[] {
  const folded = foldText(query);
  return folded === '' ? [] : folded.split(' ').slice(0, 8);
}

/** Whether every word starts a word of `folded` ("chick bre" finds "chicken breast"). */
export function matchesWords(folded: string, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  const haystack = ` ${folded}`;
  return words.every((word) => haystack.includes(` ${word}`));
}
