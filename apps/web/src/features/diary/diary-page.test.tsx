import { DIARY_BODY_MAX_LENGTH } from '@ascend/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_CACHE_KEY } from '@/lib/user-cache';
import { createTestI18n, fakeScreen, renderSignedIn } from '@/test-support/signed-in';
import { BODY_COUNT_FROM } from './components/diary-entry-form';
import { SEARCH_DEBOUNCE_MS } from './components/diary-filters';
import { DiaryPage } from './diary-page';
import { diaryApiStandIn, diaryEntry } from './test-support/diary-api-stand-in';

function renderDiary(path = '/dashboard/diary', language = 'en') {
  return renderSignedIn([{ path: '/dashboard/diary', element: <DiaryPage /> }], {
    path,
    i18n: createTestI18n(language),
  });
}

const composer = () => screen.getByRole('region', { name: 'New entry' });

// Each describe allows 20 s a test: many keystrokes through React take a while on a busy machine.
beforeEach(() => {
  fakeScreen(1280);
  // 01:30 UTC is 02:30 in Madrid, before the user's day starts at 04:00: still the 9th.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T01:30:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('writing an entry', { timeout: 20_000 }, () => {
  it("dates it the user's today by default and sends exactly what was written", async () => {
    const api = diaryApiStandIn();
    const user = userEvent.setup();
    renderDiary();
    const date = within(composer()).getByLabelText('Date');
    await waitFor(() => expect(date).toHaveValue('2026-03-09'));
    expect(date).toHaveAttribute('max', '2026-03-09');

    await user.type(within(composer()).getByLabelText('Title (optional)'), 'A good day');
    await user.type(
      within(composer()).getByLabelText('What happened today?'),
      'Walked by the sea.{Enter}Slept well.',
    );
    await user.click(within(composer()).getByRole('radio', { name: /Good/ }));
    await user.click(within(composer()).getByRole('button', { name: 'Save entry' }));

    await waitFor(() => expect(api.to('POST', '/api/v1/diary')).toHaveLength(1));
    expect(api.to('POST', '/api/v1/diary')[0]!.body).toEqual({
      date: '2026-03-09',
      title: 'A good day',
      body: 'Walked by the sea.\nSlept well.',
      mood: 4,
      tags: [],
    });
    expect(await within(composer()).findByRole('status')).toHaveTextContent('Your entry is saved.');
    // The form starts again, and the new entry is in the list under its day.
    expect(within(composer()).getByLabelText('What happened today?')).toHaveValue('');
    const list = screen.getByRole('region', { name: 'Your entries' });
    expect(await within(list).findByRole('article', { name: 'A good day' })).toHaveTextContent(
      'Mood: Good',
    );
    expect(within(list).getByText('Monday, March 9, 2026')).toBeInTheDocument();
  });

  it('counts the characters left near the 20,000 limit and refuses more, sending nothing', async () => {
    const api = diaryApiStandIn();
    const user = userEvent.setup();
    renderDiary();
    const body = within(composer()).getByLabelText('What happened today?');
    await user.click(body);
    await user.paste('a'.repeat(BODY_COUNT_FROM - 1));
    expect(within(composer()).queryByText(/characters? left/)).not.toBeInTheDocument();

    await user.type(body, 'b');
    expect(within(composer()).getByText('2,000 characters left')).toBeInTheDocument();
    expect(body).toHaveAccessibleDescription('2,000 characters left');

    await user.paste('c'.repeat(2_000));
    expect(within(composer()).getByText('0 characters left')).toBeInTheDocument();
    await user.type(body, 'dd');
    expect(within(composer()).getByText('2 characters over the limit')).toBeInTheDocument();

    await user.click(within(composer()).getByRole('button', { name: 'Save entry' }));
    expect(
      await within(composer()).findByText('An entry holds at most 20,000 characters.'),
    ).toBeInTheDocument();
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST', '/api/v1/diary')).toHaveLength(0);

    // Back at the limit exactly, it is accepted.
    await user.type(body, '{Backspace}{Backspace}');
    await user.click(within(composer()).getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(api.to('POST', '/api/v1/diary')).toHaveLength(1));
    expect((api.to('POST', '/api/v1/diary')[0]!.body as { body: string }).body).toHaveLength(
      DIARY_BODY_MAX_LENGTH,
    );
  });

  it('refuses an empty entry and a day after today before sending', async () => {
    const api = diaryApiStandIn();
    const user = userEvent.setup();
    renderDiary();
    await user.click(within(composer()).getByRole('button', { name: 'Save entry' }));
    expect(await within(composer()).findByText('Write something before saving.')).toBeVisible();

    const date = within(composer()).getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-03-10');
    await user.type(within(composer()).getByLabelText('What happened today?'), 'Tomorrow');
    await user.click(within(composer()).getByRole('button', { name: 'Save entry' }));
    expect(await within(composer()).findByText('Choose today or an earlier day.')).toBeVisible();
    expect(api.to('POST', '/api/v1/diary')).toHaveLength(0);
  });

  it("shows the server's reason when it refuses, keeping the text", async () => {
    const api = diaryApiStandIn();
    api.answerOnce('POST', '/api/v1/diary', 422, { detail: 'The date is in the future' });
    const user = userEvent.setup();
    renderDiary();
    const body = within(composer()).getByLabelText('What happened today?');
    await user.type(body, 'Kept');
    await user.click(within(composer()).getByRole('button', { name: 'Save entry' }));
    expect(await within(composer()).findByRole('alert')).toHaveTextContent(
      'The date is in the future',
    );
    expect(body).toHaveValue('Kept');
  });
});

describe('tags as chips', { timeout: 20_000 }, () => {
  it('are added with Enter or a comma, removed with Backspace or their button, all by keyboard', async () => {
    const api = diaryApiStandIn([
      diaryEntry({ date: '2026-03-01', body: 'x', tags: ['work', 'sleep'] }),
    ]);
    const user = userEvent.setup();
    renderDiary();
    const input = within(composer()).getByLabelText('Tags (optional)');
    // The user's own tags are suggested, most used first.
    await waitFor(() => expect(input).toHaveAttribute('list'));
    const suggestions = document.getElementById(input.getAttribute('list')!)!;
    expect([...suggestions.querySelectorAll('option')].map((option) => option.value)).toEqual([
      'sleep',
      'work',
    ]);

    input.focus();
    await user.keyboard('Work{Enter}');
    // Enter added the tag; it did not submit the entry.
    expect(api.to('POST', '/api/v1/diary')).toHaveLength(0);
    await user.keyboard('family,');
    const chips = within(composer()).getByRole('list', { name: 'Tags of this entry' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['work', 'family']);
    // A chosen tag is no longer suggested.
    expect([...suggestions.querySelectorAll('option')].map((option) => option.value)).toEqual([
      'sleep',
    ]);

    await user.keyboard('{Backspace}');
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['work']);
    await user.keyboard('a#b{Enter}');
    expect(within(composer()).getByRole('alert')).toHaveTextContent('without commas or #');
    await user.clear(input);

    // Shift+Tab reaches the chip's remove button; Enter removes it and focus comes back.
    await user.keyboard('rest{Enter}');
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Remove tag rest' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input).toHaveFocus();

    await user.type(within(composer()).getByLabelText('What happened today?'), 'Tagged');
    await user.click(within(composer()).getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(api.to('POST', '/api/v1/diary')).toHaveLength(1));
    expect(api.to('POST', '/api/v1/diary')[0]!.body).toMatchObject({ tags: ['work'] });
  });
});

describe('the list', { timeout: 20_000 }, () => {
  it('renders what the user wrote as text, never as HTML, with its line breaks', async () => {
    diaryApiStandIn([
      diaryEntry({
        date: '2026-03-08',
        title: '<b>bold?</b>',
        body: '<img src=x onerror="window.pwned=true">\nsecond line',
      }),
    ]);
    const { container } = renderDiary();
    const article = await screen.findByRole('article', { name: '<b>bold?</b>' });
    expect(within(article).getByText(/<img src=x onerror/)).toHaveClass('whitespace-pre-wrap');
    expect(within(article).getByText(/<img src=x onerror/).textContent).toBe(
      '<img src=x onerror="window.pwned=true">\nsecond line',
    );
    expect(container.querySelector('img, b')).toBeNull();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('groups entries by day, newest first, and loads more with the cursor', async () => {
    const entries = Array.from({ length: 25 }, (_, index) =>
      diaryEntry({
        date: `2026-02-${String(index + 1).padStart(2, '0')}`,
        body: `Entry number ${index + 1}`,
      }),
    );
    const api = diaryApiStandIn(entries);
    const user = userEvent.setup();
    renderDiary();
    const list = screen.getByRole('region', { name: 'Your entries' });
    await within(list).findByText('Entry number 25');
    const days = () =>
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(days()).toHaveLength(20);
    expect(days()[0]).toBe('Wednesday, February 25, 2026');
    expect(within(list).queryByText('Entry number 5')).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Load more' }));
    await within(list).findByText('Entry number 1');
    expect(days()).toHaveLength(25);
    expect(api.to('GET', '/api/v1/diary').at(-1)!.query.get('cursor')).toBe('20');
    expect(within(list).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    diaryApiStandIn();
    renderDiary();
    expect(
      await screen.findByText('No entries yet. Write your first one above.'),
    ).toBeInTheDocument();
  });

  it('keeps entries out of the per-user copy in localStorage', async () => {
    diaryApiStandIn([diaryEntry({ date: '2026-03-08', body: 'A private thought' })]);
    renderDiary();
    await screen.findByText('A private thought');
    // The settings record (read for the user's day) is kept; the diary is not.
    await waitFor(() => expect(localStorage.getItem(USER_CACHE_KEY)).toContain('Europe/Madrid'));
    expect(localStorage.getItem(USER_CACHE_KEY)).not.toContain('A private thought');
  });
});

describe('search and filters', { timeout: 20_000 }, () => {
  it('searches once typing pauses, not on every key', async () => {
    const api = diaryApiStandIn([
      diaryEntry({ date: '2026-03-01', body: 'Un café con María' }),
      diaryEntry({ date: '2026-03-02', body: 'Gym' }),
    ]);
    const user = userEvent.setup();
    const view = renderDiary();
    await screen.findByText('Gym');
    await user.type(screen.getByRole('searchbox', { name: 'Search your diary' }), 'cafe maria');
    await waitFor(() => expect(view.router.state.location.search).toBe('?q=cafe+maria'), {
      timeout: SEARCH_DEBOUNCE_MS * 10,
    });
    await waitFor(() => expect(screen.queryByText('Gym')).not.toBeInTheDocument());
    expect(await screen.findByText('Un café con María')).toBeInTheDocument();
    const searches = api
      .to('GET', '/api/v1/diary')
      .map((request) => request.query.get('q'))
      .filter(Boolean);
    expect(searches).toEqual(['cafe maria']);
  });

  it('filters by mood, tag and dates, keeps them in the address, and clears them', async () => {
    const api = diaryApiStandIn([
      diaryEntry({ date: '2026-03-01', body: 'Calm', mood: 4, tags: ['work'] }),
      diaryEntry({ date: '2026-03-05', body: 'Rough', mood: 2, tags: ['family'] }),
    ]);
    const user = userEvent.setup();
    const view = renderDiary();
    await screen.findByText('Rough');
    const search = screen.getByRole('search');
    await user.selectOptions(within(search).getByLabelText('Mood'), 'Good');
    await waitFor(() => expect(screen.queryByText('Rough')).not.toBeInTheDocument());
    expect(api.to('GET', '/api/v1/diary').at(-1)!.query.get('mood')).toBe('4');

    await user.selectOptions(within(search).getByLabelText('Tag'), 'work');
    await user.type(within(search).getByLabelText('From'), '2026-03-01');
    await user.type(within(search).getByLabelText('To'), '2026-03-02');
    await waitFor(() =>
      expect(Object.fromEntries(api.to('GET', '/api/v1/diary').at(-1)!.query)).toMatchObject({
        mood: '4',
        tag: 'work',
        from: '2026-03-01',
        to: '2026-03-02',
      }),
    );
    expect(screen.getByText('Calm')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe(
      '?mood=4&tag=work&from=2026-03-01&to=2026-03-02',
    );

    await user.click(within(search).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Rough')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('');
  });

  it('a tag on an entry filters by that tag', async () => {
    diaryApiStandIn([
      diaryEntry({ date: '2026-03-01', body: 'Calm', tags: ['work'] }),
      diaryEntry({ date: '2026-03-05', body: 'Rough', tags: ['family'] }),
    ]);
    const user = userEvent.setup();
    renderDiary();
    await user.click(await screen.findByRole('button', { name: 'Show entries tagged work' }));
    await waitFor(() => expect(screen.queryByText('Rough')).not.toBeInTheDocument());
    expect(within(screen.getByRole('search')).getByLabelText('Tag')).toHaveValue('work');
  });
});

describe('editing and deleting', { timeout: 20_000 }, () => {
  it('edits an entry in place and returns focus to its Edit button', async () => {
    const api = diaryApiStandIn([
      diaryEntry({ date: '2026-03-08', title: 'Old', body: 'Before', tags: ['work'] }),
    ]);
    const user = userEvent.setup();
    renderDiary();
    await user.click(
      await screen.findByRole('button', { name: 'Edit the entry of Sunday, March 8, 2026' }),
    );
    const editor = screen.getByRole('article', { name: /Editing the entry/ });
    const body = within(editor).getByLabelText('What happened today?');
    expect(body).toHaveValue('Before');
    await user.clear(body);
    await user.type(body, 'After');
    await user.clear(within(editor).getByLabelText('Title (optional)'));
    await user.click(within(editor).getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(api.to('PATCH', `/api/v1/diary/${api.entries[0]!.id}`)).toHaveLength(1),
    );
    expect(api.to('PATCH', `/api/v1/diary/${api.entries[0]!.id}`)[0]!.body).toEqual({
      date: '2026-03-08',
      title: null,
      body: 'After',
      mood: null,
      tags: ['work'],
    });
    expect(await screen.findByText('After')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Edit the entry of Sunday, March 8, 2026' }),
    ).toHaveFocus();
  });

  it('asks before deleting; Cancel keeps the entry, Delete removes it', async () => {
    const api = diaryApiStandIn([diaryEntry({ date: '2026-03-08', body: 'To go' })]);
    const user = userEvent.setup();
    renderDiary();
    const remove = await screen.findByRole('button', {
      name: 'Delete the entry of Sunday, March 8, 2026',
    });
    await user.click(remove);
    let dialog = screen.getByRole('alertdialog', { name: 'Delete this entry?' });
    expect(dialog).toHaveTextContent('Sunday, March 8, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('To go')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(remove);
    dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete entry' }));
    await waitFor(() => expect(screen.queryByText('To go')).not.toBeInTheDocument());
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Focus is not lost with the entry: it lands on the list's heading.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Your entries' })).toHaveFocus(),
    );
  });
});

describe('in Spanish', { timeout: 20_000 }, () => {
  it('shows the page in Spanish with Spanish dates', async () => {
    diaryApiStandIn([diaryEntry({ date: '2026-03-08', body: 'Hola', mood: 5 })]);
    renderDiary('/dashboard/diary', 'es');
    expect(await screen.findByText('domingo, 8 de marzo de 2026')).toBeInTheDocument();
    expect(screen.getByText('Ánimo: Genial')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Nueva entrada' })).toBeInTheDocument();
  });
});
