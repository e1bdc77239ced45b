import {
  addLocalDays,
  diaryPageSchema,
  localDayOf,
  type DiaryEntry,
  type DiaryPage,
  type UserSettings,
} from '@ascend/contracts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changedTables,
  databaseSnapshot,
  type DatabaseSnapshot,
} from '../../../test-support/database-snapshot.js';
import { testDatabaseKinds } from '../../../test-support/test-database.js';
import {
  startApiTestKit,
  type ApiTestKit,
  type TestUser,
} from '../../test-support/api-test-kit.js';
import { MAX_ENTRIES_PER_DAY } from './diary-repository.js';

type EntryInput = Record<string, unknown>;

/** The list's order, computed here: date, then created_at, then id, all newest (greatest) first. */
const byPosition = (a: DiaryEntry, b: DiaryEntry) => {
  const [ka, kb] = [a, b].map((entry) => [entry.date, entry.created_at, entry.id]);
  for (let index = 0; index < 3; index += 1) {
    if (ka![index]! !== kb![index]!) return ka![index]! < kb![index]! ? 1 : -1;
  }
  return 0;
};

describe.each(testDatabaseKinds())('/api/v1/diary on %s', (kind) => {
  let kit: ApiTestKit;
  let db: Kysely<never>;
  beforeAll(async () => {
    kit = await startApiTestKit(kind);
    db = kit.auth.server.app.database.db as unknown as Kysely<never>;
  });
  afterAll(() => kit.close());

  const post = (user: TestUser, json: unknown) =>
    kit.api('/diary', { method: 'POST', token: user.accessToken, json });
  const patch = (user: TestUser, id: string, json: unknown) =>
    kit.api(`/diary/${id}`, { method: 'PATCH', token: user.accessToken, json });
  const remove = (user: TestUser, id: string) =>
    kit.api(`/diary/${id}`, { method: 'DELETE', token: user.accessToken });
  const read = (user: TestUser, id: string) => kit.api(`/diary/${id}`, { token: user.accessToken });

  async function create(user: TestUser, json: EntryInput): Promise<DiaryEntry> {
    const response = await post(user, json);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as DiaryEntry;
  }

  async function list(user: TestUser, query: Record<string, string> = {}): Promise<DiaryPage> {
    const response = await kit.api(`/diary?${new URLSearchParams(query).toString()}`, {
      token: user.accessToken,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    // The list's answer is written by its own serialiser (diary-page-json.ts): held to the contract.
    return diaryPageSchema.parse(await response.json());
  }

  /** Every page of a listing, following the cursors; also the number of pages. */
  async function allPages(user: TestUser, query: Record<string, string>) {
    const entries: DiaryEntry[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: DiaryPage = await list(user, { ...query, ...(cursor ? { cursor } : {}) });
      entries.push(...page.entries);
      cursor = page.next_cursor;
      pages += 1;
      expect(pages).toBeLessThan(100);
    } while (cursor !== null);
    return { entries, pages };
  }

  const found = async (user: TestUser, q: string) =>
    (await list(user, { q, limit: '100' })).entries.map((entry) => entry.id);

  async function todayOf(user: TestUser) {
    const response = await kit.api('/settings', { token: user.accessToken });
    const { preferences } = (await response.json()) as UserSettings;
    return localDayOf(Date.now(), preferences.timezone, preferences.dayStartsAt);
  }

  /** Runs a refused request and proves it changed no table. */
  async function refusedUnchanged(request: () => Promise<Response>, status: number) {
    const before: DatabaseSnapshot = await databaseSnapshot(db);
    const response = await request();
    expect(response.status, await response.clone().text()).toBe(status);
    const body = (await response.json()) as { detail: unknown };
    if (status === 422) {
      expect(Array.isArray(body.detail)).toBe(true);
    } else {
      expect(typeof body.detail).toBe('string');
    }
    expect(changedTables(before, await databaseSnapshot(db))).toEqual([]);
    return body;
  }

  describe('writing and reading entries', () => {
    it("writes an entry on the user's today by default and reads it back as written", async () => {
      const user = await kit.signUp({ timezone: 'Pacific/Kiritimati' });
      const before = await todayOf(user);
      const entry = await create(user, {
        title: '  Un buen día ',
        body: '  <script>alert("hola")</script> & ünïcödé\nsegunda línea  ',
        mood: 4,
        tags: ['Trabajo', ' calma', 'trabajo'],
      });
      const after = await todayOf(user);
      expect([before, after]).toContain(entry.date);
      expect(entry).toMatchObject({
        title: 'Un buen día',
        body: '<script>alert("hola")</script> & ünïcödé\nsegunda línea',
        mood: 4,
        tags: ['calma', 'trabajo'],
      });
      expect(entry.created_at).toBe(entry.updated_at);
      expect(Object.keys(entry).sort()).toEqual(
        ['body', 'created_at', 'date', 'id', 'mood', 'tags', 'title', 'updated_at'].sort(),
      );

      const response = await read(user, entry.id);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual(entry);
    });

    it('keeps a given past date, and no title or mood when none is given', async () => {
      const user = await kit.signUp();
      const entry = await create(user, { date: '2024-02-29', body: 'Año bisiesto' });
      expect(entry).toMatchObject({ date: '2024-02-29', title: null, mood: null, tags: [] });
      expect((await create(user, { title: '   ', body: 'x' })).title).toBeNull();
    });

    it("refuses a date after the user's today with a 422 field error, storing nothing", async () => {
      const user = await kit.signUp({ timezone: 'Europe/Madrid' });
      const tomorrow = addLocalDays(await todayOf(user), 2);
      const body = await refusedUnchanged(
        () => post(user, { date: tomorrow, body: 'Futuro' }),
        422,
      );
      expect(body.detail).toEqual([
        expect.objectContaining({ loc: ['body', 'date'], type: 'future_date' }),
      ]);
    });

    it('accepts 20,000 characters of text and refuses 20,001, in any script and JSON escaping', async () => {
      const user = await kit.signUp();
      const longest = 'ab'.repeat(10_000);
      expect((await create(user, { body: longest })).body).toBe(longest);
      const body = await refusedUnchanged(() => post(user, { body: `${longest}c` }), 422);
      expect(body.detail).toEqual([expect.objectContaining({ loc: ['body', 'body'] })]);

      // 20,000 characters of three UTF-8 bytes, and the same with every one written as \uXXXX.
      expect((await create(user, { body: '字'.repeat(20_000) })).body).toHaveLength(20_000);
      const escaped = await kit.api('/diary', {
        method: 'POST',
        token: user.accessToken,
        headers: { 'content-type': 'application/json' },
        body: `{"body":"${'\\u5b57'.repeat(20_000)}"}`,
      });
      expect(escaped.status).toBe(201);
    });

    it('refuses text with a lone surrogate half (400), which PostgreSQL cannot store, keeping nothing', async () => {
      const user = await kit.signUp();
      const body = await refusedUnchanged(
        () => post(user, { body: 'a\ud83d', tags: ['calma'] }),
        400,
      );
      expect(body.detail).toMatch(/valid Unicode/);
      // A whole pair is an emoji like any other.
      expect((await create(user, { body: 'a\ud83d\ude00' })).body).toBe('a😀');
    });

    it(`holds at most ${MAX_ENTRIES_PER_DAY} entries a day (409), also when they are written at once`, async () => {
      const user = await kit.signUp();
      const day = '2025-01-15';
      const attempts = await Promise.all(
        Array.from({ length: MAX_ENTRIES_PER_DAY + 10 }, (_, index) =>
          post(user, { date: day, body: `Entrada ${index}` }),
        ),
      );
      const statuses = attempts.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_ENTRIES_PER_DAY);
      expect(statuses.filter((status) => status === 409)).toHaveLength(10);
      expect((await list(user, { from: day, to: day, limit: '100' })).entries).toHaveLength(
        MAX_ENTRIES_PER_DAY,
      );
      await refusedUnchanged(() => post(user, { date: day, body: 'Una más' }), 409);

      // Moving another day's entry into the full day is refused too; staying in it is not.
      const other = await create(user, { date: '2025-01-16', body: 'Otro día' });
      await refusedUnchanged(() => patch(user, other.id, { date: day }), 409);
      const [inside] = (await list(user, { from: day, to: day, limit: '1' })).entries;
      const kept = await patch(user, inside!.id, { date: day, mood: 2 });
      expect(kept.status).toBe(200);
    }, 60_000);
  });

  describe('changing and deleting entries', () => {
    it('PATCH replaces the fields given, clears with null, keeps the rest and replaces tags', async () => {
      const user = await kit.signUp();
      const entry = await create(user, {
        date: '2025-03-01',
        title: 'Título',
        body: 'Texto',
        mood: 3,
        tags: ['uno', 'dos'],
      });
      let response = await patch(user, entry.id, { mood: null, title: null });
      expect(response.status).toBe(200);
      let changed = (await response.json()) as DiaryEntry;
      expect(changed).toMatchObject({
        id: entry.id,
        date: '2025-03-01',
        title: null,
        body: 'Texto',
        mood: null,
        tags: ['dos', 'uno'],
        created_at: entry.created_at,
      });
      expect(changed.updated_at >= entry.updated_at).toBe(true);

      response = await patch(user, entry.id, {
        date: '2025-02-28',
        body: ' Nuevo ',
        tags: ['tres'],
      });
      changed = (await response.json()) as DiaryEntry;
      expect(changed).toMatchObject({ date: '2025-02-28', body: 'Nuevo', tags: ['tres'] });
      expect(await (await read(user, entry.id)).json()).toEqual(changed);
    });

    it('PATCH refuses an empty change, a future date and text too long, changing nothing', async () => {
      const user = await kit.signUp();
      const entry = await create(user, { date: '2025-03-01', body: 'Texto' });
      await refusedUnchanged(() => patch(user, entry.id, {}), 422);
      await refusedUnchanged(() => patch(user, entry.id, { date: '2100-01-01' }), 422);
      await refusedUnchanged(() => patch(user, entry.id, { body: 'x'.repeat(20_001) }), 422);
      await refusedUnchanged(() => patch(user, entry.id, { body: '   ' }), 422);
      await refusedUnchanged(() => patch(user, entry.id, { user_id: 'someone' }), 422);
    });

    it('DELETE removes the entry and its tags; a second DELETE is a 404', async () => {
      const user = await kit.signUp();
      const entry = await create(user, { body: 'Para borrar', tags: ['efímero'] });
      const response = await remove(user, entry.id);
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
      expect((await read(user, entry.id)).status).toBe(404);
      expect((await remove(user, entry.id)).status).toBe(404);
      const tags = await kit.api('/diary/tags', { token: user.accessToken });
      expect(await tags.json()).toEqual({ tags: [] });
    });

    it('an id that is no UUID, or unknown, is a 404 {detail} on every entry route', async () => {
      const user = await kit.signUp();
      for (const id of ['not-a-uuid', '1', "'%20OR%201=1", crypto.randomUUID()]) {
        for (const response of [
          await read(user, id),
          await patch(user, id, { mood: 1 }),
          await remove(user, id),
        ]) {
          expect(response.status, id).toBe(404);
          expect(typeof ((await response.json()) as { detail: unknown }).detail).toBe('string');
        }
      }
    });
  });

  describe("another user's entries", () => {
    it('cannot be read, changed or deleted (404), and stay as they were', async () => {
      const owner = await kit.signUp();
      const intruder = await kit.signUp();
      const entry = await create(owner, {
        date: '2025-05-05',
        body: 'Mi secreto: orquídea',
        tags: ['privado'],
      });
      await refusedUnchanged(() => read(intruder, entry.id), 404);
      await refusedUnchanged(() => patch(intruder, entry.id, { body: 'Cambiado' }), 404);
      await refusedUnchanged(() => remove(intruder, entry.id), 404);
      expect(await (await read(owner, entry.id)).json()).toEqual(entry);
    });

    it('are invisible in their list, search and tags', async () => {
      const owner = await kit.signUp();
      const intruder = await kit.signUp();
      const entry = await create(owner, { body: 'Orquídea azul en el jardín', tags: ['jardín'] });
      await create(intruder, { body: 'Mi propio diario', tags: ['mío'] });
      expect(await found(owner, 'orquidea')).toEqual([entry.id]);
      expect(await found(intruder, 'orquidea')).toEqual([]);
      expect(await found(intruder, 'orq')).toEqual([]);
      expect((await list(intruder, { tag: 'jardín' })).entries).toEqual([]);
      const intruderEntries = (await list(intruder)).entries;
      expect(intruderEntries.map((e) => e.body)).toEqual(['Mi propio diario']);
      const tags = await kit.api('/diary/tags', { token: intruder.accessToken });
      expect(await tags.json()).toEqual({ tags: [{ tag: 'mío', count: 1 }] });
    });
  });

  describe('listing', () => {
    let user: TestUser;
    let all: DiaryEntry[];

    beforeAll(async () => {
      user = await kit.signUp();
      const dates = [
        '2025-06-01',
        '2025-06-03',
        '2025-06-03',
        '2025-06-02',
        '2025-06-03',
        '2025-05-30',
      ];
      const written: DiaryEntry[] = [];
      for (let index = 0; index < 24; index += 1) {
        written.push(
          await create(user, {
            date: dates[index % dates.length],
            body: `Entrada número ${index} ${index % 2 === 0 ? 'con café' : 'sin nada'}`,
            mood: (index % 5) + 1,
            tags: index % 3 === 0 ? ['gimnasio', 'mañana'] : index % 3 === 1 ? ['gimnasio'] : [],
          }),
        );
      }
      all = written.sort(byPosition);
    });

    it('answers newest first: by date, then the latest written', async () => {
      const { entries, pages } = await allPages(user, { limit: '100' });
      expect(pages).toBe(1);
      expect(entries.map((entry) => entry.id)).toEqual(all.map((entry) => entry.id));
      const dates = entries.map((entry) => entry.date);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it.each([1, 5, 7, 24, 25])(
      'pages of %i follow one another with no duplicate and no gap',
      async (size) => {
        const { entries, pages } = await allPages(user, { limit: String(size) });
        expect(entries.map((entry) => entry.id)).toEqual(all.map((entry) => entry.id));
        // A full last page says so: no empty page after it.
        expect(pages).toBe(Math.ceil(all.length / size));
      },
    );

    it('combines range, mood, tag and search filters, page after page', async () => {
      const query = {
        from: '2025-06-01',
        to: '2025-06-03',
        tag: 'Gimnasio',
        q: 'cafe',
        limit: '2',
      };
      const expected = all.filter(
        (entry) =>
          entry.date >= '2025-06-01' &&
          entry.date <= '2025-06-03' &&
          entry.tags.includes('gimnasio') &&
          entry.body.includes('café'),
      );
      expect(expected.length).toBeGreaterThan(2);
      const { entries } = await allPages(user, query);
      expect(entries.map((entry) => entry.id)).toEqual(expected.map((entry) => entry.id));

      const mood = all.find((entry) => entry.tags.includes('mañana'))!.mood!;
      const withMood = await allPages(user, { mood: String(mood), tag: 'mañana', limit: '1' });
      expect(withMood.entries.map((entry) => entry.id)).toEqual(
        all
          .filter((entry) => entry.mood === mood && entry.tags.includes('mañana'))
          .map((entry) => entry.id),
      );
    });

    it('refuses a cursor it did not give with a 400 {detail}', async () => {
      const { next_cursor: cursor } = await list(user, { limit: '2' });
      expect(cursor).not.toBeNull();
      for (const bad of [
        'garbage',
        `${cursor}x`,
        Buffer.from('["2025-01-01"]').toString('base64url'),
      ]) {
        const response = await kit.api(`/diary?cursor=${encodeURIComponent(bad)}`, {
          token: user.accessToken,
        });
        expect(response.status, bad).toBe(400);
        expect(typeof ((await response.json()) as { detail: unknown }).detail).toBe('string');
      }
    });

    it('refuses filters out of range with a 422', async () => {
      for (const query of [
        'mood=6',
        'limit=101',
        'limit=0',
        'from=2025-02-30',
        `q=${'a'.repeat(201)}`,
      ]) {
        const response = await kit.api(`/diary?${query}`, { token: user.accessToken });
        expect(response.status, query).toBe(422);
      }
    });

    it('lists the tags with their counts, most used first', async () => {
      const response = await kit.api('/diary/tags', { token: user.accessToken });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        tags: [
          { tag: 'gimnasio', count: 16 },
          { tag: 'mañana', count: 8 },
        ],
      });
    });
  });

  describe('search', () => {
    let user: TestUser;
    let cafe: DiaryEntry;
    let arbol: DiaryEntry;
    let english: DiaryEntry;

    beforeAll(async () => {
      user = await kit.signUp();
      cafe = await create(user, {
        date: '2025-04-01',
        title: 'Mañana tranquila',
        body: 'Tomé un café en la terraza y después una meditación guiada.',
      });
      arbol = await create(user, {
        date: '2025-04-02',
        body: 'Leí bajo el árbol del parque. ¡Qué paz!',
      });
      english = await create(user, {
        date: '2025-04-03',
        body: 'Morning run, then coffee with friends.',
      });
    });

    it.each([
      ['cafe', 'cafe'],
      ['CAFÉ', 'cafe'],
      ['ÁRBOL', 'arbol'],
      ['arbol', 'arbol'],
      ['medit', 'cafe'],
      ['meditacion', 'cafe'],
      ['Meditación', 'cafe'],
      ['mañana', 'cafe'],
      ['manana tranq', 'cafe'],
      ['terraza café', 'cafe'],
      ['café terraza', 'cafe'],
      ['que paz', 'arbol'],
      ['coffee morn', 'english'],
      ['friends RUN', 'english'],
    ])('"%s" finds the %s entry, and only it', async (q, which) => {
      const expected = { cafe, arbol, english }[which as 'cafe' | 'arbol' | 'english'];
      expect(await found(user, q)).toEqual([expected.id]);
    });

    it('needs every word: words from two entries find neither', async () => {
      expect(await found(user, 'cafe parque')).toEqual([]);
      expect(await found(user, 'coffee árbol')).toEqual([]);
    });

    it('matches only the last word as a prefix', async () => {
      expect(await found(user, 'medit cafe')).toEqual([]);
      expect(await found(user, 'cafe medit')).toEqual([cafe.id]);
    });

    it.each([
      '"',
      '*',
      'NEAR',
      'OR',
      '-',
      ':',
      '(',
      ')',
      '()',
      'AND',
      'NOT',
      '* OR *',
      'NEAR(cafe terraza)',
      'cafe OR arbol',
      'body:cafe',
      '{body}: cafe',
      '^cafe',
      '"cafe',
      "cafe'",
      'cafe & !arbol',
      'cafe <-> terraza',
      'cafe:*',
      "'; DROP TABLE diary_entries; --",
      '\\',
      '%_',
      '.'.repeat(200),
      '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'.repeat(7).slice(0, 200),
    ])('the hostile search %j answers 200 with only the user’s entries', async (q) => {
      const response = await kit.api(`/diary?${new URLSearchParams({ q }).toString()}`, {
        token: user.accessToken,
      });
      expect(response.status, await response.clone().text()).toBe(200);
      const ids = ((await response.json()) as DiaryPage).entries.map((entry) => entry.id);
      for (const id of ids) expect([cafe.id, arbol.id, english.id]).toContain(id);
    });

    it('treats operators as words: "-café" and "(café)" find the café entry', async () => {
      expect(await found(user, '-café')).toEqual([cafe.id]);
      expect(await found(user, '(café)')).toEqual([cafe.id]);
      expect(await found(user, 'NEAR(café terraza)')).toEqual([]);
    });

    it('follows changes: new words are found, replaced and deleted ones are not', async () => {
      const entry = await create(user, { date: '2025-04-04', body: 'Aprendí a tocar la guitarra' });
      expect(await found(user, 'guitarra')).toEqual([entry.id]);

      await patch(user, entry.id, { mood: 5 });
      expect(await found(user, 'guitarra')).toEqual([entry.id]);

      await patch(user, entry.id, { body: 'Hoy practiqué el violín', title: 'Música' });
      expect(await found(user, 'guitarra')).toEqual([]);
      expect(await found(user, 'violin')).toEqual([entry.id]);
      expect(await found(user, 'musica')).toEqual([entry.id]);

      await patch(user, entry.id, { title: null });
      expect(await found(user, 'musica')).toEqual([]);

      expect((await remove(user, entry.id)).status).toBe(204);
      expect(await found(user, 'violin')).toEqual([]);
      expect(await found(user, 'vio')).toEqual([]);
    });
  });
});
