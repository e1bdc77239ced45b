/**
 * A cognitive test's result as sent (`POST /api/v1/scans/cognitive`) and as stored: the raw trials
 * and the summary scored from them. The summary sent must be the one the trials score to (the
 * server scores them again with these same functions and stores its own): one that disagrees, or
 * trials that cannot be a test, are a 422.
 */
import { z } from 'zod';
import { localDateSchema } from '../tracking/local-date.js';
import {
  ATTENTION,
  attentionSummarySchema,
  attentionTrialSchema,
  scoreAttention,
} from './attention.js';
import {
  cognitiveTestKindSchema,
  inputDeviceSchema,
  scanKindSchema,
  type Scored,
} from './cognitive-kinds.js';
import {
  numberMemorySummarySchema,
  numberMemoryTrialSchema,
  scoreNumberMemory,
  NUMBER_MEMORY,
} from './number-memory.js';
import {
  processingSpeedSummarySchema,
  processingSpeedTrialSchema,
  scoreProcessingSpeed,
  PROCESSING_SPEED,
} from './processing-speed.js';
import {
  REACTION_TIME,
  reactionTimeSummarySchema,
  reactionTimeTrialSchema,
  scoreReactionTime,
} from './reaction-time.js';
import { faceScanBriefSchema } from './face/face-scan.js';

/** Numbers in a summary agree when equal to well below what any of them is shown to. */
function sameSummary(expected: object, given: object): boolean {
  const givenEntries = given as Record<string, unknown>;
  return Object.entries(expected).every(([key, value]) => {
    const other = givenEntries[key];
    if (typeof value === 'number' && typeof other === 'number') {
      return Math.abs(value - other) < 1e-6;
    }
    return value === other;
  });
}

/** Adds the 422's issues: trials that are no test, or a summary they do not score to. */
function scoredAs<Trial, Summary extends object>(score: (trials: Trial[]) => Scored<Summary>) {
  return (result: { trials: Trial[]; summary: Summary }, context: z.RefinementCtx) => {
    const scored = score(result.trials);
    if (!scored.ok) {
      context.addIssue({ code: 'custom', path: ['trials'], message: scored.problem });
    } else if (!sameSummary(scored.summary, result.summary)) {
      context.addIssue({
        code: 'custom',
        path: ['summary'],
        message: `The summary does not match the trials: they score ${JSON.stringify(scored.summary)}`,
      });
    }
  };
}

const sent = { device: inputDeviceSchema };

const reactionTimeSentShape = z.strictObject({
  ...sent,
  kind: z.literal('reaction_time'),
  trials: z
    .array(reactionTimeTrialSchema)
    .min(REACTION_TIME.validTrials)
    .max(REACTION_TIME.validTrials + REACTION_TIME.maxRefusedTrials),
  summary: reactionTimeSummarySchema,
});
const reactionTimeSent = reactionTimeSentShape.superRefine(scoredAs(scoreReactionTime));

const numberMemorySentShape = z.strictObject({
  ...sent,
  kind: z.literal('number_memory'),
  trials: z
    .array(numberMemoryTrialSchema)
    .min(1)
    .max((NUMBER_MEMORY.maxSpan - NUMBER_MEMORY.firstSpan + 1) * NUMBER_MEMORY.attemptsPerSpan),
  summary: numberMemorySummarySchema,
});
const numberMemorySent = numberMemorySentShape.superRefine(scoredAs(scoreNumberMemory));

const attentionSentShape = z.strictObject({
  ...sent,
  kind: z.literal('attention'),
  trials: z.array(attentionTrialSchema).length(ATTENTION.trials),
  summary: attentionSummarySchema,
});
const attentionSent = attentionSentShape.superRefine(scoredAs(scoreAttention));

const processingSpeedSentShape = z.strictObject({
  ...sent,
  kind: z.literal('processing_speed'),
  trials: z.array(processingSpeedTrialSchema).max(PROCESSING_SPEED.maxTrials),
  summary: processingSpeedSummarySchema,
});
const processingSpeedSent = processingSpeedSentShape.superRefine(scoredAs(scoreProcessingSpeed));

/** `POST /api/v1/scans/cognitive`: a finished test. The server stamps when and the user's day. */
export const cognitiveResultCreateSchema = z.discriminatedUnion('kind', [
  reactionTimeSent,
  numberMemorySent,
  attentionSent,
  processingSpeedSent,
]);
export type CognitiveResultCreate = z.infer<typeof cognitiveResultCreateSchema>;

/**
 * A result in the account's export file (and its import): as sent, with the id it had (only to
 * tell results apart: the import gives new ones), when it was completed and the user's day then.
 * Trials and summary are checked as on `POST`, so an edited file cannot import an impossible test.
 */
const exportedFields = {
  id: z.uuid(),
  completed_at: z.iso.datetime(),
  local_date: localDateSchema,
};
export const exportedCognitiveResultSchema = z.discriminatedUnion('kind', [
  reactionTimeSentShape.extend(exportedFields).superRefine(scoredAs(scoreReactionTime)),
  numberMemorySentShape.extend(exportedFields).superRefine(scoredAs(scoreNumberMemory)),
  attentionSentShape.extend(exportedFields).superRefine(scoredAs(scoreAttention)),
  processingSpeedSentShape.extend(exportedFields).superRefine(scoredAs(scoreProcessingSpeed)),
]);
export type ExportedCognitiveResult = z.infer<typeof exportedCognitiveResultSchema>;

const stored = {
  id: z.uuid(),
  device: inputDeviceSchema,
  /** When the result was received (ISO instant). */
  completed_at: z.string(),
  /** The user's day it was completed on (their time zone and day start at the time). */
  local_date: localDateSchema,
};

const reactionTimeResult = z.object({
  ...stored,
  kind: z.literal('reaction_time'),
  trials: z.array(reactionTimeTrialSchema),
  summary: reactionTimeSummarySchema,
});
const numberMemoryResult = z.object({
  ...stored,
  kind: z.literal('number_memory'),
  trials: z.array(numberMemoryTrialSchema),
  summary: numberMemorySummarySchema,
});
const attentionResult = z.object({
  ...stored,
  kind: z.literal('attention'),
  trials: z.array(attentionTrialSchema),
  summary: attentionSummarySchema,
});
const processingSpeedResult = z.object({
  ...stored,
  kind: z.literal('processing_speed'),
  trials: z.array(processingSpeedTrialSchema),
  summary: processingSpeedSummarySchema,
});

/** A stored result with its raw trials (`GET /api/v1/scans/cognitive/:id`, and the POST's answer). */
export const cognitiveResultSchema = z.discriminatedUnion('kind', [
  reactionTimeResult,
  numberMemoryResult,
  attentionResult,
  processingSpeedResult,
]);
export type CognitiveResult = z.infer<typeof cognitiveResultSchema>;

/** A stored result without its trials: what lists and the hub carry. */
export const cognitiveResultBriefSchema = z.discriminatedUnion('kind', [
  reactionTimeResult.omit({ trials: true }),
  numberMemoryResult.omit({ trials: true }),
  attentionResult.omit({ trials: true }),
  processingSpeedResult.omit({ trials: true }),
]);
export type CognitiveResultBrief = z.infer<typeof cognitiveResultBriefSchema>;

/** `GET /api/v1/scans/cognitive`: newest first, of one kind or all, a page at a time. */
export const cognitiveResultQuerySchema = z.strictObject({
  kind: cognitiveTestKindSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});
export type CognitiveResultQuery = z.infer<typeof cognitiveResultQuerySchema>;

export const cognitiveResultPageSchema = z.object({
  results: z.array(cognitiveResultBriefSchema),
  /** Give it back as `cursor` for the next page; `null` on the last one. */
  next_cursor: z.string().nullable(),
});
export type CognitiveResultPage = z.infer<typeof cognitiveResultPageSchema>;

/** `GET /api/v1/scans`: every kind of scan, with how many the user has taken and the latest. */
export const scansHubSchema = z.object({
  scans: z.array(
    z.object({
      kind: scanKindSchema,
      /** `false` for a kind this server does not offer: the product scan with lookups off. */
      available: z.boolean(),
      count: z.number().int().min(0),
      /** A face scan's brief for `face`, a test's for the others. */
      latest: z.union([faceScanBriefSchema, cognitiveResultBriefSchema]).nullable(),
    }),
  ),
});
export type ScansHub = z.infer<typeof scansHubSchema>;

/** A test's kind with its raw trials. */
export type CognitiveTrials = {
  [Kind in CognitiveResultCreate['kind']]: {
    kind: Kind;
    trials: Extract<CognitiveResultCreate, { kind: Kind }>['trials'];
  };
}[CognitiveResultCreate['kind']];

/** A test's summary from its raw trials, by its kind: what the client sends and the server stores. */
export function scoreCognitiveTrials(
  test: CognitiveTrials,
): Scored<CognitiveResultCreate['summary']> {
  switch (test.kind) {
    case 'reaction_time':
      return scoreReactionTime(test.trials);
    case 'number_memory':
      return scoreNumberMemory(test.trials);
    case 'attention':
      return scoreAttention(test.trials);
    case 'processing_speed':
      return scoreProcessingSpeed(test.trials);
  }
}
