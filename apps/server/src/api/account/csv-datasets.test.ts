import { ACCOUNT_CSV_DATASETS } from '@ascend/contracts';
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit, type TestUser } from '../test-support/api-test-kit.js';
import { faceScanSample } from '../scans/test-support/face-scan-samples.js';
import { datasetCsv } from './csv-datasets.js';
import { writeTrackingHistory } from './test-support/tracking-history.js';

/** Every table a query names (its FROM, joins, subqueries), found by walking its operation tree. */
function tablesOf(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const child of node) tablesOf(child, found);
  else if (node !== null && typeof node === 'object') {
    const record = node as { kind?: string; table?: { identifier?: { name?: string } } };
    if (record.kind === 'TableNode' && record.table?.identifier?.name) {
      found.add(record.table.identifier.name);
    }
    for (const child of Object.values(node)) tablesOf(child, found);
  }
  return found;
}

/** A Kysely plugin that notes the tables of every query run through it, changing nothing. */
function tableRecorder() {
  const tables = new Set<string>();
  const plugin: KyselyPlugin = {
    transformQuery({ node }: { node: RootOperationNode }) {
      tablesOf(node, tables);
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  return { plugin, tables };
}

const BOM = '\uFEFF';
/** A file's records, as RFC 4180 separates them (CRLF; a line feed inside a quoted cell stays). */
const csv = (...records: string[]) => `${BOM}${records.map((record) => `${record}\r\n`).join('')}`;

describe.each(testDatabaseKinds())('GET /account/export/:dataset.csv on %s', (kind) => {
  let kit: ApiTestKit;
  let user: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    kit = await startApiTestKit(kind);
    [user, other] = [await kit.signUp(), await kit.signUp()];
    const db = kit.auth.server.app.database.db;
    await writeTrackingHistory(db, user.id, 'mine');
    await writeTrackingHistory(db, other.id, 'theirs');
  });
  afterAll(() => kit.close());

  async function download(dataset: string, token = user.accessToken) {
    const response = await kit.api(`/account/export/${dataset}.csv`, { token });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
  }

  it('answers an attachment of UTF-8 CSV with a byte-order mark and a header row', async () => {
    const { response, bytes, text } = await download('check-ins');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="ascend-check-ins-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Nulls are empty cells, quantities SI as stored, accents intact; a formula-like note quoted.
    expect(text).toBe(
      csv(
        'date,sleep_hours,sleep_quality,mood,energy,stress,weight_kg,steps,water_ml,training_minutes,note',
        '2025-03-01,,4,1,3,2,71.3,,1500,45,',
        '2025-03-02,6.75,,2,3,2,,5234,1500,,"Día raro, dormí poco (mine)"',
        '2025-03-03,7,4,3,3,2,71.1,6468,1500,45,',
        '2025-03-05,,,4,,2,,7702,1500,,',
        "2025-03-08,7.5,4,5,3,2,70.89999999999999,8936,1500,45,'=1+2",
        '2025-03-13,7.75,,1,3,2,,10170,1500,,',
        '2025-03-21,,4,2,3,2,70.7,11404,1500,45,',
      ),
    );
  });

  it('lists habit marks with the habit’s name and unit, and the diary with its tags', async () => {
    expect((await download('habit-marks')).text).toBe(
      csv(
        'date,habit,status,value,unit',
        '2025-03-01,Meditación mine,done,,',
        '2025-03-02,Meditación mine,done,,',
        '2025-03-03,Meditación mine,skipped,,',
        '2025-03-04,Meditación mine,done,,',
        '2025-03-01,Read,value,20,pages',
        '2025-03-02,Read,value,7.5,pages',
        '2025-03-03,Read,skipped,,pages',
        '2025-03-04,Read,value,0,pages',
        "2025-03-03,'+Gym,done,,",
        "2025-03-05,'+Gym,done,,",
        '2025-03-03,Run,value,6,km',
        '2025-03-05,Run,value,2.25,km',
        '2025-03-01,Old habit,done,,',
      ),
    );
    // Text with quotes, commas and line breaks is quoted; text a spreadsheet would run as a
    // formula (= + - @, tab, CR, LF first) starts with a quote (OWASP); tags joined by ", ".
    expect((await download('diary')).text).toBe(
      csv(
        'date,title,body,mood,tags',
        '2025-03-02,Café con Íñigo (mine),"Hablamos de la mudanza.\nÑandú, pingüino, ¿qué tal? ""Comillas"", y comas.",4,"amigos, café"',
        '2025-03-02,,"Second entry, same day.",,',
        "2025-03-09,'@risky,'-2 push-ups =SUM(A1:A2),2,\"'=cmd, work\"",
      ),
    );
  });

  it('lists cognitive test results with their day, device and headline score', async () => {
    expect((await download('cognitive-results')).text).toBe(
      csv(
        'date,completed_at,test,device,score,score_metric,score_unit',
        '2025-03-04,2025-03-04T07:15:00.000Z,reaction_time,keyboard,300,median_ms,ms',
        '2025-03-04,2025-03-04T07:20:00.000Z,number_memory,keyboard,6,span,digits',
        '2025-03-11,2025-03-11T21:05:00.000Z,processing_speed,mouse,24,correct,pairs',
      ),
    );
  });

  it('lists workout sets, one a row, with the session, the exercise’s name and SI figures', async () => {
    expect((await download('workout-sets')).text).toBe(
      csv(
        'date,started_at,workout,exercise,set,warm_up,reps,weight_kg,rir,duration_seconds,distance_m',
        '2025-03-03,2025-03-03T18:00:00.000Z,Sesión mine,Squat (Barbell),1,yes,8,60,2,,',
        '2025-03-03,2025-03-03T18:00:00.000Z,Sesión mine,Squat (Barbell),2,no,5,100,2,,',
        '2025-03-03,2025-03-03T18:00:00.000Z,Sesión mine,Squat (Barbell),3,no,5,100,2,,',
        '2025-03-03,2025-03-03T18:00:00.000Z,Sesión mine,Empuje de trineo mine,1,no,,,,,40',
        '2025-03-03,2025-03-03T18:00:00.000Z,Sesión mine,Plank,1,no,,,,60,',
        '2025-03-10,2025-03-10T18:00:00.000Z,Sesión mine,Squat (Barbell),1,no,5,102.5,2,,',
      ),
    );
  });

  it('lists face scans, one a row: the day, the measurements and the pose, never the points', async () => {
    // The two scans the history holds (tracking-history.ts), as the page sent them.
    const kept = faceScanSample({ keepPoints: true });
    const alone = faceScanSample({ asymmetry: 0.02 });
    const row = (date: string, scan: typeof kept, points: string) =>
      [
        date,
        `${date}T09:30:00.000Z`,
        scan.measurements.thirds.upper,
        scan.measurements.thirds.middle,
        scan.measurements.thirds.lower,
        scan.measurements.symmetry,
        scan.measurements.eye_spacing,
        scan.measurements.jaw_width,
        scan.measurements.width_height,
        scan.pose.yaw,
        scan.pose.pitch,
        scan.pose.roll,
        points,
      ].join(',');
    const { text } = await download('face-scans');
    expect(text).toBe(
      csv(
        'date,completed_at,upper_third,middle_third,lower_third,symmetry,eye_spacing,jaw_width,width_height,yaw,pitch,roll,points_kept',
        row('2025-03-06', kept, 'yes'),
        row('2025-03-20', alone, 'no'),
      ),
    );
    expect(alone.measurements.symmetry).toBeLessThan(kept.measurements.symmetry);
  });

  it('reads only the tables of the dataset asked for', async () => {
    const expected: Record<(typeof ACCOUNT_CSV_DATASETS)[number], string[]> = {
      'check-ins': ['check_ins'],
      'habit-marks': ['habit_marks', 'habits'],
      diary: ['diary_entries', 'diary_entry_tags'],
      'cognitive-results': ['cognitive_results'],
      'workout-sets': ['user_exercises', 'workout_entries', 'workout_sets', 'workouts'],
      'food-diary': ['nutrition_diary_items'],
      'face-scans': ['face_scans'],
    };
    for (const dataset of ACCOUNT_CSV_DATASETS) {
      const { plugin, tables } = tableRecorder();
      const db = kit.auth.server.app.database.db.withPlugin(plugin);
      const text = await datasetCsv(db, user.id, dataset);
      // The same file as the route's.
      expect(text, dataset).toBe((await download(dataset)).text);
      expect([...tables].sort(), dataset).toEqual(expected[dataset]);
    }
  });

  it('answers only the signed-in user’s rows, and a header alone when there are none', async () => {
    for (const dataset of ['check-ins', 'habit-marks', 'diary', 'workout-sets']) {
      const { response, text } = await download(dataset);
      expect(response.status).toBe(200);
      expect(text).toContain('mine');
      expect(text).not.toContain('theirs');
    }
    const newcomer = await kit.signUp();
    expect((await download('diary', newcomer.accessToken)).text).toBe(
      csv('date,title,body,mood,tags'),
    );
  });

  it('answers 404 for any other dataset, and 401 without a token', async () => {
    for (const dataset of ['users', 'sessions', '..%2F..%2Fetc%2Fpasswd', 'constructor', '']) {
      const { response, text } = await download(dataset);
      expect(response.status, dataset).toBe(404);
      expect((JSON.parse(text) as { detail: string }).detail).toBeTruthy();
    }
    expect(
      (await kit.api('/account/export/check-ins.json', { token: user.accessToken })).status,
    ).toBe(404);
    expect((await kit.api('/account/export/diary.csv')).status).toBe(401);
  });
});
