// Creates bench users through the real auth service (AUTH_AUTOCONFIRM=true, so sign-up returns a session).

/**
 * @param {string} url the server's base URL
 * @param {number} count
 * @returns {Promise<{ email: string, password: string, accessToken: string, refreshToken: string }[]>}
 */
export async function createUsers(url, count) {
  const users = [];
  const stamp = Date.now().toString(36);
  for (let index = 0; index < count; index += 1) {
    const email = `bench-${stamp}-${index}@example.com`;
    const password = `bench-password-${index}`;
    const response = await fetch(`${url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok)
      throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    const session = /** @type {{ access_token: string, refresh_token: string }} */ (
      await response.json()
    );
    users.push({
      email,
      password,
      accessToken: session.access_token,
      refreshToken: session.refresh_token,
    });
  }
  return users;
}

/** Environment for a server under load: instant sign-up, no rate limits (benchmarks only). */
export const LOAD_ENV = {
  AUTH_AUTOCONFIRM: 'true',
  AUTH_RATE_LIMITS: 'off',
  API_WRITES_PER_MINUTE: 'off',
};

/**
 * An autocannon request that carries the users' tokens in turn, with the route's body for the nth
 * request where it has one, and its path where that changes from request to request.
 * @param {{ accessToken: string }[]} users
 * @param {{ method: string, path?: string | ((n: number) => string), pathOf?: (n: number) => string, body?: (n: number) => string }} route
 */
export function inTurnAs(users, route) {
  let next = 0;
  const pathOf = route.pathOf ?? (typeof route.path === 'function' ? route.path : undefined);
  return {
    method: /** @type {any} */ (route.method),
    setupRequest: (/** @type {any} */ request) => {
      const n = next++;
      return {
        ...request,
        ...(pathOf ? { path: pathOf(n) } : {}),
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          authorization: `Bearer ${users[n % users.length].accessToken}`,
        },
        ...(route.body ? { body: route.body(n) } : {}),
      };
    },
  };
}
