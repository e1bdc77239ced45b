// Product API under load: GET and PUT /api/v1/settings with valid tokens of many users, as ratios to a
// bare Fastify route measured in the same run. Floors (issue 4): GET ≥ 40%, PUT ≥ 20% on SQLite, zero
// errors. With DATABASE_URL set, the same figures on PostgreSQL are printed too.
import { formatRow, measure, startBareServer, startProductServer } from './support/load.mjs';
import { createUsers, LOAD_ENV } from './support/users.mjs';

const USERS = 100;

const bare = await startBareServer();
const baseline = await measure({ url: `${bare.url}/bare` }, bare.pid);
await bare.stop();

/** @type {[string, Record<string, string>][]} */
// Empty unsets it: the server would otherwise inherit DATABASE_URL from this process.
const databases = [['SQLite', { DATABASE_URL: '' }]];
if (process.env.DATABASE_URL)
  databases.push(['PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL }]);

console.log('Product API load (autocannon, loopback)');
console.log(formatRow('bare Fastify JSON route', baseline));
for (const [name, env] of databases) {
  const server = await startProductServer({ ...LOAD_ENV, ...env });
  try {
    const users = await createUsers(server.url, USERS);
    let next = 0;
    /** @param {import('autocannon').Request} request */
    const withToken = (request) => ({
      ...request,
      headers: {
        ...request.headers,
        'content-type': 'application/json',
        authorization: `Bearer ${users[next++ % users.length].accessToken}`,
      },
    });
    const read = await measure(
      {
        url: `${server.url}/api/v1/settings`,
        requests: [{ method: 'GET', setupRequest: withToken }],
      },
      server.pid,
    );
    let counter = 0;
    const write = await measure(
      {
        url: `${server.url}/api/v1/settings`,
        requests: [
          {
            method: 'PUT',
            setupRequest: (request) => ({
              ...withToken(request),
              body: JSON.stringify({
                personal_info: { city: `City ${counter++}` },
                preferences: { notifications: { marketing: counter % 2 === 0 } },
              }),
            }),
          },
        ],
      },
      server.pid,
    );
    console.log(formatRow(`GET /api/v1/settings (${name})`, read, baseline));
    console.log(formatRow(`PUT /api/v1/settings (${name})`, write, baseline));
    if (name === 'SQLite') {
      console.log(
        `floors: GET ≥ 40% ${read.requestsPerSecond / baseline.requestsPerSecond >= 0.4 ? 'met' : 'MISSED'}; ` +
          `PUT ≥ 20% ${write.requestsPerSecond / baseline.requestsPerSecond >= 0.2 ? 'met' : 'MISSED'}; ` +
          `errors ${read.errors + write.errors === 0 ? 'none' : 'SOME'}`,
      );
    }
  } finally {
    await server.stop();
  }
}
