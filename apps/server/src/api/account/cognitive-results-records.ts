/**
 * Cognitive test results in the account's data (issue 17): read for the export (JSON and the
 * `cognitive-results` CSV) and written back by the import, each with a new id. Oldest first, so
 * the file reads as a history.
 */
import {
  headlineScore,
  scoreCognitiveTrials,
  COGNITIVE_HEADLINES,
  type ExportedCognitiveResult,
} from '@ascend/contracts';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/database.js';
import { insertInBatches } from '../../db/insert-in-batches.js';
import type { Database } from '../../db/schema.js';

export async function readCognitiveResults(
  db: Kysely<Database>,
  userId: string,
): Promise<ExportedCognitiveResult[]> {
  const rows = await db
    .selectFrom('cognitive_results')
    .select(['id', 'kind', 'device', 'completed_at', 'local_date', 'trials', 'summary'])
    .where('user_id', '=', userId)
    .orderBy('completed_at')
    .orderBy('id')
    .execute();
  // Stored as the contracts validated them on the way in.
  return rows.map(
    (row) =>
      ({
        id: row.id,
        kind: row.kind,
        device: row.device,
        completed_at: row.completed_at,
        local_date: row.local_date,
        trials: JSON.parse(row.trials) as unknown,
        summary: JSON.parse(row.summary) as unknown,
      }) as ExportedCognitiveResult,
  );
}

/** Inside the import's transaction. The summary stored is the server's scoring of the trials. */
export async function insertCognitiveResults(
  target: { db: Kysely<Database>; kind: DatabaseKind },
  userId: string,
  results: readonly ExportedCognitiveResult[],
): Promise<void> {
  await insertInBatches(
    target,
    'cognitive_results',
    results.map((result) => {
      const scored = scoreCognitiveTrials(result);
      return {
        id: randomUUID(),
        user_id: userId,
        kind: result.kind,
        device: result.device,
        completed_at: result.completed_at,
        local_date: result.local_date,
        trials: JSON.stringify(result.trials),
        summary: JSON.stringify(scored.ok ? scored.summary : result.summary),
      };
    }),
  );
}

/** A row per result for the CSV: the day, the test, the device and its headline score. */
export function cognitiveResultRows(results: readonly ExportedCognitiveResult[]) {
  return results.map((result) => ({
    date: result.local_date,
    completed_at: result.completed_at,
    test: result.kind,
    device: result.device,
    score: headlineScore(result),
    score_metric: COGNITIVE_HEADLINES[result.kind].metric,
    score_unit: COGNITIVE_HEADLINES[result.kind].unit,
  }));
}
