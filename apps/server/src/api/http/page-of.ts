/**
 * The tail of every keyset-paged list: the query fetched one row past the page (`limit + 1`), so
 * whether another page follows is known without counting; the page is the first `limit` rows, and
 * a next cursor is given only when that extra row came back.
 */
export function pageOf<Row, Cursor>(
  fetched: readonly Row[],
  limit: number,
  cursorOf: (last: Row, page: readonly Row[]) => Cursor,
): { page: Row[]; next: Cursor | null } {
  const page = fetched.slice(0, limit);
  const last = page.at(-1);
  return {
    page,
    next: fetched.length > limit && last !== undefined ? cursorOf(last, page) : null,
  };
}
