// Auth service under load: GET /user, the refresh-token grant and the password grant, as ratios to a
// bare Fastify route measured in the same run; then GET /user latency while password sign-ins run.
// On SQLite, then on a PostgreSQL cluster of the bench's own, where the figures are also divided by
// the server's own GET /health (one `SELECT 1` through the same pool).
// Floors (issue 3): GET /user ≥ 30% of bare, refresh ≥ 5%, zero errors; GET /user p99 < 50 ms under
// full-rate password sign-ins. PostgreSQL (issue 20): GET /user ≥ 50% of the SELECT 1 route.
import { formatRow, measure, measureBareRoute, startProductServer } from './support/load.mjs';
import { startPostgres } from './support/postgres.mjs';
import { createUsers, LOAD_ENV } from './support/users.mjs';

/** @typedef {import('autocannon').Request} Request */

// More users than connections, twice over: the refresh run draws each request's token from a pool
// of them, and requests still in flight when a run (or its warm-up) ends take theirs with them.
const USERS = 150;

const baseline = await measureBareRoute();

/**
 * @param {string} name
 * @param {Record<string, string>} env
 */
async function authLoad(name, env) {
  const server = await startProductServer({ ...LOAD_ENV, ...env });
  try {
    const selectOne =
      name === 'PostgreSQL'
        ? await measure({ url: `${server.url}/health` }, server.pid)
        : undefined;
    const users = await createUsers(server.url, USERS);
    let next = 0;
    const nextUser = () => users[next++ % users.length];

    const getUser = await measure(
      {
        url: `${server.url}/auth/v1/user`,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, authorization: `Bearer ${nextUser().accessToken}` },
            }),
          },
        ],
      },
      server.pid,
    );

    // A pool of live refresh tokens: each request takes one, its response puts the rotated one back,
    // so no token is ever replayed (a replay would be reuse). autocannon resets its per-request context
    // after every request, hence the pool rather than the context.
    const refreshTokens = users.map((user) => user.refreshToken);
    const refresh = await measure(
      {
        url: `${server.url}/auth/v1/token?grant_type=refresh_token`,
        connections: 50,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, 'content-type': 'application/json' },
              body: JSON.stringify({ refresh_token: refreshTokens.shift() }),
            }),
            onResponse: (status, body) => {
              if (status === 200) {
                refreshTokens.push(
                  /** @type {{ refresh_token: string }} */ (JSON.parse(body)).refresh_token,
                );
              }
            },
          },
        ],
      },
      server.pid,
    );

    /** @type {Request} */
    const passwordRequest = {
      method: 'POST',
      setupRequest: (request) => {
        const user = nextUser();
        return {
          ...request,
          headers: { ...request.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ email: user.email, password: user.password }),
        };
      },
    };
    const password = await measure(
      {
        url: `${server.url}/auth/v1/token?grant_type=password`,
        connections: 10,
        requests: [passwordRequest],
      },
      server.pid,
    );

    // GET /user latency while password sign-ins saturate the hashing pool.
    const [underLoad] = await Promise.all([
      measure({
        url: `${server.url}/auth/v1/user`,
        connections: 10,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, authorization: `Bearer ${nextUser().accessToken}` },
            }),
          },
        ],
      }),
      measure({
        url: `${server.url}/auth/v1/token?grant_type=password`,
        connections: 10,
        requests: [passwordRequest],
      }),
    ]);

    console.log(`Auth service load (autocannon, loopback, ${name})`);
    console.log(formatRow('bare Fastify JSON route', baseline));
    if (selectOne) console.log(formatRow('GET /health: SELECT 1', selectOne, baseline));
    console.log(formatRow('GET /auth/v1/user', getUser, baseline));
    console.log(formatRow('POST /token refresh_token', refresh, baseline));
    console.log(formatRow('POST /token password', password, baseline));
    console.log(formatRow('GET /user during password load', underLoad, baseline));
    console.log(
      `floors: GET /user ≥ 30% ${getUser.requestsPerSecond / baseline.requestsPerSecond >= 0.3 ? 'met' : 'MISSED'}; ` +
        `refresh ≥ 5% ${refresh.requestsPerSecond / baseline.requestsPerSecond >= 0.05 ? 'met' : 'MISSED'}; ` +
        `errors ${getUser.errors + refresh.errors + password.errors + underLoad.errors === 0 ? 'none' : 'SOME'}; ` +
        `GET /user p99 under password load < 50 ms ${underLoad.p99 < 50 ? 'met' : 'MISSED'}`,
    );
    if (selectOne) {
      const ratio = getUser.requestsPerSecond / selectOne.requestsPerSecond;
      console.log(
        `${name}: GET /user ${(ratio * 100).toFixed(0)}% of SELECT 1, refresh ` +
          `${((refresh.requestsPerSecond / selectOne.requestsPerSecond) * 100).toFixed(0)}%; ` +
          `floor: GET /user ≥ 50% ${ratio >= 0.5 ? 'met' : 'MISSED'}; errors ${selectOne.errors === 0 ? 'none' : 'SOME'}`,
      );
    }
  } finally {
    await server.stop();
  }
}

// Empty unsets it: the server would otherwise inherit DATABASE_URL from this process.
await authLoad('SQLite', { DATABASE_URL: '' });
const postgres = await startPostgres();
if (postgres) {
  try {
    await authLoad('PostgreSQL', { DATABASE_URL: postgres.createDatabase() });
  } finally {
    postgres.stop();
  }
}
