/**
 * The query keys of scan results, under the per-user prefix `['user', userId]` the app keeps and
 * forgets per user. A new result makes the hub, every list and the overview (its scan count) stale.
 */
import type { CognitiveTestKind } from '@ascend/contracts';

export const scansKeys = {
  all: (userId: string) => ['user', userId, 'scans'] as const,
  hub: (userId: string) => [...scansKeys.all(userId), 'hub'] as const,
  cognitive: (userId: string) => [...scansKeys.all(userId), 'cognitive'] as const,
  cognitiveList: (userId: string, kind: CognitiveTestKind, limit: number) =>
    [...scansKeys.cognitive(userId), kind, limit] as const,
  face: (userId: string) => [...scansKeys.all(userId), 'face'] as const,
  overview: (userId: string) => ['user', userId, 'overview'] as const,
};
