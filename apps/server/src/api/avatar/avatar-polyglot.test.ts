/**
 * An upload cannot be served back as HTML or script: files that are not decodable images (HTML,
 * SVG or JavaScript wearing an image's name, type and magic bytes) are refused with a 415, a real
 * image carrying a payload is re-encoded without it, and the served avatar always says it is a WebP
 * image that must not be sniffed, rendered as a document or allowed to run anything.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiTestKit, type ApiTestKit, type TestUser } from '../test-support/api-test-kit.js';

const PAYLOAD = '<script>alert(document.domain)</script>';

function form(bytes: Buffer, name: string, type: string): FormData {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return body;
}

const realJpeg = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();

describe('uploaded files are never served as HTML or script', () => {
  let kit: ApiTestKit;
  let user: TestUser;
  beforeAll(async () => {
    kit = await startApiTestKit('sqlite');
    user = await kit.signUp();
  });
  afterAll(() => kit.close());

  const upload = (body: FormData) =>
    kit.api('/avatar', { method: 'PUT', token: user.accessToken, body });

  it.each([
    [
      'a GIF header followed by HTML and JavaScript',
      Buffer.from(`GIF89a/*<html><body>${PAYLOAD}</body></html>*/=1;alert(1);//`),
      'avatar.gif',
      'image/gif',
    ],
    [
      'an SVG with a script, named as a PNG',
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>`,
      ),
      'avatar.png',
      'image/png',
    ],
    [
      'an HTML page with JPEG magic bytes',
      Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        Buffer.from(`<!doctype html>${PAYLOAD}`),
      ]),
      'avatar.jpg',
      'image/jpeg',
    ],
    [
      'plain JavaScript named as a JPEG',
      Buffer.from('alert(document.cookie)'),
      'a.jpg',
      'image/jpeg',
    ],
  ])('%s is refused with a 415', async (_label, bytes, name, type) => {
    const response = await upload(form(bytes, name, type));
    expect(response.status).toBe(415);
  });

  it('a real JPEG with HTML appended is re-encoded without it, and served as an inert WebP', async () => {
    const polyglot = Buffer.concat([await realJpeg(), Buffer.from(`<html>${PAYLOAD}</html>`)]);
    const response = await upload(form(polyglot, 'avatar.jpg', 'image/jpeg'));
    expect(response.status).toBe(200);
    const { avatar_url: url } = (await response.json()) as { avatar_url: string };

    const served = await fetch(url);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.includes(Buffer.from('<script'))).toBe(false);
    expect(bytes.includes(Buffer.from('<html'))).toBe(false);

    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^inline; filename="avatar\.webp"$/);
    // Opened on its own, the response may load nothing and run nothing, even if it were sniffed.
    const csp = served.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/(^|; ?)default-src 'none'(;|$)/);
    expect(csp).toMatch(/(^|; ?)sandbox(;|$)/);
    expect(served.headers.get('set-cookie')).toBeNull();
  });
});
