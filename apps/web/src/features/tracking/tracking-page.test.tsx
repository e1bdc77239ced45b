import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dehydrate } from '@tanstack/react-query';
import { userCachePersistOptions } from '@/lib/user-query-provider';
import { createTestI18n, fakeScreen, renderPage, TEST_USER_ID } from '@/test-support/signed-in';
import { installFakeTrackingApi, settingsRecord, TODAY } from './test-support/fake-tracking-api';
import { checkInFixture, habitFixture, markFixture } from './test-support/fixtures';
import { TrackingPage } from './tracking-page';

function requestsMatching(
  server: ReturnType<typeof installFakeTrackingApi>,
  method: string,
  path: RegExp,
) {
  return server.requests.filter((request) => request.method === method && path.test(request.path));
}

// The page is large and its first render loads every module it needs: more than the default 5 s
// on a busy machine.
describe('tracking page', { timeout: 20_000 }, () => {
  beforeEach(() => fakeScreen(1280));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  describe("today's check-in", () => {
    it('shows stored kilograms and millilitres in pounds and fluid ounces, and saves pounds as kilograms', async () => {
      const server = installFakeTrackingApi({
        settings: settingsRecord({ units: 'imperial' }),
        checkIns: [checkInFixture({ date: TODAY, weight_kg: 74.843, water_ml: 1893, mood: 4 })],
      });
      const user = userEvent.setup();
      renderPage(<TrackingPage />);

      const weight = await screen.findByLabelText('Weight (lb)');
      expect(weight).toHaveValue('165');
      expect(screen.getByLabelText('Water (fl oz)')).toHaveValue('64');
      expect(
        within(screen.getByRole('group', { name: 'Mood' })).getByRole('radio', {
          name: 'Good',
          checked: true,
        }),
      ).toBeInTheDocument();

      await user.clear(weight);
      await user.type(weight, '170.5');
      expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save check-in' }));

      await waitFor(() =>
        expect(requestsMatching(server, 'PUT', /^\/check-ins\//)).toHaveLength(1),
      );
      const [put] = requestsMatching(server, 'PUT', /^\/check-ins\//);
      expect(put?.path).toBe(`/check-ins/${TODAY}`);
      // 170.5 lb × 0.45359237 = 77.33749… kg, kept to the gram; 64 fl oz stays 1893 ml.
      expect(put?.body).toMatchObject({ weight_kg: 77.337, water_ml: 1893, mood: 4, note: null });
      expect(await screen.findByText('Saved.')).toBeInTheDocument();
      expect(server.checkIns.get(TODAY)?.weight_kg).toBe(77.337);
      // Shown again in pounds, as typed.
      expect(screen.getByLabelText('Weight (lb)')).toHaveValue('170.5');
    });

    it('keeps check-ins, habits and marks out of the copy stored in the browser', async () => {
      installFakeTrackingApi({
        habits: [habitFixture({ name: 'Read' })],
        checkIns: [checkInFixture({ date: TODAY, note: 'A private note' })],
      });
      const { queryClient } = renderPage(<TrackingPage />);
      expect(await screen.findByDisplayValue('A private note')).toBeInTheDocument();
      await screen.findByRole('button', { name: 'Read: done' });
      const stored = dehydrate(queryClient, userCachePersistOptions(TEST_USER_ID).dehydrateOptions);
      const keys = stored.queries.map((query) => query.queryKey.join('/'));
      expect(keys).toEqual([`user/${TEST_USER_ID}/settings`]);
      expect(JSON.stringify(stored)).not.toContain('A private note');
    });

    it('shows metric users kilograms and millilitres as stored', async () => {
      installFakeTrackingApi({
        checkIns: [checkInFixture({ date: TODAY, weight_kg: 74.843, water_ml: 1893 })],
      });
      renderPage(<TrackingPage />);
      expect(await screen.findByLabelText('Weight (kg)')).toHaveValue('74.84');
      expect(screen.getByLabelText('Water (ml)')).toHaveValue('1893');
    });

    it('says what is wrong in the reader language, with the bounds in their units, and sends nothing', async () => {
      const server = installFakeTrackingApi({
        settings: settingsRecord({ units: 'imperial', language: 'es' }),
      });
      const user = userEvent.setup();
      renderPage(<TrackingPage />, { i18n: createTestI18n('es') });

      await user.type(await screen.findByLabelText('Peso (lb)'), '30');
      await user.type(screen.getByLabelText('Pasos'), '10.5');
      await user.type(screen.getByLabelText('Sueño (h)'), 'ocho');
      await user.click(screen.getByRole('button', { name: 'Guardar registro' }));
      expect(await screen.findByText('Sueño debe ser un número.')).toBeInTheDocument();
      expect(requestsMatching(server, 'PUT', /check-ins/)).toHaveLength(0);

      await user.clear(screen.getByLabelText('Sueño (h)'));
      await user.click(screen.getByRole('button', { name: 'Guardar registro' }));
      expect(
        await screen.findByText('Peso debe estar entre 44,1 y 881,84 lb.'),
      ).toBeInTheDocument();
      expect(screen.getByText('Pasos debe ser un número entero.')).toBeInTheDocument();
      expect(screen.getByLabelText('Peso (lb)')).toHaveAccessibleDescription(
        'Peso debe estar entre 44,1 y 881,84 lb.',
      );
      expect(requestsMatching(server, 'PUT', /check-ins/)).toHaveLength(0);
    });

    it('keeps what was typed and says why when the server refuses the save', async () => {
      const server = installFakeTrackingApi();
      const user = userEvent.setup();
      renderPage(<TrackingPage />);
      await user.type(await screen.findByLabelText('Steps'), '9000');
      server.refuseNext('PUT', /^\/check-ins\//, { status: 429, body: { detail: 'Slow down' } });
      await user.click(screen.getByRole('button', { name: 'Save check-in' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Your check-in was not saved. Too many changes in a short time; wait a moment and try again.',
      );
      expect(screen.getByLabelText('Steps')).toHaveValue('9000');
      expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
      expect(server.checkIns.size).toBe(0);
    });
  });

  describe("today's habits", () => {
    const read = habitFixture({
      name: 'Read',
      position: 0,
      stats: {
        strength: 64,
        current_streak: 5,
        best_streak: 9,
        streak_unit: 'days',
        due_today: true,
        paused_today: false,
      },
    });
    const walk = habitFixture({ name: 'Walk', position: 1 });
    const pages = habitFixture({
      name: 'Pages',
      kind: 'measurable',
      target: 20,
      unit: 'pages',
      position: 2,
    });
    const swim = habitFixture({
      name: 'Swim',
      position: 3,
      pauses: [
        { id: '00000000-0000-4000-8000-00000000aaaa', from: '2026-03-16', to: '2026-03-22' },
      ],
      stats: { ...read.stats, paused_today: true, current_streak: 0, best_streak: 0 },
    });

    it('shows each habit with its strength and streak, and paused ones as paused', async () => {
      installFakeTrackingApi({ habits: [read, walk, pages, swim] });
      renderPage(<TrackingPage />);
      const row = (await screen.findByText('Read')).closest('li')!;
      expect(within(row).getByRole('img', { name: 'Strength 64%' })).toBeInTheDocument();
      expect(row).toHaveTextContent('5-day streak');
      expect(row).toHaveTextContent('best 9 days');
      const swimRow = screen.getByText('Swim').closest('li')!;
      expect(swimRow).toHaveTextContent('Paused');
      expect(within(swimRow).queryByRole('button')).not.toBeInTheDocument();
    });

    it('ticks at once, and puts the mark back with the reason when the server refuses', async () => {
      const server = installFakeTrackingApi({ habits: [read, walk, pages] });
      const user = userEvent.setup();
      renderPage(<TrackingPage />);
      const done = await screen.findByRole('button', { name: 'Read: done' });
      expect(done).toHaveAttribute('aria-pressed', 'false');

      // Held: the tick shows before the server has answered.
      const release = server.holdNext('PUT', /\/marks\//);
      await user.click(done);
      expect(done).toHaveAttribute('aria-pressed', 'true');
      expect(server.marks).toHaveLength(0);
      release();
      await waitFor(() => expect(server.marks).toHaveLength(1));
      expect(done).toHaveAttribute('aria-pressed', 'true');

      // Refused: a rest day shows at once, then the day is back to done, with the reason.
      server.refuseNext('PUT', /\/marks\//, {
        status: 409,
        body: { detail: 'The habit is archived' },
      });
      const rest = screen.getByRole('button', { name: 'Read: rest day' });
      await user.click(rest);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'That mark was not saved and is back as it was. The habit is archived: restore it to mark its days.',
      );
      expect(rest).toHaveAttribute('aria-pressed', 'false');
      expect(done).toHaveAttribute('aria-pressed', 'true');
      expect(server.marks).toEqual([
        expect.objectContaining({ habit_id: read.id, status: 'done' }),
      ]);

      // Ticking a second habit; a tap on a done habit clears it.
      await user.click(screen.getByRole('button', { name: 'Walk: done' }));
      await user.click(done);
      expect(done).toHaveAttribute('aria-pressed', 'false');
      await waitFor(() =>
        expect(server.marks).toEqual([
          expect.objectContaining({ habit_id: walk.id, status: 'done' }),
        ]),
      );
    });

    it('fills a measurable habit partway and shows how far it got', async () => {
      const server = installFakeTrackingApi({
        habits: [pages],
        marks: [markFixture({ habit_id: pages.id, date: TODAY, status: 'value', value: 5 })],
      });
      const user = userEvent.setup();
      renderPage(<TrackingPage />);
      const value = await screen.findByLabelText('Pages (pages)');
      expect(value).toHaveValue('5');
      expect(value).toHaveAccessibleDescription('5 / 20 pages');
      await user.clear(value);
      await user.type(value, '12{Enter}');
      expect(value).toHaveAccessibleDescription('12 / 20 pages');
      await waitFor(() =>
        expect(server.marks).toEqual([
          expect.objectContaining({ habit_id: pages.id, status: 'value', value: 12 }),
        ]),
      );
      expect(requestsMatching(server, 'PUT', /\/marks\//)[0]?.body).toEqual({
        status: 'value',
        value: 12,
      });
    });

    it('leads a user without habits to create one', async () => {
      installFakeTrackingApi();
      renderPage(<TrackingPage />);
      expect(await screen.findByRole('link', { name: 'Create your first habit' })).toHaveAttribute(
        'href',
        '/dashboard/tracking/habits',
      );
    });
  });
});
