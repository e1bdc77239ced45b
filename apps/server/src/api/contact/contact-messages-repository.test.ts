import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../db/database.js';
import { openTestDatabase, testDatabaseKinds } from '../../test-support/test-database.js';
import { contactMessagesRepository } from './contact-messages-repository.js';

describe.each(testDatabaseKinds())('contact messages repository on %s', (kind) => {
  let database: AppDatabase;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(kind));
  });
  afterAll(() => dispose());

  it('stores a message and reads it back unchanged', async () => {
    const repository = contactMessagesRepository(database.db);
    const input = {
      name: 'Ana López',
      email: 'ana@example.com',
      subject: '¿Precios para equipos?',
      message: 'Hola 👋\nQuote \' and " and <b>tags</b> stay as written.',
    };
    const stored = await repository.insert(input, new Date('2026-01-02T03:04:05.678Z'));
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await repository.findById(stored.id)).toEqual({
      ...input,
      id: stored.id,
      created_at: '2026-01-02T03:04:05.678Z',
    });
    expect(await repository.findById('00000000-0000-0000-0000-000000000000')).toBeUndefined();
  });

  it('lists the newest first, up to the limit', async () => {
    const repository = contactMessagesRepository(database.db);
    const base = { name: 'N', email: 'n@example.com', message: 'm' };
    await repository.insert({ ...base, subject: 'older' }, new Date('2030-01-01T00:00:00.000Z'));
    await repository.insert({ ...base, subject: 'newer' }, new Date('2030-01-02T00:00:00.000Z'));
    const recent = await repository.listRecent(2);
    expect(recent.map((row) => row.subject)).toEqual(['newer', 'older']);
  });
});
