/**
 * Cognitive test results (issue 17): each user reaches only their own (every query names the
 * owner). A result is written once, as the server scored it, and never changed: a test retaken is
 * a new result; a result can be deleted.
 */
import {
  COGNITIVE_TEST_KINDS,
  type CognitiveResult,
  type CognitiveResultBrief,
  type CognitiveResultCreate,
  type CognitiveResultPage,
  type CognitiveTestKind,
  type LocalDate,
} from '@ascend/contracts';
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { AppDatabase } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { testResultChanged } from '../progress/record-progress.js';
import { newestScansPage, type ResultPosition } from './cognitive-cursor.js';
import { deleteOwnScan } from './delete-own-scan.js';

type ResultRow = Selectable<Database['cognitive_results']>;

const BRIEF_COLUMNS = ['id', 'kind', 'device', 'completed_at', 'local_date', 'summary'] as const;

/** The stored JSON was validated by the contracts on the way in: read back as written. */
function briefOf(row: Omit<ResultRow, 'user_id' | 'trials'>): CognitiveResultBrief {
  return {
    id: row.id,
    kind: row.kind,
    device: row.device,
    completed_at: row.completed_at,
    local_date: row.local_date,
    summary: JSON.parse(row.summary) as never,
  };
}

function resultOf(row: Omit<ResultRow, 'user_id'>): CognitiveResult {
  return { ...briefOf(row), trials: JSON.parse(row.trials) as never };
}

/** A result ready to store: sent, scored by the server, its moment and the user's day decided. */
export interface NewCognitiveResult {
  kind: CognitiveTestKind;
  device: CognitiveResultCreate['device'];
  trials: CognitiveResultCreate['trials'];
  summary: CognitiveResultCreate['summary'];
  completedAt: string;
  localDate: LocalDate;
}

export interface CognitiveListQuery {
  kind?: CognitiveTestKind | undefined;
  limit: number;
  after?: ResultPosition | undefined;
}

export function cognitiveResultsRepository(database: AppDatabase) {
  const { db } = database;
  const own = (userId: string) => db.selectFrom('cognitive_results').where('user_id', '=', userId);

  return {
    /** Stores a result; one transaction, so what else a result brings (events) joins it here. */
    async create(userId: string, input: NewCognitiveResult): Promise<CognitiveResult> {
      const row = {
        id: randomUUID(),
        user_id: userId,
        kind: input.kind,
        device: input.device,
        completed_at: input.completedAt,
        local_date: input.localDate,
        trials: JSON.stringify(input.trials),
        summary: JSON.stringify(input.summary),
      };
      await writeTransaction(database, async ({ db: trx }) => {
        await trx.insertInto('cognitive_results').values(row).execute();
        await testResultChanged(trx, userId, {
          resultId: row.id,
          date: row.local_date,
          exists: true,
        });
      });
      return resultOf(row);
    },

    /** Deletes the user's result; false when they have no such result. One transaction, as create. */
    async remove(userId: string, id: string): Promise<boolean> {
      return writeTransaction(database, async ({ db: trx }) => {
        const date = await deleteOwnScan(trx, 'cognitive_results', userId, id);
        if (date === undefined) return false;
        await testResultChanged(trx, userId, { resultId: id, date, exists: false });
        return true;
      });
    },

    async find(userId: string, id: string): Promise<CognitiveResult | undefined> {
      const row = await own(userId)
        .select([...BRIEF_COLUMNS, 'trials'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && resultOf(row);
    },

    /** A page of the user's results, newest first, of one kind or all, with the next cursor. */
    async list(
      userId: string,
      { kind, limit, after }: CognitiveListQuery,
    ): Promise<CognitiveResultPage> {
      const { rows, nextCursor } = await newestScansPage(
        own(userId)
          .select(BRIEF_COLUMNS)
          .$if(kind !== undefined, (query) => query.where('kind', '=', kind!)),
        { limit, after },
      );
      return { results: rows.map(briefOf), next_cursor: nextCursor };
    },

    /** Per test: how many the user took and the latest, for the scans hub. */
    async latestOfEachKind(
      userId: string,
    ): Promise<{ kind: CognitiveTestKind; count: number; latest: CognitiveResultBrief | null }[]> {
      const counts = await own(userId)
        .select((eb) => ['kind', eb.fn.countAll<number | string>().as('count')])
        .groupBy('kind')
        .execute();
      const countOf = new Map(counts.map((row) => [row.kind, Number(row.count)]));
      return Promise.all(
        COGNITIVE_TEST_KINDS.map(async (kind) => {
          const count = countOf.get(kind) ?? 0;
          const latest =
            count === 0
              ? undefined
              : await own(userId)
                  .select(BRIEF_COLUMNS)
                  .where('kind', '=', kind)
                  .orderBy('completed_at', 'desc')
                  .orderBy('id', 'desc')
                  .limit(1)
                  .executeTakeFirst();
          return { kind, count, latest: latest ? briefOf(latest) : null };
        }),
      );
    },
  };
}

export type CognitiveResultsRepository = ReturnType<typeof cognitiveResultsRepository>;
