import { describe, expect, it } from 'vitest';
import { pageOf } from './page-of.js';

const cursorOfLast = (last: number, page: readonly number[]) => `${last}/${page.length}`;

describe('pageOf', () => {
  it('keeps the first `limit` rows and gives the cursor of the last when a row more came back', () => {
    expect(pageOf([5, 4, 3, 2], 3, cursorOfLast)).toEqual({ page: [5, 4, 3], next: '3/3' });
  });

  it('gives no cursor on the last page, full or not', () => {
    expect(pageOf([5, 4, 3], 3, cursorOfLast)).toEqual({ page: [5, 4, 3], next: null });
    expect(pageOf([5], 3, cursorOfLast)).toEqual({ page: [5], next: null });
    expect(pageOf([], 3, cursorOfLast)).toEqual({ page: [], next: null });
  });

  it('asks for no cursor where there is no next page', () => {
    let asked = 0;
    pageOf([1, 2], 2, () => (asked += 1));
    expect(asked).toBe(0);
  });
});
