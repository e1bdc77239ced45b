/** Helpers for the physical routes' tests: a user's calls, and a refusal that must change nothing. */
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../../db/schema.js';
import { changedTables, databaseSnapshot } from '../../../test-support/database-snapshot.js';
import type { ApiTestKit, TestUser } from '../../test-support/api-test-kit.js';

export function physicalClient(kit: ApiTestKit, db: Kysely<Database>) {
  async function call<T>(
    user: TestUser,
    method: string,
    path: string,
    json?: unknown,
    status = method === 'POST' ? 201 : method === 'DELETE' ? 204 : 200,
  ): Promise<T> {
    const response = await kit.api(path, {
      method,
      token: user.accessToken,
      ...(json === undefined ? {} : { json }),
    });
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(status);
    return (response.status === 204 ? undefined : await response.json()) as T;
  }

  /** A request that must be refused with `status` and leave every table as it was. */
  async function refused(
    user: TestUser,
    method: string,
    path: string,
    json: unknown,
    status: number,
  ): Promise<unknown> {
    const before = await databaseSnapshot(db as unknown as Kysely<never>);
    const response = await kit.api(path, {
      method,
      token: user.accessToken,
      ...(json === undefined ? {} : { json }),
    });
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(status);
    const body = (await response.json()) as { detail: unknown };
    expect(body.detail).toBeTruthy();
    expect(changedTables(before, await databaseSnapshot(db as unknown as Kysely<never>))).toEqual(
      [],
    );
    return body.detail;
  }

  return { call, refused };
}
