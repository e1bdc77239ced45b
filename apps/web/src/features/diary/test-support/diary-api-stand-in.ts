/**
 * A stand-in for the diary routes of the product API in component tests (the server's own tests
 * prove the real ones): entries kept in memory, answered in the contracts' shapes, newest day
 * first, filtered and paged by an opaque cursor, and every request recorded.
 */
import type {
  DiaryEntry,
  DiaryEntryCreate,
  DiaryEntryUpdate,
  UserSettings,
} from '@ascend/contracts';
import { vi } from 'vitest';
import { settingsRecord } from '@/test-support/settings-record';

export const SETTINGS: UserSettings = settingsRecord({}, { full_name: 'Ana López' });

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = { status: number; body?: unknown };

/** Accents and case ignored, as the server's search promises (diaryQuerySchema's `q`). */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

let sequence = 0;

export function diaryEntry(
  fields: Partial<DiaryEntry> & Pick<DiaryEntry, 'date' | 'body'>,
): DiaryEntry {
  sequence += 1;
  const stamp = new Date(Date.UTC(2026, 0, 1, 0, 0, sequence)).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    title: null,
    mood: null,
    tags: [],
    created_at: stamp,
    updated_at: stamp,
    ...fields,
  };
}

export function diaryApiStandIn(initial: DiaryEntry[] = []) {
  const entries = [...initial];
  const requests: Recorded[] = [];
  /** Answers given instead of the stand-in's own, by "METHOD /path", once each. */
  const overrides = new Map<string, Answer>();

  function list(query: URLSearchParams): Answer {
    const q = query.get('q');
    const mood = query.get('mood');
    const tag = query.get('tag');
    const from = query.get('from');
    const to = query.get('to');
    const limit = Number(query.get('limit') ?? 20);
    const offset = Number(query.get('cursor') ?? 0);
    const matching = entries
      .filter((entry) => {
        // Every word, in any order, as the server's full-text search.
        const text = folded(`${entry.title ?? ''} ${entry.body}`);
        return (
          !q ||
          folded(q)
            .split(/\s+/)
            .every((word) => text.includes(word))
        );
      })
      .filter((entry) => !mood || entry.mood === Number(mood))
      .filter((entry) => !tag || entry.tags.includes(tag))
      .filter((entry) => !from || entry.date >= from)
      .filter((entry) => !to || entry.date <= to)
      .sort((a, b) => b.date.localeCompare(a.date) || b.created_at.localeCompare(a.created_at));
    const page = matching.slice(offset, offset + limit);
    const next = offset + limit < matching.length ? String(offset + limit) : null;
    return { status: 200, body: { entries: page, next_cursor: next } };
  }

  function tags(): Answer {
    const counts = new Map<string, number>();
    for (const entry of entries) {
      for (const tag of entry.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
    return {
      status: 200,
      body: { tags: [...counts].map(([tag, count]) => ({ tag, count })) },
    };
  }

  function answer(method: string, path: string, query: URLSearchParams, body: unknown): Answer {
    const override = overrides.get(`${method} ${path}`);
    if (override) {
      overrides.delete(`${method} ${path}`);
      return override;
    }
    if (method === 'GET' && path === '/api/v1/settings') return { status: 200, body: SETTINGS };
    if (method === 'GET' && path === '/api/v1/diary') return list(query);
    if (method === 'GET' && path === '/api/v1/diary/tags') return tags();
    if (method === 'POST' && path === '/api/v1/diary') {
      const { date = '2026-03-09', title, body: text, mood, tags } = body as DiaryEntryCreate;
      const created = diaryEntry({
        date,
        title: title ?? null,
        body: text,
        mood: mood ?? null,
        tags: tags ?? [],
      });
      entries.push(created);
      return { status: 201, body: created };
    }
    const one = /^\/api\/v1\/diary\/([^/]+)$/.exec(path);
    const index = one ? entries.findIndex((entry) => entry.id === one[1]) : -1;
    if (one && index < 0) return { status: 404, body: { detail: 'Diary entry not found' } };
    if (method === 'PATCH' && one) {
      const change = body as DiaryEntryUpdate;
      const before = entries[index]!;
      const updated: DiaryEntry = {
        ...before,
        date: change.date ?? before.date,
        title: change.title === undefined ? before.title : change.title,
        body: change.body ?? before.body,
        mood: change.mood === undefined ? before.mood : change.mood,
        tags: change.tags ?? before.tags,
        updated_at: new Date().toISOString(),
      };
      entries[index] = updated;
      return { status: 200, body: updated };
    }
    if (method === 'DELETE' && one) {
      entries.splice(index, 1);
      return { status: 204 };
    }
    return { status: 404, body: { detail: `No stand-in for ${method} ${path}` } };
  }

  const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      input instanceof Request ? input.url : input.toString(),
      'http://localhost',
    );
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: url.pathname, query: url.searchParams, body });
    const { status, body: answerBody } = answer(method, url.pathname, url.searchParams, body);
    return Promise.resolve(
      new Response(answerBody === undefined ? null : JSON.stringify(answerBody), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetch);

  return {
    entries,
    requests,
    /** The recorded requests of one method and path. */
    to: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
    answerOnce: (method: string, path: string, status: number, body?: unknown) =>
      overrides.set(`${method} ${path}`, { status, body }),
  };
}
