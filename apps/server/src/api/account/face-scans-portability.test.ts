import {
  ACCOUNT_IMPORT_MAX_BYTES,
  MAX_FACE_SCANS,
  PACKED_LANDMARKS_ENCODING,
  accountExportSchema,
  type ExportedFaceScan,
} from '@ascend/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit, type TestUser } from '../test-support/api-test-kit.js';
import { faceScanSample } from '../scans/test-support/face-scan-samples.js';
import { smallExportFile } from './test-support/export-file.js';

type FileWithScans = { face_scans?: ExportedFaceScan[] } & Record<string, unknown>;

describe.each(testDatabaseKinds())('face scans in the account export on %s', (kind) => {
  let kit: ApiTestKit;
  beforeAll(async () => {
    kit = await startApiTestKit(kind);
  });
  afterAll(() => kit.close());

  const db = () => kit.auth.server.app.database.db;

  /** `count` scans of the user's, each with its own points kept (a different asymmetry each). */
  async function writeScans(user: TestUser, count: number) {
    const rows = Array.from({ length: count }, (_, index) => {
      const scan = faceScanSample({ asymmetry: (index % 97) / 10_000, keepPoints: true });
      const day = new Date(Date.UTC(2024, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
      return {
        id: randomUUID(),
        user_id: user.id,
        completed_at: `${day}T09:30:00.000Z`,
        local_date: day,
        measurements: JSON.stringify(scan.measurements),
        pose: JSON.stringify(scan.pose),
        landmarks: JSON.stringify(scan.landmarks),
      };
    });
    for (let start = 0; start < rows.length; start += 100) {
      await db()
        .insertInto('face_scans')
        .values(rows.slice(start, start + 100))
        .execute();
    }
  }

  async function exportText(user: TestUser): Promise<string> {
    const response = await kit.api('/account/export', { token: user.accessToken });
    expect(response.status).toBe(200);
    return response.text();
  }

  const importInto = (user: TestUser, body: unknown) =>
    kit.api('/account/import', { method: 'POST', token: user.accessToken, json: body });

  /** The scans without ids (the import gives new ones). */
  const withoutIds = (file: FileWithScans) =>
    (file.face_scans ?? []).map(({ id: _id, ...scan }) => scan);

  it('round-trips as many scans as an account keeps, every one with its points, well under the import limit', async () => {
    const source = await kit.signUp();
    await writeScans(source, MAX_FACE_SCANS);
    const text = await exportText(source);
    const file = JSON.parse(text) as FileWithScans;
    expect(file.face_scans).toHaveLength(MAX_FACE_SCANS);
    // Packed points: about 8 KB a scan, so the whole section stays near 4 MB.
    expect(file.face_scans![0]!.landmarks).toEqual({
      encoding: PACKED_LANDMARKS_ENCODING,
      data: expect.stringMatching(/^[A-Za-z0-9+/]{7648}$/),
    });
    const bytes = Buffer.byteLength(text);
    expect(bytes).toBeLessThan(4.5 * 1024 * 1024);
    expect(bytes).toBeLessThan(ACCOUNT_IMPORT_MAX_BYTES);

    const target = await kit.signUp();
    const response = await importInto(target, file);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ imported: { face_scans: MAX_FACE_SCANS } });
    const again = JSON.parse(await exportText(target)) as FileWithScans;
    // The same numbers and, packed the same, the same points.
    expect(withoutIds(again)).toEqual(withoutIds(file));
    // The points as stored are exactly the ones written.
    const storedPoints = async (user: TestUser) =>
      (
        await db()
          .selectFrom('face_scans')
          .select('landmarks')
          .where('user_id', '=', user.id)
          .orderBy('completed_at')
          .execute()
      ).map((row) => JSON.parse(row.landmarks!) as unknown);
    expect(await storedPoints(target)).toEqual(await storedPoints(source));
  });

  it('imports a file of before the packing (points as arrays) to the same scans', async () => {
    const source = await kit.signUp();
    await writeScans(source, 3);
    const file = JSON.parse(await exportText(source)) as FileWithScans;
    // The same file with its points written out as `[x, y, z]` arrays, as exports used to be.
    const unpacked = accountExportSchema.parse(file).face_scans!;
    expect(unpacked[0]!.landmarks).toHaveLength(478);
    const older = { ...file, face_scans: unpacked };
    const target = await kit.signUp();
    const response = await importInto(target, older);
    expect(response.status).toBe(200);
    expect(withoutIds(JSON.parse(await exportText(target)) as FileWithScans)).toEqual(
      withoutIds(file),
    );
  });

  it('refuses packed points that are cut short, of another encoding, or out of range', async () => {
    const source = await kit.signUp();
    await writeScans(source, 1);
    const [scan] = (JSON.parse(await exportText(source)) as FileWithScans).face_scans!;
    const packed = scan!.landmarks as { encoding: string; data: string };
    // A z of 2 (out of [-1, 1]) in the first point: 200,000 as a little-endian int32.
    const bytes = Buffer.from(packed.data, 'base64');
    bytes.writeInt32LE(200_000, 8);
    const target = await kit.signUp();
    for (const landmarks of [
      { ...packed, data: packed.data.slice(0, -4) },
      { ...packed, encoding: 'float32le-base64' },
      { ...packed, data: bytes.toString('base64') },
      { ...packed, data: `${packed.data.slice(0, -1)}!` },
    ]) {
      const file = { ...smallExportFile(), face_scans: [{ ...scan, landmarks }] };
      const response = await importInto(target, file);
      expect(response.status).toBe(422);
      const { detail } = (await response.json()) as { detail: { loc: unknown[] }[] };
      expect(detail[0]!.loc.slice(0, 4)).toEqual(['body', 'face_scans', 0, 'landmarks']);
    }
    const stored = await db()
      .selectFrom('face_scans')
      .select('id')
      .where('user_id', '=', target.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('refuses a file with more scans than an account keeps', async () => {
    const source = await kit.signUp();
    await writeScans(source, 1);
    const [scan] = (JSON.parse(await exportText(source)) as FileWithScans).face_scans!;
    const scans = Array.from({ length: MAX_FACE_SCANS + 1 }, () => ({
      ...scan!,
      id: randomUUID(),
    }));
    const target = await kit.signUp();
    const response = await importInto(target, { ...smallExportFile(), face_scans: scans });
    expect(response.status).toBe(422);
    const { detail } = (await response.json()) as { detail: { loc: unknown[] }[] };
    expect(detail[0]!.loc).toEqual(['body', 'face_scans']);
  });
});
