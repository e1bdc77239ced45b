/**
 * A stand-in for the product API's tracking routes, for component tests and the screenshot
 * harness: an in-memory store that answers as the contracts say (bodies validated with the
 * contracts' schemas, the issue's refusals: a future day 422, the 101st active habit 409, a mark on
 * an archived habit 409, overlapping pauses 409, another id 404). Strength and streaks are not
 * computed here: a test gives each habit the figures it wants to see. Any request can be held
 * (to look at the page before the answer) or refused (to see the rollback).
 */
import {
  checkInFieldsSchema,
  habitCreateSchema,
  habitMarkUpsertSchema,
  habitOrderSchema,
  habitPauseCreateSchema,
  habitUpdateSchema,
  mergePreferences,
  MAX_ACTIVE_HABITS,
  userSettingsUpdateSchema,
  type CheckIn,
  type Habit,
  type HabitMark,
  type LocalDate,
  type UserSettings,
} from '@ascend/contracts';
import { checkInFixture, fixtureId, habitFixture } from './fixtures';

export interface Answer {
  status: number;
  body?: unknown;
}

export interface Request {
  method: string;
  path: string;
  body: unknown;
}

interface Gate {
  method: string;
  path: RegExp;
  /** Answer this instead of the store's answer (the store is left alone). */
  refuse?: Answer;
  /** Wait for `release` before answering. */
  held?: Promise<void>;
}

export interface FakeTrackingServer {
  settings: UserSettings;
  checkIns: Map<LocalDate, CheckIn>;
  habits: Habit[];
  marks: HabitMark[];
  /** Every request received, in order. */
  requests: Request[];
  /** The next request matching refuses with `answer`, changing nothing. */
  refuseNext: (method: string, path: RegExp, answer: Answer) => void;
  /** The next request matching waits; call the returned function to let it through. */
  holdNext: (method: string, path: RegExp) => () => void;
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
}

const json = (status: number, body?: unknown): Answer => ({ status, body });
const detail = (status: number, text: string) => json(status, { detail: text });
/** A refusal of one field with the rule's code, in the API's list shape (the server's future_date…). */
const fieldRefusal = (loc: (string | number)[], msg: string, type: string) =>
  json(422, { detail: [{ loc, msg, type }] });

function pathOf(input: RequestInfo | URL): URL {
  const text = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(text, 'http://localhost');
}

function inRange(date: string, query: URLSearchParams): boolean {
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  return from <= date && date <= to;
}

export function createFakeTrackingServer({
  today,
  settings,
  habits = [],
  checkIns = [],
  marks = [],
}: {
  today: LocalDate;
  settings: UserSettings;
  habits?: Habit[];
  checkIns?: CheckIn[];
  marks?: HabitMark[];
}): FakeTrackingServer {
  const gates: Gate[] = [];
  const server: FakeTrackingServer = {
    settings,
    checkIns: new Map(checkIns.map((checkIn) => [checkIn.date, checkIn])),
    habits: [...habits],
    marks: [...marks],
    requests: [],
    refuseNext: (method, path, refuse) => gates.push({ method, path, refuse }),
    holdNext: (method, path) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      gates.push({ method, path, held });
      return release;
    },
    fetch: async (input, init = {}) => {
      const url = pathOf(input);
      const method = init.method ?? 'GET';
      const path = url.pathname.replace(/^\/api\/v1/, '');
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      server.requests.push({ method, path: path + url.search, body });
      const gateIndex = gates.findIndex((gate) => gate.method === method && gate.path.test(path));
      const gate = gateIndex >= 0 ? gates.splice(gateIndex, 1)[0] : undefined;
      if (gate?.held) await gate.held;
      const answer = gate?.refuse ?? route(method, path, url.searchParams, body);
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  };

  const active = () =>
    server.habits
      .filter((habit) => habit.archived_at === null)
      .sort((a, b) => a.position - b.position);
  const habitById = (id: string) => server.habits.find((habit) => habit.id === id);

  function route(method: string, path: string, query: URLSearchParams, body: unknown): Answer {
    const parts = path.split('/').filter(Boolean);
    const [first, id, sub, subId] = parts;
    if (first === 'settings' && parts.length === 1) {
      if (method === 'GET') return json(200, server.settings);
      const change = userSettingsUpdateSchema.safeParse(body);
      if (!change.success) return detail(422, change.error.issues[0]?.message ?? 'invalid');
      server.settings = {
        ...server.settings,
        preferences: mergePreferences(server.settings.preferences, change.data.preferences ?? {}),
      };
      return json(200, server.settings);
    }
    if (first === 'check-ins') {
      if (method === 'GET' && !id) {
        const list = [...server.checkIns.values()].filter((checkIn) =>
          inRange(checkIn.date, query),
        );
        return json(200, { check_ins: list.sort((a, b) => a.date.localeCompare(b.date)) });
      }
      if (!id) return detail(404, 'Not found');
      if (id > today) {
        return fieldRefusal(['params', 'date'], 'The date is in the future', 'future_date');
      }
      if (method === 'DELETE') {
        return server.checkIns.delete(id) ? json(204) : detail(404, 'No check-in on that day');
      }
      const fields = checkInFieldsSchema.safeParse(body);
      if (!fields.success) return detail(422, fields.error.issues[0]?.message ?? 'invalid');
      const now = new Date().toISOString();
      const previous = server.checkIns.get(id);
      const given = Object.fromEntries(
        Object.entries(fields.data).filter(([, value]) => value !== undefined),
      );
      const stored: CheckIn = checkInFixture({
        ...previous,
        ...given,
        date: id,
        created_at: previous?.created_at ?? now,
        updated_at: now,
      });
      const { date: _date, created_at: _created, updated_at: _updated, ...values } = stored;
      if (Object.values(values).every((value) => value === null)) {
        server.checkIns.delete(id);
        return json(204);
      }
      server.checkIns.set(id, stored);
      return json(200, stored);
    }
    if (first === 'habit-marks' && method === 'GET') {
      return json(200, { marks: server.marks.filter((mark) => inRange(mark.date, query)) });
    }
    if (first !== 'habits') return detail(404, 'Not found');
    if (!id) {
      if (method === 'GET') {
        const list = query.get('include_archived') === 'true' ? server.habits : active();
        return json(200, { habits: list });
      }
      const habit = habitCreateSchema.safeParse(body);
      if (!habit.success) return detail(422, habit.error.issues[0]?.message ?? 'invalid');
      if (active().length >= MAX_ACTIVE_HABITS) {
        return detail(409, `At most ${MAX_ACTIVE_HABITS} active habits`);
      }
      if (habit.data.start_date !== undefined && habit.data.start_date > today) {
        return fieldRefusal(['body', 'start_date'], 'The date is in the future', 'future_date');
      }
      const created = habitFixture({
        ...habit.data,
        id: fixtureId(),
        description: habit.data.description ?? null,
        target: habit.data.target ?? null,
        unit: habit.data.unit ?? null,
        start_date: habit.data.start_date ?? today,
        position: active().length,
      });
      server.habits.push(created);
      return json(201, created);
    }
    if (id === 'order' && method === 'PUT') {
      const order = habitOrderSchema.safeParse(body);
      const ids = order.success ? order.data.ids : [];
      const current = active().map((habit) => habit.id);
      if (!order.success || [...ids].sort().join() !== [...current].sort().join()) {
        return fieldRefusal(['body', 'ids'], 'List every active habit once', 'habit_order');
      }
      server.habits = server.habits.map((habit) =>
        ids.includes(habit.id) ? { ...habit, position: ids.indexOf(habit.id) } : habit,
      );
      return json(200, { habits: active() });
    }
    const habit = habitById(id);
    if (!habit) return detail(404, 'Habit not found');
    if (!sub) {
      if (method === 'DELETE') {
        server.habits = server.habits.filter((other) => other.id !== id);
        server.marks = server.marks.filter((mark) => mark.habit_id !== id);
        return json(204);
      }
      const change = habitUpdateSchema.safeParse(body);
      if (!change.success) return detail(422, change.error.issues[0]?.message ?? 'invalid');
      const { archived, ...fields } = change.data;
      if (archived === false && habit.archived_at && active().length >= MAX_ACTIVE_HABITS) {
        return detail(409, `At most ${MAX_ACTIVE_HABITS} active habits`);
      }
      Object.assign(habit, fields, {
        archived_at:
          archived === undefined ? habit.archived_at : archived ? new Date().toISOString() : null,
        position: archived === false ? active().length : habit.position,
      });
      return json(200, habit);
    }
    if (sub === 'pauses') {
      if (method === 'DELETE') {
        habit.pauses = habit.pauses.filter((pause) => pause.id !== subId);
        return json(204);
      }
      const pause = habitPauseCreateSchema.safeParse(body);
      if (!pause.success) return detail(422, pause.error.issues[0]?.message ?? 'invalid');
      const overlaps = habit.pauses.some(
        (other) => other.from <= pause.data.to && pause.data.from <= other.to,
      );
      if (overlaps) return detail(409, 'The pause overlaps another pause of this habit');
      const created = { id: fixtureId(), ...pause.data };
      habit.pauses = [...habit.pauses, created].sort((a, b) => a.from.localeCompare(b.from));
      return json(201, created);
    }
    if (sub === 'marks' && subId) {
      if (subId > today) {
        return fieldRefusal(['params', 'date'], 'The date is in the future', 'future_date');
      }
      const others = server.marks.filter((mark) => !(mark.habit_id === id && mark.date === subId));
      if (method === 'DELETE') {
        server.marks = others;
        return json(204);
      }
      if (habit.archived_at) return detail(409, 'The habit is archived');
      const mark = habitMarkUpsertSchema.safeParse(body);
      if (!mark.success) return detail(422, mark.error.issues[0]?.message ?? 'invalid');
      if (
        (mark.data.status === 'value') !== (habit.kind === 'measurable') &&
        mark.data.status !== 'skipped'
      ) {
        return fieldRefusal(['body', 'status'], 'That mark does not fit the habit', 'habit_kind');
      }
      const stored: HabitMark = {
        habit_id: id,
        date: subId,
        status: mark.data.status,
        value: mark.data.status === 'value' ? mark.data.value : null,
        updated_at: new Date().toISOString(),
      };
      server.marks = [...others, stored];
      return json(200, stored);
    }
    return detail(404, 'Not found');
  }

  return server;
}
