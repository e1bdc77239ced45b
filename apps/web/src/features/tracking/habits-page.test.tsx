import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, fakeScreen, renderPage } from '@/test-support/signed-in';
import { HabitsPage } from './habits-page';
import { installFakeTrackingApi, settingsRecord } from './test-support/fake-tracking-api';
import { habitFixture } from './test-support/fixtures';

/** The active habits' names in the order shown. */
const shownOrder = () =>
  screen.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);

describe('habit management', { timeout: 20_000 }, () => {
  beforeEach(() => fakeScreen(1280));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('creates a measurable habit on chosen weekdays, saying what is missing first', async () => {
    const server = installFakeTrackingApi();
    const user = userEvent.setup();
    renderPage(<HabitsPage />);
    await user.click(await screen.findByRole('button', { name: 'New habit' }));
    const form = screen.getByRole('form', { name: 'New habit' });
    await user.click(within(form).getByRole('radio', { name: 'Measurable' }));
    await user.click(within(form).getByRole('radio', { name: 'Chosen days' }));
    await user.click(within(form).getByRole('button', { name: 'Create habit' }));
    expect(await within(form).findByText('Give the habit a name.')).toBeInTheDocument();
    expect(within(form).getByText('Enter a daily target.')).toBeInTheDocument();
    expect(within(form).getByText('Enter a unit, such as pages or km.')).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Name'), 'Read');
    await user.type(within(form).getByLabelText('Daily target'), '20');
    await user.type(within(form).getByLabelText('Unit'), 'pages');
    await user.click(within(form).getByRole('button', { name: 'Create habit' }));
    expect(await within(form).findByText('Choose at least one day.')).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: 'Friday' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Monday' }));
    await user.click(within(form).getByRole('button', { name: 'Create habit' }));

    await waitFor(() => expect(server.habits).toHaveLength(1));
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Read',
      kind: 'measurable',
      target: 20,
      unit: 'pages',
      frequency: { type: 'weekdays', days: [1, 5] },
      start_date: '2026-03-18',
    });
    const item = await screen.findByText('Read');
    expect(item.closest('li')).toHaveTextContent('Mon, Fri · 20 pages a day');
    expect(screen.queryByRole('form', { name: 'New habit' })).not.toBeInTheDocument();
  });

  it('moves habits with the keyboard, keeps the focus on the moved one and announces its place', async () => {
    const habits = ['Read', 'Walk', 'Stretch'].map((name, position) =>
      habitFixture({ name, position }),
    );
    const server = installFakeTrackingApi({ habits });
    const user = userEvent.setup();
    renderPage(<HabitsPage />);
    const moveDown = await screen.findByRole('button', { name: 'Move Read down' });
    expect(screen.getByRole('button', { name: 'Move Read up' })).toBeDisabled();
    moveDown.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(shownOrder()).toEqual(['Walk', 'Read', 'Stretch']));
    expect(await screen.findByText('Read moved to position 2 of 3.')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Move Read down'));
    await waitFor(() =>
      expect(server.requests.find((request) => request.path === '/habits/order')?.body).toEqual({
        ids: [habits[1]!.id, habits[0]!.id, habits[2]!.id],
      }),
    );

    // To the end: the down button goes, the focus moves to its twin.
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Read moved to position 3 of 3.')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Move Read up'));
    expect(screen.getByRole('button', { name: 'Move Read down' })).toBeDisabled();

    // A refused order goes back.
    server.refuseNext('PUT', /^\/habits\/order$/, { status: 503, body: { detail: 'Down' } });
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The new order was not saved and is back as it was.',
    );
    await waitFor(() => expect(shownOrder()).toEqual(['Walk', 'Stretch', 'Read']));
  });

  it('pauses a habit for a range of days and removes the pause', async () => {
    const read = habitFixture({ name: 'Read' });
    const server = installFakeTrackingApi({ habits: [read] });
    const user = userEvent.setup();
    renderPage(<HabitsPage />);
    await user.click(await screen.findByRole('button', { name: 'Pauses of Read' }));
    const form = screen.getByRole('form', { name: 'Add a pause to Read' });
    const from = within(form).getByLabelText('From');
    const to = within(form).getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-03-20');
    await user.clear(to);
    await user.type(to, '2026-03-10');
    await user.click(within(form).getByRole('button', { name: 'Add pause' }));
    expect(
      await screen.findByText('The last day cannot come before the first.'),
    ).toBeInTheDocument();

    await user.clear(to);
    await user.type(to, '2026-03-27');
    await user.click(within(form).getByRole('button', { name: 'Add pause' }));
    await waitFor(() =>
      expect(server.habits[0]?.pauses).toEqual([
        expect.objectContaining({ from: '2026-03-20', to: '2026-03-27' }),
      ]),
    );
    const range = 'Friday, March 20, 2026 – Friday, March 27, 2026';
    expect(await screen.findByText(range)).toBeInTheDocument();
    expect(screen.getByText(`Read paused: ${range}.`)).toBeInTheDocument();

    // An overlapping pause is the server's 409, said in words.
    await user.click(within(form).getByRole('button', { name: 'Add pause' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The pause was not added. It overlaps another pause of this habit.',
    );

    await user.click(screen.getByRole('button', { name: `Remove the pause ${range}` }));
    await waitFor(() => expect(server.habits[0]?.pauses).toEqual([]));
    expect(
      await screen.findByText('No pauses. Paused days keep the streak and strength as they are.'),
    ).toBeInTheDocument();
  });

  it("shows the server's 100-habit limit in the reader's language", async () => {
    const server = installFakeTrackingApi({
      habits: [habitFixture({ name: 'Correr', position: 0 })],
      settings: settingsRecord({ language: 'es' }),
    });
    const user = userEvent.setup();
    renderPage(<HabitsPage />, { i18n: createTestI18n('es') });
    await user.click(await screen.findByRole('button', { name: 'Nuevo hábito' }));
    // Other tabs filled the account up to the limit meanwhile.
    for (let position = 1; position < 100; position += 1) {
      server.habits.push(habitFixture({ name: `Habit ${position}`, position }));
    }
    const form = screen.getByRole('form', { name: 'Nuevo hábito' });
    await user.type(within(form).getByLabelText('Nombre'), 'Leer');
    await user.click(within(form).getByRole('button', { name: 'Crear hábito' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'El hábito no se creó. Puedes tener como máximo 100 hábitos activos: archiva uno primero.',
    );
    expect(server.habits).toHaveLength(100);
  });

  it('archives, restores, and deletes an archived habit after asking', async () => {
    const read = habitFixture({ name: 'Read' });
    const server = installFakeTrackingApi({ habits: [read] });
    const user = userEvent.setup();
    renderPage(<HabitsPage />);
    await user.click(await screen.findByRole('button', { name: 'Archive Read' }));
    const restore = await screen.findByRole('button', { name: 'Restore Read' });
    await user.click(restore);
    expect(await screen.findByRole('button', { name: 'Archive Read' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Archive Read' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Read' }));
    expect(server.habits).toHaveLength(1);
    await user.click(
      within(screen.getByRole('group', { name: 'Delete Read and all its history?' })).getByRole(
        'button',
        { name: 'Yes, delete' },
      ),
    );
    await waitFor(() => expect(server.habits).toHaveLength(0));
    expect(await screen.findByText('Nothing archived.')).toBeInTheDocument();
  });
});
