// Product API under load: GET and PUT /api/v1/settings with valid tokens of many users, as ratios to a
// bare Fastify route measured in the same run, on SQLite and then on a PostgreSQL cluster of the
// bench's own. On PostgreSQL the figures are also divided by the server's own GET /health, which runs
// one `SELECT 1` through the same pool (the PostgreSQL limit of this machine).
// Floors: SQLite (issue 4): GET ≥ 40% of bare, PUT ≥ 20%; PostgreSQL (issue 20): GET ≥ 50% of the
// SELECT 1 route, PUT ≥ 25%; zero errors.
import { formatRow, measure, measureBareRoute, startProductServer } from './support/load.mjs';
import { startPostgres } from './support/postgres.mjs';
import { createUsers, inTurnAs, LOAD_ENV } from './support/users.mjs';

const USERS = 100;

const baseline = await measureBareRoute();

const postgres = await startPostgres();
/** @type {[string, () => Record<string, string>][]} */
// Empty unsets it: the server would otherwise inherit DATABASE_URL from this process.
const databases = [['SQLite', () => ({ DATABASE_URL: '' })]];
if (postgres) databases.push(['PostgreSQL', () => ({ DATABASE_URL: postgres.createDatabase() })]);

/** @param {boolean} met */
const verdict = (met) => (met ? 'met' : 'MISSED');

console.log('Product API load (autocannon, loopback)');
console.log(formatRow('bare Fastify JSON route', baseline));
try {
  for (const [name, env] of databases) {
    const server = await startProductServer({ ...LOAD_ENV, ...env() });
    try {
      const users = await createUsers(server.url, USERS);
      const selectOne =
        name === 'PostgreSQL'
          ? await measure({ url: `${server.url}/health` }, server.pid)
          : undefined;
      const read = await measure(
        { url: `${server.url}/api/v1/settings`, requests: [inTurnAs(users, { method: 'GET' })] },
        server.pid,
      );
      let counter = 0;
      const write = await measure(
        {
          url: `${server.url}/api/v1/settings`,
          requests: [
            inTurnAs(users, {
              method: 'PUT',
              body: () =>
                JSON.stringify({
                  personal_info: { city: `City ${counter++}` },
                  preferences: { notifications: { marketing: counter % 2 === 0 } },
                }),
            }),
          ],
        },
        server.pid,
      );
      console.log(formatRow(`GET /api/v1/settings (${name})`, read, baseline));
      console.log(formatRow(`PUT /api/v1/settings (${name})`, write, baseline));
      const errors = verdict(read.errors + write.errors + (selectOne?.errors ?? 0) === 0);
      if (selectOne) {
        const ratio = (/** @type {import('./support/load.mjs').Figures} */ figures) =>
          figures.requestsPerSecond / selectOne.requestsPerSecond;
        console.log(formatRow(`GET /health: SELECT 1 (${name})`, selectOne, baseline));
        console.log(
          `${name}: GET ${(ratio(read) * 100).toFixed(0)}% and PUT ${(ratio(write) * 100).toFixed(0)}% of SELECT 1; ` +
            `floors: GET ≥ 50% ${verdict(ratio(read) >= 0.5)}; PUT ≥ 25% ${verdict(ratio(write) >= 0.25)}; errors ${errors === 'met' ? 'none' : 'SOME'}`,
        );
      } else {
        console.log(
          `${name} floors: GET ≥ 40% ${verdict(read.requestsPerSecond / baseline.requestsPerSecond >= 0.4)}; ` +
            `PUT ≥ 20% ${verdict(write.requestsPerSecond / baseline.requestsPerSecond >= 0.2)}; ` +
            `errors ${errors === 'met' ? 'none' : 'SOME'}`,
        );
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  postgres?.stop();
}
