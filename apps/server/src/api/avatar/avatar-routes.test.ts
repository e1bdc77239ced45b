import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit, type TestUser } from '../test-support/api-test-kit.js';

/** A real picture of the given size and format, with an EXIF note that must not survive. */
function picture(format: 'jpeg' | 'png' | 'gif' | 'webp', width: number, height: number) {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } },
  }).withExif({ IFD0: { Copyright: 'secret-exif-note', Artist: 'Someone' } });
  return image.toFormat(format).toBuffer();
}

function form(bytes: Buffer | string, name: string, type: string): FormData {
  const body = new FormData();
  body.append('file', new Blob([bytes], { type }), name);
  return body;
}

describe.each(testDatabaseKinds())('/api/v1/avatar on %s', (kind) => {
  let kit: ApiTestKit;
  beforeAll(async () => {
    kit = await startApiTestKit(kind);
  });
  afterAll(() => kit.close());

  const upload = (user: TestUser, body: FormData) =>
    kit.api('/avatar', { method: 'PUT', token: user.accessToken, body });
  const avatarUrlOf = async (user: TestUser) =>
    (await user.client.getUser()).data.user?.user_metadata.avatar_url as string | undefined;

  async function uploaded(user: TestUser, body: FormData) {
    const response = await upload(user, body);
    expect(response.status).toBe(200);
    const { avatar_url } = (await response.json()) as { avatar_url: string };
    return avatar_url;
  }

  it('a JPG becomes a square WebP of 512 px without metadata, linked from the user metadata', async () => {
    const user = await kit.signUp();
    const source = await picture('jpeg', 800, 600);
    expect(source.includes('secret-exif-note')).toBe(true);
    const url = await uploaded(user, form(source, 'me.jpg', 'image/jpeg'));
    expect(url).toMatch(new RegExp(`/api/v1/avatar/${user.id}\\?v=[0-9a-f]{16}$`));
    expect(await avatarUrlOf(user)).toBe(url);

    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^inline/);
    expect(served.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes('secret-exif-note')).toBe(false);

    // The bare URL must be revalidated; an unchanged picture answers 304.
    const bare = await fetch(url.split('?')[0]!);
    expect(bare.headers.get('cache-control')).toContain('must-revalidate');
    const etag = bare.headers.get('etag')!;
    const again = await fetch(url.split('?')[0]!, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('a small PNG stays at its shorter side, and a GIF is accepted; each upload changes the URL', async () => {
    const user = await kit.signUp();
    const first = await uploaded(user, form(await picture('png', 100, 40), 'a.png', 'image/png'));
    const png = await sharp(Buffer.from(await (await fetch(first)).arrayBuffer())).metadata();
    expect(png).toMatchObject({ format: 'webp', width: 40, height: 40 });

    const second = await uploaded(user, form(await picture('gif', 64, 64), 'a.gif', 'image/gif'));
    expect(second).not.toBe(first);
    const gif = await sharp(Buffer.from(await (await fetch(second)).arrayBuffer())).metadata();
    expect(gif).toMatchObject({ format: 'webp', width: 64, height: 64 });
    expect(await avatarUrlOf(user)).toBe(second);
  });

  describe('refused uploads leave the current avatar as it was', () => {
    let user: TestUser;
    let url: string;
    let original: Buffer;
    beforeAll(async () => {
      user = await kit.signUp();
      url = await uploaded(user, form(await picture('png', 300, 300), 'ok.png', 'image/png'));
      original = Buffer.from(await (await fetch(url)).arrayBuffer());
    });

    async function expectUnchanged() {
      expect(await avatarUrlOf(user)).toBe(url);
      const current = Buffer.from(await (await fetch(url)).arrayBuffer());
      expect(current.equals(original)).toBe(true);
    }

    it.each([
      [
        'a text file renamed .png',
        () => Buffer.from('just some text, honest'),
        'fake.png',
        'image/png',
      ],
      [
        'an SVG named .jpg',
        () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
        'vector.jpg',
        'image/jpeg',
      ],
      ['a WebP named .gif', () => picture('webp', 50, 50), 'other.gif', 'image/gif'],
      [
        'a truncated JPG',
        async () => (await picture('jpeg', 400, 400)).subarray(0, 200),
        'cut.jpg',
        'image/jpeg',
      ],
    ])('%s is a 415', async (_label, make, name, type) => {
      const response = await upload(user, form(await make(), name, type));
      expect(response.status).toBe(415);
      expect(typeof ((await response.json()) as { detail: unknown }).detail).toBe('string');
      await expectUnchanged();
    });

    it('a file over 5 MB is a 413', async () => {
      const big = Buffer.alloc(5 * 1024 * 1024 + 10, 0xff);
      const response = await upload(user, form(big, 'huge.jpg', 'image/jpeg'));
      expect(response.status).toBe(413);
      await expectUnchanged();
    });

    it('a form without a file is a 400; a JSON body is a 415; no token is a 401', async () => {
      const empty = new FormData();
      empty.append('note', 'no file here');
      expect((await upload(user, empty)).status).toBe(400);
      const json = await kit.api('/avatar', {
        method: 'PUT',
        token: user.accessToken,
        json: { file: 'x' },
      });
      expect(json.status).toBe(415);
      const anonymous = await kit.api('/avatar', {
        method: 'PUT',
        body: form(await picture('png', 20, 20), 'x.png', 'image/png'),
      });
      expect(anonymous.status).toBe(401);
      await expectUnchanged();
    });

    it('a multipart body without a boundary, or cut short, is a 400, not a 500', async () => {
      const send = (contentType: string, body: string) =>
        kit.api('/avatar', {
          method: 'PUT',
          token: user.accessToken,
          headers: { 'content-type': contentType },
          body,
        });
      const noBoundary = await send('multipart/form-data', '------x--\r\n');
      expect(noBoundary.status).toBe(400);
      expect(await noBoundary.json()).toEqual({ detail: expect.any(String) });
      const cutShort = await send(
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      );
      expect(cutShort.status).toBeGreaterThanOrEqual(400);
      expect(cutShort.status).toBeLessThan(500);
      await expectUnchanged();
    });
  });

  it("DELETE removes only the caller's avatar and its URL", async () => {
    const [a, b] = [await kit.signUp(), await kit.signUp()];
    const urlA = await uploaded(a, form(await picture('png', 30, 30), 'a.png', 'image/png'));
    const urlB = await uploaded(b, form(await picture('png', 30, 30), 'b.png', 'image/png'));

    const removed = await kit.api('/avatar', { method: 'DELETE', token: a.accessToken });
    expect(removed.status).toBe(204);
    expect((await fetch(urlA)).status).toBe(404);
    expect(await avatarUrlOf(a)).toBeUndefined();

    expect((await fetch(urlB)).status).toBe(200);
    expect(await avatarUrlOf(b)).toBe(urlB);
  });

  const storedFilesOf = (userId: string) =>
    kit.auth.server.app.database.db
      .selectFrom('stored_files')
      .select(['key', 'content_type', 'size'])
      .where('user_id', '=', userId)
      .execute();

  it("is kept in the file store, which every instance reads, and never on the instance's disk", async () => {
    const user = await kit.signUp();
    await uploaded(user, form(await picture('png', 30, 30), 'a.png', 'image/png'));
    expect(await storedFilesOf(user.id)).toEqual([
      { key: `avatars/${user.id}.webp`, content_type: 'image/webp', size: expect.any(Number) },
    ]);
    expect(fs.existsSync(path.join(kit.auth.server.config.dataDir, 'avatars'))).toBe(false);
  });

  it('a user deleted through the admin API loses their avatar file too', async () => {
    const user = await kit.signUp();
    const url = await uploaded(user, form(await picture('png', 30, 30), 'a.png', 'image/png'));
    expect((await fetch(url)).status).toBe(200);

    const { error } = await kit.auth.adminClient().admin.deleteUser(user.id);
    expect(error).toBeNull();
    expect((await fetch(url)).status).toBe(404);
    expect(await storedFilesOf(user.id)).toEqual([]);
  });

  it('allows 20 uploads per user in 10 minutes, then answers 429 and keeps the avatar', async () => {
    const user = await kit.signUp();
    const tiny = await picture('png', 8, 8);
    let url = '';
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      url = await uploaded(user, form(tiny, 't.png', 'image/png'));
    }
    const limited = await upload(user, form(await picture('png', 9, 9), 't.png', 'image/png'));
    expect(limited.status).toBe(429);
    expect(await avatarUrlOf(user)).toBe(url);
    // Someone else can still upload.
    await uploaded(await kit.signUp(), form(tiny, 't.png', 'image/png'));
  });

  it('GET of a user without an avatar is a 404; a malformed id is a 422', async () => {
    const user = await kit.signUp();
    const none = await kit.api(`/avatar/${user.id}`);
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ detail: 'No avatar' });
    expect((await kit.api('/avatar/..%2F..%2Fjwt-keys.json')).status).toBe(422);
  });
});
