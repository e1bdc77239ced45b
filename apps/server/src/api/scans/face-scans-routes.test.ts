import {
  MAX_FACE_SCANS,
  type FaceScan,
  type FaceScanPage,
  type Overview,
  type Progress,
  type ScansHub,
} from '@ascend/contracts';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { changedTables, databaseSnapshot } from '../../test-support/database-snapshot.js';
import { clockAt } from '../../test-support/earlier-clock.js';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit, type TestUser } from '../test-support/api-test-kit.js';
import { faceScanSample, syntheticLandmarks } from './test-support/face-scan-samples.js';

describe.each(testDatabaseKinds())('/api/v1/scans/face on %s', (kind) => {
  let kit: ApiTestKit;
  let db: Kysely<Database>;
  let restoreClock: () => void;
  beforeAll(async () => {
    // 03:30 in Madrid on Wednesday 2026-11-18: before the 04:00 day start, so the user's day is
    // still Tuesday the 17th.
    restoreClock = clockAt('2026-11-18T02:30:00Z');
    kit = await startApiTestKit(kind);
    db = kit.auth.server.app.database.db;
  });
  afterAll(async () => {
    await kit.close();
    restoreClock();
  });

  const signUp = () => kit.signUp({ timezone: 'Europe/Madrid' });
  const post = (user: TestUser, json: unknown) =>
    kit.api('/scans/face', { method: 'POST', token: user.accessToken, json });
  const get = (user: TestUser, path: string) => kit.api(path, { token: user.accessToken });

  async function save(user: TestUser, json: unknown): Promise<FaceScan> {
    const response = await post(user, json);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as FaceScan;
  }

  /** Sends a scan that must be refused with `status`, and proves nothing was stored. */
  async function refused(user: TestUser, json: unknown, status = 422) {
    const before = await databaseSnapshot(db as unknown as Kysely<never>);
    const response = await post(user, json);
    expect(response.status, await response.clone().text()).toBe(status);
    const body = (await response.json()) as { detail: unknown };
    expect(body.detail).toBeTruthy();
    expect(changedTables(before, await databaseSnapshot(db as unknown as Kysely<never>))).toEqual(
      [],
    );
    return body;
  }

  it('saves the numbers alone, or with the 478 points, on the user’s day', async () => {
    const user = await signUp();
    const numbers = faceScanSample({ asymmetry: 0.03 });
    const plain = await save(user, numbers);
    expect(plain).toMatchObject({
      kind: 'face',
      local_date: '2026-11-17',
      measurements: numbers.measurements,
      pose: numbers.pose,
      has_landmarks: false,
      landmarks: null,
    });
    expect(plain.measurements.symmetry).toBeLessThan(1);
    const kept = await save(user, faceScanSample({ keepPoints: true }));
    expect(kept.has_landmarks).toBe(true);
    expect(kept.landmarks).toHaveLength(478);
    expect(kept.measurements.symmetry).toBe(1);
    const read = (await (await get(user, `/scans/face/${kept.id}`)).json()) as FaceScan;
    expect(read).toEqual(kept);
  });

  it('refuses malformed and out-of-range numbers, a turned head, and points that disagree (422)', async () => {
    const user = await signUp();
    const good = faceScanSample({ keepPoints: true });
    const { landmarks: _points, ...numbers } = good;
    await refused(user, { ...numbers, measurements: { ...numbers.measurements, symmetry: 1.2 } });
    await refused(user, {
      ...numbers,
      measurements: { ...numbers.measurements, jaw_width: 'wide' },
    });
    await refused(user, { ...numbers, measurements: { ...numbers.measurements, eye_spacing: -1 } });
    await refused(user, {
      ...numbers,
      measurements: { ...numbers.measurements, thirds: { upper: 0.5, middle: 0.5, lower: 0.5 } },
    });
    await refused(user, { ...numbers, pose: { yaw: 45, pitch: 0, roll: 0 } });
    await refused(user, { ...numbers, pose: { yaw: 0, pitch: 0 } });
    await refused(user, { ...good, landmarks: good.landmarks!.slice(0, 468) });
    await refused(user, { ...good, landmarks: syntheticLandmarks(0.05) });
    await refused(user, { ...good, landmarks: good.landmarks!.map(([x, y]) => [x, y, 5]) });
    // Points with more than the page's five decimals (the export packs them as whole 1e-5s).
    const [first, ...rest] = good.landmarks!;
    await refused(user, {
      ...good,
      landmarks: [[first![0] + 1e-7, first![1], first![2]], ...rest],
    });
    await refused(user, {});
  });

  it(`keeps at most ${MAX_FACE_SCANS} scans an account: the next is a 409 until one is deleted`, async () => {
    const user = await signUp();
    const sample = faceScanSample();
    const rows = Array.from({ length: MAX_FACE_SCANS }, (_, index) => ({
      id: randomUUID(),
      user_id: user.id,
      completed_at: new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString(),
      local_date: '2025-01-01',
      measurements: JSON.stringify(sample.measurements),
      pose: JSON.stringify(sample.pose),
      landmarks: null,
    }));
    for (let start = 0; start < rows.length; start += 100) {
      await db
        .insertInto('face_scans')
        .values(rows.slice(start, start + 100))
        .execute();
    }
    const { detail } = await refused(user, sample, 409);
    expect(detail).toMatch(new RegExp(`${MAX_FACE_SCANS} face scans`));
    // Another user is not limited by this one's scans.
    await save(await signUp(), sample);
    const deleted = await kit.api(`/scans/face/${rows[0]!.id}`, {
      method: 'DELETE',
      token: user.accessToken,
    });
    expect(deleted.status).toBe(204);
    await save(user, sample);
  });

  it('never stores image data: a body carrying a photo is refused and nothing is written', async () => {
    const user = await signUp();
    const photo = `data:image/png;base64,${Buffer.alloc(3000, 7).toString('base64')}`;
    await refused(user, { ...faceScanSample(), photo });
    await refused(user, { ...faceScanSample(), image: { data: [137, 80, 78, 71] } });
    await refused(user, {
      ...faceScanSample(),
      measurements: { ...faceScanSample().measurements, note: photo },
    });
    // A photo's worth of bytes cannot even arrive: the route takes 64 KB at most.
    const big = `data:image/jpeg;base64,${Buffer.alloc(200_000, 1).toString('base64')}`;
    await refused(user, { ...faceScanSample(), photo: big }, 413);
    // What is stored is the numbers (and points) alone.
    const saved = await save(user, faceScanSample({ keepPoints: true }));
    const row = await db
      .selectFrom('face_scans')
      .selectAll()
      .where('id', '=', saved.id)
      .executeTakeFirstOrThrow();
    expect(Object.keys(row).sort()).toEqual([
      'completed_at',
      'id',
      'landmarks',
      'local_date',
      'measurements',
      'pose',
      'user_id',
    ]);
    expect(JSON.stringify(row)).not.toMatch(/base64|data:image/);
  });

  it('keeps each user to their own scans: another’s id is a 404', async () => {
    const ana = await signUp();
    const ben = await signUp();
    const scan = await save(ana, faceScanSample());
    expect((await get(ben, `/scans/face/${scan.id}`)).status).toBe(404);
    const remove = await kit.api(`/scans/face/${scan.id}`, {
      method: 'DELETE',
      token: ben.accessToken,
    });
    expect(remove.status).toBe(404);
    expect(((await (await get(ben, '/scans/face')).json()) as FaceScanPage).scans).toEqual([]);
    expect((await get(ana, `/scans/face/${scan.id}`)).status).toBe(200);
    expect((await get(ana, '/scans/face/not-a-uuid')).status).toBe(404);
  });

  it('deletes a scan once, with its 15 points and the first-scan achievement', async () => {
    const user = await signUp();
    const progress = async () => (await (await get(user, '/progress')).json()) as Progress;
    const firstScan = (answer: Progress) =>
      answer.achievements.find((achievement) => achievement.key === 'first_scan');
    const scan = await save(user, faceScanSample());
    const after = await progress();
    const bonus = firstScan(after);
    expect(bonus?.unlocked_at).toEqual(expect.any(String));
    expect(after.points.total).toBe(15 + (bonus?.bonus ?? 0));
    const remove = () =>
      kit.api(`/scans/face/${scan.id}`, { method: 'DELETE', token: user.accessToken });
    expect((await remove()).status).toBe(204);
    expect((await remove()).status).toBe(404);
    const gone = await progress();
    expect(gone.points.total).toBe(0);
    expect(firstScan(gone)?.unlocked_at ?? null).toBeNull();
  });

  it('lists newest first, a page at a time, without points; the hub and the overview count them', async () => {
    const user = await signUp();
    const saved: FaceScan[] = [];
    for (const asymmetry of [0, 0.01, 0.02]) {
      saved.push(await save(user, faceScanSample({ asymmetry, keepPoints: asymmetry === 0 })));
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ limit: '2', ...(cursor ? { cursor } : {}) });
      const response = await get(user, `/scans/face?${query.toString()}`);
      expect(response.status).toBe(200);
      const page = (await response.json()) as FaceScanPage;
      for (const scan of page.scans) expect(scan).not.toHaveProperty('landmarks');
      seen.push(...page.scans.map((scan) => scan.id));
      cursor = page.next_cursor;
    } while (cursor !== null);
    const newestFirst = [...saved].sort((a, b) =>
      a.completed_at === b.completed_at
        ? b.id.localeCompare(a.id)
        : b.completed_at.localeCompare(a.completed_at),
    );
    expect(seen).toEqual(newestFirst.map((scan) => scan.id));
    expect((await get(user, '/scans/face?cursor=bm90LWEtY3Vyc29y')).status).toBe(400);
    expect((await get(user, '/scans/face?limit=0')).status).toBe(422);

    const hub = (await (await get(user, '/scans')).json()) as ScansHub;
    const { landmarks: _points, ...brief } = newestFirst[0]!;
    expect(hub.scans[0]).toEqual({ kind: 'face', available: true, count: 3, latest: brief });
    const overview = (await (await get(user, '/overview')).json()) as Overview;
    expect(overview.scans).toEqual({ current: 3, previous: 0 });
  });
});
