/**
 * Every migration, in order. Listed statically (not read from disk) so the same set runs from the
 * TypeScript sources in tests and from the compiled server. Each one must run on SQLite and PostgreSQL:
 * use Kysely's schema builder and portable column types only.
 */
import type { Migration } from 'kysely';
import * as contactMessages from './0001-contact-messages.js';
import * as auth from './0002-auth.js';
import * as mailOutbox from './0003-mail-outbox.js';
import * as userSettings from './0004-user-settings.js';
import * as mfaReplayAndOauthFlows from './0005-mfa-replay-and-oauth-flows.js';
import * as signupConflict from './0006-signup-conflict.js';
import * as oneTimeCodeHash from './0007-one-time-code-hash.js';
import * as flowStateLinkingTarget from './0008-flow-state-linking-target.js';
import * as tracking from './0009-tracking.js';
import * as diarySearch from './0010-diary-search.js';
import * as habitMarksByStatus from './0011-habit-marks-by-status.js';
import * as progress from './0012-progress.js';
import * as cognitiveResults from './0013-cognitive-results.js';
import * as league from './0014-league.js';
import * as physical from './0015-physical.js';
import * as nutrition from './0016-nutrition.js';
import * as faceScans from './0017-face-scans.js';
import * as storedFiles from './0018-stored-files.js';
import * as exerciseSessions from './0020-exercise-sessions.js';
import * as nutritionMealTotals from './0021-nutrition-meal-totals.js';
import * as leagueRowsAndEventDays from './0022-league-rows-and-event-days.js';
import * as exerciseMarks from './0023-exercise-marks.js';
import * as diaryListOrder from './0024-diary-list-order.js';
import * as diaryEntryTagsOnRow from './0025-diary-entry-tags-on-row.js';
import * as mealTotalsWithoutRowid from './0026-meal-totals-without-rowid.js';
import * as exercisePriorRecords from './0027-exercise-prior-records.js';
import * as exerciseSessionPoints from './0028-exercise-session-points.js';

export const migrations: Record<string, Migration> = {
  '0001-contact-messages': contactMessages,
  '0002-auth': auth,
  '0003-mail-outbox': mailOutbox,
  '0004-user-settings': userSettings,
  '0005-mfa-replay-and-oauth-flows': mfaReplayAndOauthFlows,
  '0006-signup-conflict': signupConflict,
  '0007-one-time-code-hash': oneTimeCodeHash,
  '0008-flow-state-linking-target': flowStateLinkingTarget,
  '0009-tracking': tracking,
  '0010-diary-search': diarySearch,
  '0011-habit-marks-by-status': habitMarksByStatus,
  '0012-progress': progress,
  '0013-cognitive-results': cognitiveResults,
  '0014-league': league,
  '0015-physical': physical,
  '0016-nutrition': nutrition,
  '0017-face-scans': faceScans,
  '0018-stored-files': storedFiles,
  '0020-exercise-sessions': exerciseSessions,
  '0021-nutrition-meal-totals': nutritionMealTotals,
  '0022-league-rows-and-event-days': leagueRowsAndEventDays,
  '0023-exercise-marks': exerciseMarks,
  '0024-diary-list-order': diaryListOrder,
  '0025-diary-entry-tags-on-row': diaryEntryTagsOnRow,
  '0026-meal-totals-without-rowid': mealTotalsWithoutRowid,
  '0027-exercise-prior-records': exercisePriorRecords,
  '0028-exercise-session-points': exerciseSessionPoints,
};
