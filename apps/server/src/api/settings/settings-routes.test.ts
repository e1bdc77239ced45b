import { DEFAULT_USER_PREFERENCES, type UserSettings } from '@ascend/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit, type TestUser } from '../test-support/api-test-kit.js';

describe.each(testDatabaseKinds())('/api/v1/settings on %s', (kind) => {
  let kit: ApiTestKit;
  beforeAll(async () => {
    kit = await startApiTestKit(kind);
  });
  afterAll(() => kit.close());

  const getSettings = async (user: TestUser) => {
    const response = await kit.api('/settings', { token: user.accessToken });
    expect(response.status).toBe(200);
    return (await response.json()) as UserSettings;
  };
  const put = (user: TestUser, json: unknown) =>
    kit.api('/settings', { method: 'PUT', token: user.accessToken, json });

  it('a new user reads the product defaults, stored on that first read', async () => {
    const user = await kit.signUp();
    const first = await getSettings(user);
    expect(first.personal_info).toEqual({});
    expect(first.preferences).toEqual({
      language: 'es',
      timezone: 'America/Mexico_City',
      theme: 'system',
      notifications: { email: true, push: false, marketing: false },
      privacy: { profilePublic: false, allowAnalytics: true, shareData: false },
      dayStartsAt: '04:00',
      units: 'metric',
    });
    expect(new Date(first.updated_at).toISOString()).toBe(first.updated_at);
    // Stored: a second read returns the same row, timestamp included.
    expect(await getSettings(user)).toEqual(first);
  });

  it("a new user's defaults follow the language, zone and theme they signed up with", async () => {
    const user = await kit.signUp({ locale: 'en-GB', timezone: 'Europe/Madrid', theme: 'dark' });
    const { preferences } = await getSettings(user);
    expect(preferences).toEqual({
      ...DEFAULT_USER_PREFERENCES,
      language: 'en',
      timezone: 'Europe/Madrid',
      theme: 'dark',
    });
    const odd = await kit.signUp({ language: 'fr', timezone: 'Mars/Base', theme: 'sepia' });
    expect((await getSettings(odd)).preferences).toEqual(DEFAULT_USER_PREFERENCES);
  });

  it('PUT merges what it is given into what is stored and answers the whole record', async () => {
    const user = await kit.signUp();
    let response = await put(user, {
      personal_info: { full_name: 'Ana López', city: 'Puebla', website: 'https://ana.example.com' },
    });
    expect(response.status).toBe(200);
    response = await put(user, {
      personal_info: { city: 'Oaxaca', website: null, phone: '+52 1' },
      preferences: { theme: 'dark', notifications: { push: true } },
    });
    expect(response.status).toBe(200);
    const record = (await response.json()) as UserSettings;
    expect(record.personal_info).toEqual({
      full_name: 'Ana López',
      city: 'Oaxaca',
      phone: '+52 1',
    });
    expect(record.preferences).toEqual({
      ...DEFAULT_USER_PREFERENCES,
      theme: 'dark',
      notifications: { email: true, push: true, marketing: false },
    });
    expect(await getSettings(user)).toEqual(record);
  });

  it('GET /settings/personal and /settings/preferences answer each half', async () => {
    const user = await kit.signUp();
    await put(user, { personal_info: { occupation: 'Nurse' }, preferences: { language: 'en' } });
    const personal = await kit.api('/settings/personal', { token: user.accessToken });
    expect(personal.status).toBe(200);
    expect(await personal.json()).toEqual({ occupation: 'Nurse' });
    const preferences = await kit.api('/settings/preferences', { token: user.accessToken });
    expect(preferences.status).toBe(200);
    expect(await preferences.json()).toEqual({ ...DEFAULT_USER_PREFERENCES, language: 'en' });
  });

  it('POST /settings/reset puts the preferences back to the defaults and keeps personal info', async () => {
    const user = await kit.signUp({ language: 'en' });
    await put(user, {
      personal_info: { full_name: 'Bo' },
      preferences: { language: 'es', theme: 'light', privacy: { shareData: true } },
    });
    // The web client sends a JSON content type on every call, bodiless ones included.
    const response = await kit.api('/settings/reset', {
      method: 'POST',
      token: user.accessToken,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    const record = (await response.json()) as UserSettings;
    expect(record.preferences).toEqual({ ...DEFAULT_USER_PREFERENCES, language: 'en' });
    expect(record.personal_info).toEqual({ full_name: 'Bo' });
    expect(await getSettings(user)).toEqual(record);
  });

  it('two concurrent PUTs changing different fields both survive', async () => {
    const user = await kit.signUp();
    await getSettings(user);
    const changes = [
      { personal_info: { full_name: 'Parallel One' } },
      { personal_info: { city: 'Parallel City' } },
      { preferences: { theme: 'dark' } },
      { preferences: { notifications: { marketing: true } } },
      { preferences: { privacy: { profilePublic: true } } },
      { personal_info: { bio: 'written at the same time' } },
    ];
    const responses = await Promise.all(changes.map((change) => put(user, change)));
    expect(responses.map((response) => response.status)).toEqual(changes.map(() => 200));
    const record = await getSettings(user);
    expect(record.personal_info).toEqual({
      full_name: 'Parallel One',
      city: 'Parallel City',
      bio: 'written at the same time',
    });
    expect(record.preferences.theme).toBe('dark');
    expect(record.preferences.notifications.marketing).toBe(true);
    expect(record.preferences.privacy.profilePublic).toBe(true);
  });

  it("one user's changes never show in another user's settings", async () => {
    const [a, b] = [await kit.signUp(), await kit.signUp()];
    await put(a, { personal_info: { full_name: 'Only A' }, preferences: { theme: 'dark' } });
    await put(b, { personal_info: { full_name: 'Only B' } });
    const [settingsA, settingsB] = [await getSettings(a), await getSettings(b)];
    expect(settingsA.personal_info).toEqual({ full_name: 'Only A' });
    expect(settingsB.personal_info).toEqual({ full_name: 'Only B' });
    expect(settingsB.preferences.theme).toBe('system');
    // Naming the other user anywhere in the request changes nothing: the token decides.
    const sneaky = await kit.api(`/settings?user_id=${b.id}`, {
      method: 'PUT',
      token: a.accessToken,
      json: { personal_info: { city: 'Injected' } },
    });
    expect(sneaky.status).toBe(200);
    expect((await getSettings(b)).personal_info).toEqual({ full_name: 'Only B' });
  });

  describe('bad input changes nothing', () => {
    let user: TestUser;
    let before: UserSettings;
    beforeAll(async () => {
      user = await kit.signUp();
      await put(user, { personal_info: { full_name: 'Stable' } });
      before = await getSettings(user);
    });

    it('malformed JSON is a 400', async () => {
      const response = await kit.api('/settings', {
        method: 'PUT',
        token: user.accessToken,
        headers: { 'content-type': 'application/json' },
        body: '{"personal_info": {',
      });
      expect(response.status).toBe(400);
      expect(typeof ((await response.json()) as { detail: unknown }).detail).toBe('string');
      expect(await getSettings(user)).toEqual(before);
    });

    it.each([
      ['a wrong type', { preferences: { theme: 3 } }, ['body', 'preferences', 'theme']],
      ['an unknown key', { preferences: { fontSize: 12 } }, ['body', 'preferences', 'fontSize']],
      ['an unknown top-level key', { avatar: 'x' }, ['body', 'avatar']],
      [
        'an over-long string',
        { personal_info: { bio: 'x'.repeat(1001) } },
        ['body', 'personal_info', 'bio'],
      ],
      [
        'an invalid timezone',
        { preferences: { timezone: 'Moon/Crater' } },
        ['body', 'preferences', 'timezone'],
      ],
      [
        'an invalid URL',
        { personal_info: { website: 'notaurl' } },
        ['body', 'personal_info', 'website'],
      ],
      [
        'a future birth date',
        { personal_info: { birth_date: '2999-01-01' } },
        ['body', 'personal_info', 'birth_date'],
      ],
      [
        'an unknown notification',
        { preferences: { notifications: { sms: true } } },
        ['body', 'preferences', 'notifications', 'sms'],
      ],
      ['an empty change', {}, ['body']],
      ['a JSON array', [1, 2], ['body']],
    ])('%s is a 422 naming the field', async (_label, json, loc) => {
      const sent = await put(user, json);
      expect(sent.status).toBe(422);
      const body = (await sent.json()) as {
        detail: { loc: unknown[]; msg: string; type: string }[];
      };
      expect(body.detail[0]!.loc).toEqual(loc);
      expect(body.detail[0]!.msg.length).toBeGreaterThan(0);
      expect(await getSettings(user)).toEqual(before);
    });

    it('a valid change alongside an invalid one is refused whole', async () => {
      const response = await put(user, {
        personal_info: { full_name: 'Changed' },
        preferences: { timezone: 'Nowhere/Land' },
      });
      expect(response.status).toBe(422);
      expect(await getSettings(user)).toEqual(before);
    });

    it('a body that is not JSON is a 415', async () => {
      const response = await kit.api('/settings', {
        method: 'PUT',
        token: user.accessToken,
        headers: { 'content-type': 'text/plain' },
        body: 'personal_info=x',
      });
      expect(response.status).toBe(415);
      expect(await getSettings(user)).toEqual(before);
    });

    it('a body over the limit is a 413', async () => {
      const response = await put(user, { personal_info: { bio: 'x'.repeat(100_000) } });
      expect(response.status).toBe(413);
      expect(await getSettings(user)).toEqual(before);
    });
  });
});
