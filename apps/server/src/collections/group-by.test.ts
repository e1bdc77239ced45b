import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by.js';

describe('groupBy', () => {
  it('groups rows by their key, keeping their order within each group and the keys as first met', () => {
    const rows = [
      { habit: 'b', day: 1 },
      { habit: 'a', day: 2 },
      { habit: 'b', day: 3 },
    ];
    const groups = groupBy(rows, (row) => row.habit);
    expect([...groups.keys()]).toEqual(['b', 'a']);
    expect(groups.get('b')).toEqual([rows[0], rows[2]]);
    expect(groups.get('a')).toEqual([rows[1]]);
    expect(groupBy([], (row: { habit: string }) => row.habit).size).toBe(0);
  });
});
