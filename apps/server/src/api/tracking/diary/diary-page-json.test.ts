import { diaryPageSchema, type DiaryPage } from '@ascend/contracts';
import { describe, expect, it } from 'vitest';
import { diaryPageJson } from './diary-page-json.js';

const entry = {
  id: '0b7f1c52-8a51-4d3e-9a43-2f6a1f0d9c11',
  date: '2026-03-01',
  title: 'Mañana',
  body: 'Meditación "larga"\n\\ y café',
  mood: 4,
  tags: ['calma', 'trabajo'],
  created_at: '2026-03-01T08:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
};
const page: DiaryPage = {
  entries: [
    entry,
    { ...entry, id: 'ffffffff-ffff-ffff-ffff-ffffffffffff', title: null, mood: null, tags: [] },
  ],
  next_cursor: 'abc',
};

describe('diaryPageJson', () => {
  it('writes what the zod serialiser writes: the contract’s fields only, parsed and stringified', () => {
    const withExtra = {
      ...page,
      extra: 1,
      entries: page.entries.map((e) => ({ ...e, user_id: 'u' })),
    };
    const json = diaryPageJson(withExtra);
    expect(json).toBe(JSON.stringify(diaryPageSchema.parse(withExtra)));
    expect(diaryPageSchema.parse(JSON.parse(json))).toEqual(page);
    expect(diaryPageJson({ entries: [], next_cursor: null })).toBe(
      '{"entries":[],"next_cursor":null}',
    );
  });

  it.each([
    ['an id that is no UUID', { id: 'entry-1' }],
    ['a date not written YYYY-MM-DD', { date: '2026-3-01' }],
    ['a date not in the calendar', { date: '2026-02-30' }],
    ['a date before the product’s range', { date: '1899-12-31' }],
    ['a date after it', { date: '2101-01-01' }],
    ['a title of another type', { title: 3 }],
    ['no body', { body: null }],
    ['a mood that is no integer', { mood: 2.5 }],
    ['a mood as text', { mood: '4' }],
    ['a tag that is no text', { tags: ['calma', 1] }],
    ['tags that are no list', { tags: 'calma' }],
    ['a missing created_at', { created_at: undefined }],
  ])('refuses, as the zod serialiser does, %s', (_name, change) => {
    const wrong = { ...page, entries: [{ ...entry, ...change }] } as unknown as DiaryPage;
    expect(diaryPageSchema.safeParse(wrong).success).toBe(false);
    expect(() => diaryPageJson(wrong)).toThrow(/does not match its contract/);
  });

  it('refuses a page without entries or with a cursor of another type', () => {
    expect(() => diaryPageJson({ next_cursor: null } as unknown as DiaryPage)).toThrow();
    expect(() => diaryPageJson({ entries: [], next_cursor: 1 } as unknown as DiaryPage)).toThrow();
  });
});
