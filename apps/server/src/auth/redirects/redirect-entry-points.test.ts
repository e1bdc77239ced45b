/**
 * Every way a `redirect_to` reaches the auth service, end to end: the hostile forms of
 * hostile-redirects.ts go in through the real routes (query, header, Referer, the official client's
 * emailRedirectTo, /authorize with a real OpenID provider), the mailed link or the provider's
 * callback is followed, and the browser must land on SITE_URL's origin, never the attacker's.
 *
 * SITE_URL is a public https address here, as in production: on a loopback SITE_URL another port
 * of the same host is a legitimate development redirect, and port changes would prove nothing. The
 * server itself listens on loopback, so the links it mails (to SITE_URL) are opened on its address.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractLinks } from '../../mail/extract-links.js';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startAuthTestKit, uniqueEmail, type AuthTestKit } from '../test-support/auth-test-kit.js';
import {
  CookieJar,
  startLocalOidcProvider,
  type LocalOidcProvider,
} from '../test-support/local-oidc-provider.js';
import { hostileRedirects } from './hostile-redirects.js';

const SITE_URL = 'https://app.ascend.test';
const LEGITIMATE = `${SITE_URL}/welcome`;

/** What fetch can carry in a header: no CR, LF or NUL, nothing beyond Latin-1. */
// eslint-disable-next-line no-control-regex
const fitsInHeader = (value: string) => !/[\r\n\u0000]|[^\u0000-\u00ff]/.test(value);

/** The request was refused at the boundary (a 400): nothing was mailed, nobody was redirected. */
const REFUSED = 'refused';

interface EntryPoint {
  name: string;
  /** Whether the form travels in a header (some forms cannot). */
  inHeader?: boolean;
  /** Sends the redirect the entry point's way and returns where the browser finally lands. */
  land(redirect: string): Promise<URL | typeof REFUSED>;
}

describe.each(testDatabaseKinds())('redirect_to through every entry point on %s', (kind) => {
  let kit: AuthTestKit;
  let provider: LocalOidcProvider;

  beforeAll(async () => {
    provider = await startLocalOidcProvider();
    kit = await startAuthTestKit(kind, {
      SITE_URL,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
    });
    provider.register(`${SITE_URL}/auth/v1/callback`);
  });
  afterAll(async () => {
    await kit.close();
    await provider.close();
  });

  /** A URL on SITE_URL as the server (on loopback) answers it. */
  const onServer = (url: string) =>
    url.startsWith(SITE_URL) ? `${kit.server.url}${url.slice(SITE_URL.length)}` : url;

  /** The verify link of the mail to `email`, read from the outbox table (waits up to 5 s). */
  async function mailedLink(email: string): Promise<string> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const row = await kit.server.app.database.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('to_address', '=', email)
        .executeTakeFirst();
      const link = extractLinks(row?.text_body ?? '').find((candidate) =>
        candidate.includes('/auth/v1/verify?'),
      );
      if (link) return link;
      if (Date.now() > deadline) throw new Error(`no verify link mailed to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function openLink(link: string): Promise<URL | typeof REFUSED> {
    const response = await fetch(onServer(link), { redirect: 'manual' });
    if (response.status === 400) return REFUSED;
    expect(response.status).toBe(303);
    return new URL(response.headers.get('location')!);
  }

  async function mailThenOpen(email: string, response: Response) {
    if (response.status === 400) return REFUSED;
    expect(response.status).toBe(200);
    return openLink(await mailedLink(email));
  }

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    kit.request(path, { method: 'POST', json: body, headers });
  const query = (redirect: string) => `?redirect_to=${encodeURIComponent(redirect)}`;
  const admin = () => ({ authorization: `Bearer ${kit.serviceKey}`, apikey: kit.serviceKey });

  async function existingUser(): Promise<string> {
    const email = uniqueEmail('victim');
    const { error } = await kit.adminClient().admin.createUser({ email, email_confirm: true });
    expect(error).toBeNull();
    return email;
  }

  /** Follows the browser through /authorize, the provider and /callback to where it lands. */
  async function landAfterGoogle(
    headers: Record<string, string>,
    search: string,
  ): Promise<URL | typeof REFUSED> {
    const sub = `google-${randomUUID()}`;
    provider.signInAs({ sub, email: uniqueEmail('google'), email_verified: true });
    const jar = new CookieJar();
    let url = `${kit.authUrl}/authorize?provider=google${search}`;
    for (let hop = 0; hop < 20; hop += 1) {
      const toProvider = url.startsWith(provider.issuer);
      const toUs = url.startsWith(`${SITE_URL}/auth/v1/`) || url.startsWith(kit.authUrl);
      if (!toProvider && !toUs) return new URL(url);
      const response = await fetch(onServer(url), {
        redirect: 'manual',
        headers: toProvider ? { cookie: jar.header() } : hop === 0 ? headers : {},
      });
      if (toProvider) jar.store(response);
      if (response.status === 400 && hop === 0) return REFUSED;
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
      }
      url = new URL(location, url).toString();
    }
    throw new Error('too many redirects');
  }

  const entryPoints: EntryPoint[] = [
    {
      name: 'POST /otp ?redirect_to',
      async land(redirect) {
        const email = uniqueEmail('otp');
        return mailThenOpen(email, await post(`/otp${query(redirect)}`, { email }));
      },
    },
    {
      name: 'POST /magiclink ?redirect_to',
      async land(redirect) {
        const email = await existingUser();
        return mailThenOpen(email, await post(`/magiclink${query(redirect)}`, { email }));
      },
    },
    {
      name: 'POST /recover ?redirect_to',
      async land(redirect) {
        const email = await existingUser();
        return mailThenOpen(email, await post(`/recover${query(redirect)}`, { email }));
      },
    },
    {
      name: 'POST /signup with the client’s emailRedirectTo',
      async land(redirect) {
        const email = uniqueEmail('signup');
        const { error } = await kit.client().signUp({
          email,
          password: 'secret-123',
          options: { emailRedirectTo: redirect },
        });
        if (error?.status === 400) return REFUSED;
        expect(error).toBeNull();
        return openLink(await mailedLink(email));
      },
    },
    {
      name: 'POST /otp with a redirect_to header',
      inHeader: true,
      async land(redirect) {
        const email = uniqueEmail('header');
        return mailThenOpen(email, await post('/otp', { email }, { redirect_to: redirect }));
      },
    },
    {
      name: 'POST /otp with a Referer',
      inHeader: true,
      async land(redirect) {
        const email = uniqueEmail('referer');
        return mailThenOpen(email, await post('/otp', { email }, { referer: redirect }));
      },
    },
    {
      name: 'GET /verify ?redirect_to of a genuine link',
      async land(redirect) {
        const email = uniqueEmail('verify');
        expect((await post('/otp', { email })).status).toBe(200);
        const link = new URL(await mailedLink(email));
        link.searchParams.set('redirect_to', redirect);
        return openLink(link.toString());
      },
    },
    {
      name: 'POST /invite ?redirect_to',
      async land(redirect) {
        const email = uniqueEmail('invite');
        return mailThenOpen(email, await post(`/invite${query(redirect)}`, { email }, admin()));
      },
    },
    {
      name: 'POST /admin/generate_link ?redirect_to',
      async land(redirect) {
        const email = uniqueEmail('generated');
        const response = await post(
          `/admin/generate_link${query(redirect)}`,
          { type: 'invite', email },
          admin(),
        );
        if (response.status === 400) return REFUSED;
        expect(response.status).toBe(200);
        const body = (await response.json()) as { action_link: string; redirect_to: string };
        expect(new URL(body.redirect_to).origin).toBe(new URL(SITE_URL).origin);
        return openLink(body.action_link);
      },
    },
    {
      name: 'GET /authorize?provider=google ?redirect_to',
      land: (redirect) => landAfterGoogle({}, `&redirect_to=${encodeURIComponent(redirect)}`),
    },
    {
      name: 'GET /authorize?provider=google with a Referer',
      inHeader: true,
      land: (redirect) => landAfterGoogle({ referer: redirect }, ''),
    },
  ];

  it.each(entryPoints)('$name honours a redirect on the site', async (entryPoint) => {
    const landing = await entryPoint.land(LEGITIMATE);
    if (landing === REFUSED) throw new Error('a legitimate redirect was refused');
    expect(`${landing.origin}${landing.pathname}`).toBe(LEGITIMATE);
    // The session rides in the fragment: exactly what a hostile redirect would hand over.
    expect(new URLSearchParams(landing.hash.slice(1)).get('access_token')).toBeTruthy();
  });

  it.each(entryPoints)(
    '$name sends every hostile form to SITE_URL, never elsewhere',
    async (entryPoint) => {
      const forms = hostileRedirects(SITE_URL).filter(
        ({ value }) => !entryPoint.inHeader || fitsInHeader(value),
      );
      expect(forms.length).toBeGreaterThanOrEqual(30);
      const landings: { form: string; landing: string }[] = [];
      for (const form of forms) {
        const landing = await entryPoint.land(form.value);
        landings.push({
          form: form.name,
          landing: landing === REFUSED ? REFUSED : `${landing.origin}${landing.pathname}`,
        });
      }
      // A NUL byte makes the query or body invalid: the request is refused before any redirect.
      const acceptable = (form: string, landing: string) =>
        landing === `${SITE_URL}/` || (landing === REFUSED && form.includes('NUL'));
      expect(landings.filter(({ form, landing }) => !acceptable(form, landing))).toEqual([]);
    },
    120_000,
  );
});
