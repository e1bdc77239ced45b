/**
 * The server's answers the tracking pages must take as they come: a check-in upsert that leaves no
 * field answers 204 with no body (the day has no check-in), and the 422s of the error catalogue
 * (`future_date`, `habit_kind`, `habit_order`) shown at the field or control they are about, in
 * the reader's language. Also archived habits' marks in a past day's history.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, fakeScreen, renderPage } from '@/test-support/signed-in';
import { HistoryPanel } from './components/calendar/history-panel';
import { HabitsPage } from './habits-page';
import { installFakeTrackingApi, settingsRecord, TODAY } from './test-support/fake-tracking-api';
import { checkInFixture, habitFixture, markFixture } from './test-support/fixtures';
import { TrackingPage } from './tracking-page';

const refusal = (loc: (string | number)[], type: string) => ({
  status: 422,
  body: { detail: [{ loc, msg: 'Refused (the server words it in English)', type }] },
});

describe('tracking refusals and empty answers', { timeout: 20_000 }, () => {
  beforeEach(() => fakeScreen(1280));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('takes the 204 of a check-in emptied of every field: the day shows no check-in', async () => {
    const server = installFakeTrackingApi({
      checkIns: [checkInFixture({ date: TODAY, steps: 9000 })],
    });
    const user = userEvent.setup();
    renderPage(<TrackingPage />);
    const steps = await screen.findByLabelText('Steps');
    expect(steps).toHaveValue('9000');
    expect(
      await screen.findByRole('button', {
        name: /^Wednesday, March 18, 2026\. Today\. check-in recorded/,
      }),
    ).toBeInTheDocument();

    await user.clear(steps);
    await user.click(screen.getByRole('button', { name: 'Save check-in' }));

    expect(
      await screen.findByText('Every field is empty, so this day has no check-in.'),
    ).toBeInTheDocument();
    expect(server.checkIns.has(TODAY)).toBe(false);
    expect(
      await screen.findByRole('button', {
        name: /^Wednesday, March 18, 2026\. Today\. no check-in/,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete check-in' })).not.toBeInTheDocument();
  });

  it("says in Spanish that the day has not begun when the server's today is earlier", async () => {
    const server = installFakeTrackingApi({ settings: settingsRecord({ language: 'es' }) });
    const user = userEvent.setup();
    renderPage(<TrackingPage />, { i18n: createTestI18n('es') });
    await user.type(await screen.findByLabelText('Pasos'), '4000');
    server.refuseNext('PUT', /^\/check-ins\//, refusal(['params', 'date'], 'future_date'));
    await user.click(screen.getByRole('button', { name: 'Guardar registro' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Ese día aún no ha empezado donde estás/);
    expect(alert).not.toHaveTextContent(/Refused/);
    // What was typed stays for another try.
    expect(screen.getByLabelText('Pasos')).toHaveValue('4000');
  });

  it("shows a refused mark in that habit's row, in the reader's language", async () => {
    const read = habitFixture({ name: 'Leer', position: 0 });
    const walk = habitFixture({ name: 'Caminar', position: 1 });
    const server = installFakeTrackingApi({
      settings: settingsRecord({ language: 'es' }),
      habits: [read, walk],
    });
    const user = userEvent.setup();
    renderPage(<TrackingPage />, { i18n: createTestI18n('es') });
    server.refuseNext('PUT', /\/marks\//, refusal(['body', 'status'], 'habit_kind'));
    await user.click(await screen.findByRole('button', { name: 'Leer: hecho' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Este hábito se marca de otra forma/);
    expect(alert.closest('li')).toHaveTextContent('Leer');
    expect(alert.closest('li')).not.toHaveTextContent('Caminar');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Leer: hecho' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
  });

  it('creates a habit from a chosen start day, today by default, never a later one', async () => {
    const server = installFakeTrackingApi();
    const user = userEvent.setup();
    renderPage(<HabitsPage />);
    await user.click(await screen.findByRole('button', { name: 'New habit' }));
    const form = screen.getByRole('form', { name: 'New habit' });
    const start = within(form).getByLabelText('Starts on');
    expect(start).toHaveValue(TODAY);
    expect(start).toHaveAttribute('max', TODAY);
    await user.type(within(form).getByLabelText('Name'), 'Walk');

    await user.clear(start);
    await user.type(start, '2026-03-19');
    await user.click(within(form).getByRole('button', { name: 'Create habit' }));
    const problem = 'A habit cannot start after today: choose today or an earlier day.';
    expect(await within(form).findByText(problem)).toBeInTheDocument();
    expect(start).toHaveAccessibleDescription(problem);
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.clear(start);
    await user.type(start, '2026-03-02');
    await user.click(within(form).getByRole('button', { name: 'Create habit' }));
    await waitFor(() => expect(server.habits).toHaveLength(1));
    expect(server.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      name: 'Walk',
      start_date: '2026-03-02',
    });
    expect(server.habits[0]?.start_date).toBe('2026-03-02');
  });

  it("puts the server's refusal of the start day on that field, in Spanish", async () => {
    const server = installFakeTrackingApi({ settings: settingsRecord({ language: 'es' }) });
    const user = userEvent.setup();
    renderPage(<HabitsPage />, { i18n: createTestI18n('es') });
    await user.click(await screen.findByRole('button', { name: 'Nuevo hábito' }));
    const form = screen.getByRole('form', { name: 'Nuevo hábito' });
    await user.type(within(form).getByLabelText('Nombre'), 'Nadar');
    // The server's today can be earlier than the page's (settings changed on another device).
    server.refuseNext('POST', /^\/habits$/, refusal(['body', 'start_date'], 'future_date'));
    await user.click(within(form).getByRole('button', { name: 'Crear hábito' }));
    const problem = 'Un hábito no puede empezar después de hoy: elige hoy o un día anterior.';
    expect(await within(form).findByText(problem)).toBeInTheDocument();
    expect(within(form).getByLabelText('Empieza el')).toHaveAccessibleDescription(problem);
    expect(within(form).getByLabelText('Empieza el')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Refused/)).not.toBeInTheDocument();
  });

  it('says at the list that the order changed elsewhere when the server refuses a move', async () => {
    const habits = ['Read', 'Walk'].map((name, position) => habitFixture({ name, position }));
    const server = installFakeTrackingApi({ habits });
    const user = userEvent.setup();
    renderPage(<HabitsPage />);
    server.refuseNext('PUT', /^\/habits\/order$/, refusal(['body', 'ids'], 'habit_order'));
    await user.click(await screen.findByRole('button', { name: 'Move Read down' }));
    const message =
      'Your habits changed meanwhile (on another device?): the list has been reloaded; try the move again.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Active habits' })).toHaveAccessibleDescription(
      message,
    );
  });

  it("shows archived habits' marks of a past day, read-only and labelled archived", async () => {
    const read = habitFixture({ name: 'Read' });
    const swim = habitFixture({
      name: 'Swim',
      archived_at: '2026-03-17T10:00:00.000Z',
      position: 1,
    });
    const run = habitFixture({
      name: 'Run',
      kind: 'measurable',
      target: 5,
      unit: 'km',
      archived_at: '2026-03-17T10:00:00.000Z',
      position: 2,
    });
    installFakeTrackingApi({
      habits: [read, swim, run],
      marks: [
        markFixture({ habit_id: swim.id, date: '2026-03-16', status: 'done' }),
        markFixture({ habit_id: run.id, date: '2026-03-16', status: 'value', value: 3.5 }),
      ],
    });
    const user = userEvent.setup();
    renderPage(<HistoryPanel today={TODAY} units="metric" habits={[read]} />);
    await user.click(await screen.findByRole('button', { name: /^Monday, March 16, 2026/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Monday, March 16, 2026' });
    const archived = await within(dialog).findByRole('heading', { name: 'Archived habits' });
    expect(archived).toBeInTheDocument();
    expect(within(dialog).getByText('Swim (archived): done')).toBeInTheDocument();
    expect(within(dialog).getByText('Run (archived): 3.5 km')).toBeInTheDocument();
    // Nothing to press for them: an archived habit takes no new marks.
    expect(within(dialog).queryByRole('button', { name: /Swim/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Read: done' })).toBeInTheDocument();
  });
});
