/**
 * Words a refused tracking write in the reader's language. The server's rules that a person can
 * meet (the 100-habit limit, a mark on an archived habit, overlapping pauses, a day in the future,
 * too many writes) have their own sentence; anything else says which action failed, or what the
 * API client already translated (no network, signed out).
 */
import { MAX_ACTIVE_HABITS } from '@ascend/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useApiErrorMessage } from '@/lib/use-api-client';
import { fieldRefusalOf, type FieldRefusal } from '../lib/field-refusal';

export type TrackingAction =
  | 'saveCheckIn'
  | 'deleteCheckIn'
  | 'mark'
  | 'createHabit'
  | 'updateHabit'
  | 'archiveHabit'
  | 'restoreHabit'
  | 'deleteHabit'
  | 'reorder'
  | 'pause'
  | 'removePause';

/** The API client's own translated reasons: nothing reached the server or it never answered. */
const CLIENT_SIDE: ReadonlySet<string> = new Set(['network', 'unauthenticated', 'unreadable']);

function reasonKey(error: ApiError, action: TrackingAction): string | null {
  switch (error.status) {
    case 409:
      if (action === 'createHabit' || action === 'restoreHabit') return 'errors.habitLimit';
      if (action === 'mark') return 'errors.archived';
      if (action === 'pause') return 'errors.pauseOverlap';
      return null;
    case 422:
      return fieldRefusalOf(error)?.code === 'future_date' ? 'errors.future' : 'errors.invalid';
    case 404:
      return 'errors.notFound';
    case 429:
      return 'errors.tooMany';
    default:
      return null;
  }
}

/** The catalogue rule's sentence for the field it is about (locales: tracking `refusals`). */
export function useRefusalText(): (refusal: FieldRefusal) => string {
  const { t } = useTranslation('tracking');
  return useCallback(
    ({ code, field }: FieldRefusal) => {
      switch (code) {
        case 'future_date':
          return t(field === 'start_date' ? 'refusals.futureStart' : 'refusals.futureDay');
        case 'habit_kind':
          return t(field === 'status' ? 'refusals.markKind' : 'refusals.measureOnYesNo');
        case 'habit_order':
          return t('refusals.order');
      }
    },
    [t],
  );
}

export function useTrackingErrorMessage(): (error: unknown, action: TrackingAction) => string {
  const { t } = useTranslation('tracking');
  const messageOf = useApiErrorMessage();
  return useCallback(
    (error: unknown, action: TrackingAction) => {
      const failed = t(`errors.action.${action}`);
      if (!(error instanceof ApiError)) return failed;
      if (CLIENT_SIDE.has(error.kind) || error.code) return `${failed} ${messageOf(error, '')}`;
      const reason = reasonKey(error, action);
      return reason ? `${failed} ${t(reason, { count: MAX_ACTIVE_HABITS })}` : failed;
    },
    [t, messageOf],
  );
}
