import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, fakeScreen, renderPage } from '@/test-support/signed-in';
import { IMPORT_MAX_BYTES, YourDataCard } from './your-data-card';

interface Sent {
  url: string;
  method: string;
  authorization: string | null;
  body: unknown;
}

/** The product API answering `answer` for every request, each one recorded. */
function api(answer: (request: Sent) => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const request = {
      url,
      method: init.method ?? 'GET',
      authorization: new Headers(init.headers).get('authorization'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    return Promise.resolve(answer(request));
  });
  return sent;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The file the user picks, by keyboard: the visible button opens the hidden input. */
async function pickFile(file: File) {
  const user = userEvent.setup({ applyAccept: false });
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  await user.upload(input, file);
}

const EXPORT = {
  exported_at: '2026-03-09T10:00:00Z',
  check_ins: [{ date: '2026-03-08', mood: 4 }],
};

beforeEach(() => {
  fakeScreen(1280);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-09T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CSV downloads', () => {
  it('fetches each dataset with the bearer token and saves it as a dated .csv', async () => {
    const sent = api(() => new Response('date,mood\n2026-03-08,4\n', { status: 200 }));
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    // jsdom has no object URLs: a URL class with them, keeping each blob to read it back.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL(blob: Blob) {
          const href = `blob:test/${blobs.size}`;
          blobs.set(href, blob);
          return href;
        }
        static override revokeObjectURL() {}
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
    const user = userEvent.setup();
    renderPage(<YourDataCard />);
    await user.click(screen.getByRole('button', { name: 'Check-ins (CSV)' }));
    await user.click(screen.getByRole('button', { name: 'Habit marks (CSV)' }));
    await user.click(screen.getByRole('button', { name: 'Diary (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(3));
    expect(sent.map(({ url, authorization }) => [url, authorization])).toEqual([
      ['/api/v1/account/export/check-ins.csv', 'Bearer test-access-token'],
      ['/api/v1/account/export/habit-marks.csv', 'Bearer test-access-token'],
      ['/api/v1/account/export/diary.csv', 'Bearer test-access-token'],
    ]);
    expect(saved.map(({ name }) => name)).toEqual([
      'ascend-check-ins-2026-03-09.csv',
      'ascend-habit-marks-2026-03-09.csv',
      'ascend-diary-2026-03-09.csv',
    ]);
    expect(await saved[0]!.blob.text()).toBe('date,mood\n2026-03-08,4\n');
  });

  it.each([
    [
      'en',
      [
        'Check-ins (CSV)',
        'Habit marks (CSV)',
        'Diary (CSV)',
        'Cognitive test results (CSV)',
        'Workout sets (CSV)',
        'Food diary (CSV)',
        'Face scans (CSV)',
      ],
    ],
    [
      'es',
      [
        'Registros diarios (CSV)',
        'Marcas de hábitos (CSV)',
        'Diario (CSV)',
        'Resultados de pruebas cognitivas (CSV)',
        'Series de entrenamiento (CSV)',
        'Diario de comidas (CSV)',
        'Escaneos faciales (CSV)',
      ],
    ],
  ])('names every dataset the server offers in %s', (language, names) => {
    renderPage(<YourDataCard />, { i18n: createTestI18n(language) });
    const list = screen.getByRole('heading', { name: /CSV/ }).parentElement!;
    expect([...list.querySelectorAll('li button')].map((button) => button.textContent)).toEqual(
      names,
    );
  });

  it("shows the server's reason when a download fails", async () => {
    api(() => json(503, { detail: 'Database unavailable' }));
    const user = userEvent.setup();
    renderPage(<YourDataCard />);
    await user.click(screen.getByRole('button', { name: 'Diary (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });
});

describe('import from a file', () => {
  it('sends the export as it is and says what was restored', async () => {
    const sent = api(() =>
      json(200, { imported: { check_ins: 120, habits: 1, habit_marks: 900, diary_entries: 30 } }),
    );
    renderPage(<YourDataCard />);
    await pickFile(
      new File([JSON.stringify(EXPORT)], 'ascend-data.json', { type: 'application/json' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your data is imported: 120 check-ins, 1 habit, 900 habit marks, 30 diary entries.',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: '/api/v1/account/import', method: 'POST', body: EXPORT });
  });

  it('names the foods of one’s own and the food diary items it restored', async () => {
    api(() => json(200, { imported: { check_ins: 2, own_foods: 1, food_diary_items: 1250 } }));
    renderPage(<YourDataCard />);
    await pickFile(
      new File([JSON.stringify(EXPORT)], 'ascend-data.json', { type: 'application/json' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your data is imported: 2 check-ins, 1 food of your own, 1,250 food diary items.',
    );
  });

  it('refuses a file over 10 MB before sending anything', async () => {
    const sent = api(() => json(200, {}));
    renderPage(<YourDataCard />);
    await pickFile(new File([new Uint8Array(IMPORT_MAX_BYTES + 1)], 'big.json'));
    expect(await screen.findByRole('alert')).toHaveTextContent('larger than 10 MB');
    expect(sent).toHaveLength(0);
  });

  it('refuses a file that is not JSON before sending anything', async () => {
    const sent = api(() => json(200, {}));
    renderPage(<YourDataCard />);
    await pickFile(new File(['date,mood\n'], 'check-ins.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not an Ascend export.');
    expect(sent).toHaveLength(0);
  });

  it.each([
    [409, 'Account already has data', 'This account already has tracking data.', false],
    [422, 'Unknown format version 9', 'This file is not an Ascend export, or it is damaged.', true],
    [413, 'Body too large', 'The file is larger than 10 MB.', false],
  ])("words the server's %i in the page's language", async (status, detail, text, showsDetail) => {
    api(() => json(status, { detail }));
    renderPage(<YourDataCard />);
    await pickFile(new File([JSON.stringify(EXPORT)], 'ascend-data.json'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    if (showsDetail) expect(alert).toHaveTextContent(`The server said: ${detail}`);
    else expect(alert).not.toHaveTextContent(detail);
  });

  it('speaks Spanish', async () => {
    api(() => json(409, { detail: 'Account already has data' }));
    renderPage(<YourDataCard />, { i18n: createTestI18n('es') });
    expect(screen.getByRole('button', { name: 'Registros diarios (CSV)' })).toBeInTheDocument();
    await pickFile(new File([JSON.stringify(EXPORT)], 'ascend-data.json'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta cuenta ya tiene datos de seguimiento.',
    );
  });
});
