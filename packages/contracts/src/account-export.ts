/**
 * The account's data as one JSON file (`GET /api/v1/account/export`), and the only file
 * `POST /api/v1/account/import` takes back: one definition for both, so what the export writes is
 * exactly what the import accepts (self-optimisation.md, "Data, privacy, deletion").
 *
 * The file says what it is (`format`) and which shape it has (`version`). Version 1 was the export
 * before tracking existed, without either marker; version 2 adds every tracking record. Records
 * carry the ids they had in the exporting account only to link them (a mark to its habit): the
 * import gives every record a new id.
 */
import { z } from 'zod';
import { personalInfoSchema } from './personal-info.js';
import { checkInFieldsSchema } from './tracking/check-ins.js';
import { diaryEntryCreateSchema, diaryEntryUpdateSchema } from './tracking/diary.js';
import { habitCreateSchema, habitKindSchema, MAX_ACTIVE_HABITS } from './tracking/habits.js';
import { localDateSchema } from './tracking/local-date.js';
import { displayNameSchema } from './league/league.js';
import { userPreferencesSchema } from './user-preferences.js';
import { exportedCognitiveResultSchema } from './scans/cognitive-results.js';
import { exportedFaceScanSchema } from './scans/face/face-scan-export.js';
import { MAX_FACE_SCANS } from './scans/face/face-scan-limits.js';
import { achievementKeySchema } from './progress.js';
import { exportedPhysicalSchema } from './physical/exported-physical.js';
import { exportedNutritionSchema } from './nutrition/nutrition-export.js';

export const ACCOUNT_EXPORT_FORMAT = 'ascend-export';
export const ACCOUNT_EXPORT_VERSION = 2;

/** The largest file the import takes; the web app checks it before sending. */
export const ACCOUNT_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** An instant as the server writes it, `2026-01-31T08:00:00.000Z`. */
const timestamp = z.iso.datetime();

/** A check-in as stored: every measure present, `null` where the day has none. */
export const exportedCheckInSchema = checkInFieldsSchema.required().extend({
  date: localDateSchema,
  created_at: timestamp,
  updated_at: timestamp,
});
export type ExportedCheckIn = z.infer<typeof exportedCheckInSchema>;

export const exportedHabitPauseSchema = z.strictObject({
  id: z.uuid(),
  from: localDateSchema,
  to: localDateSchema,
  created_at: timestamp,
});

const habitFields = habitCreateSchema.shape;

export const exportedHabitSchema = z
  .strictObject({
    id: z.uuid(),
    name: habitFields.name,
    description: habitFields.description.unwrap().nullable(),
    kind: habitKindSchema,
    target: habitFields.target.unwrap().nullable(),
    unit: habitFields.unit.unwrap().nullable(),
    frequency: habitFields.frequency,
    start_date: localDateSchema,
    /** The habit's place in the user's list (lower first). */
    position: z.number().int().min(0).max(1_000_000),
    archived_at: timestamp.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
    pauses: z.array(exportedHabitPauseSchema).superRefine((pauses, context) => {
      pauses.forEach((pause, index) => {
        if (pause.from > pause.to) {
          context.addIssue({
            code: 'custom',
            message: '`to` must not be before `from`',
            path: [index, 'to'],
          });
        }
      });
    }),
  })
  .superRefine((habit, context) => {
    const measurable = habit.kind === 'measurable';
    if (measurable !== (habit.target !== null) || measurable !== (habit.unit !== null)) {
      context.addIssue({
        code: 'custom',
        message: measurable
          ? 'A measurable habit needs a target and a unit'
          : 'A yes/no habit has no target or unit',
        path: ['target'],
      });
    }
  });
export type ExportedHabit = z.infer<typeof exportedHabitSchema>;

export const exportedHabitMarkSchema = z
  .strictObject({
    /** The habit's id in this file (`habits[].id`). */
    habit_id: z.uuid(),
    date: localDateSchema,
    status: z.enum(['done', 'skipped', 'value']),
    value: z.number().min(0).max(1_000_000).nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .superRefine((mark, context) => {
    if ((mark.status === 'value') !== (mark.value !== null)) {
      context.addIssue({
        code: 'custom',
        message:
          mark.status === 'value'
            ? 'A mark of status "value" holds a value'
            : `A mark of status "${mark.status}" holds no value`,
        path: ['value'],
      });
    }
  });
export type ExportedHabitMark = z.infer<typeof exportedHabitMarkSchema>;

export const exportedDiaryEntrySchema = z.strictObject({
  id: z.uuid(),
  date: localDateSchema,
  title: diaryEntryUpdateSchema.shape.title.unwrap(),
  body: diaryEntryCreateSchema.shape.body,
  mood: diaryEntryCreateSchema.shape.mood.unwrap(),
  tags: diaryEntryCreateSchema.shape.tags.unwrap(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ExportedDiaryEntry = z.infer<typeof exportedDiaryEntrySchema>;

/**
 * What the account holds beyond tracking: written for the user to read, never imported (an
 * account's e-mail, sign-in methods, factors and sessions are its own, not a file's).
 */
const nullableText = z.string().nullable();
const jsonObject = z.record(z.string(), z.unknown());
const exportedAccountParts = {
  user: z.looseObject({
    id: z.string(),
    email: nullableText,
    phone: nullableText,
    created_at: z.string(),
    user_metadata: jsonObject,
    app_metadata: jsonObject,
  }),
  identities: z.array(z.looseObject({ provider: z.string() })),
  mfa_factors: z.array(z.looseObject({ factor_type: z.string() })),
  sessions: z.array(z.looseObject({ created_at: z.string() })),
  activity: z.array(z.looseObject({ action: z.string() })),
  avatar: z.looseObject({ url: z.string().optional() }).nullable(),
};

/** Personal info and preferences; restored by the import. */
export const exportedSettingsSchema = z.strictObject({
  personal_info: personalInfoSchema,
  preferences: userPreferencesSchema,
  updated_at: z.string(),
});

/**
 * The weekly league (optional: files from before it still import): the membership, restored by the
 * import, and the user's final standings of closed weeks, kept in the file for the user to read
 * but never imported — a rank is a fact of the league that computed it, and a file must not place
 * anyone in the standings other members see.
 */
export const exportedLeagueSchema = z.strictObject({
  membership: z.strictObject({ display_name: displayNameSchema, joined_at: timestamp }).nullable(),
  standings: z.array(
    z.looseObject({
      week_start: localDateSchema,
      points: z.number().int(),
      rank: z.number().int(),
    }),
  ),
});
export type ExportedLeague = z.infer<typeof exportedLeagueSchema>;

type Issue = { message: string; path: (string | number)[] };

/** Rules across records: one check-in a day, marks of habits in the file, one mark a day each. */
function crossRecordIssues(file: {
  check_ins: ExportedCheckIn[];
  habits: ExportedHabit[];
  habit_marks: ExportedHabitMark[];
  diary_entries: ExportedDiaryEntry[];
}): Issue[] {
  const issues: Issue[] = [];
  const firstSeen = <T>(seen: Set<T>, key: T) => !seen.has(key) && Boolean(seen.add(key));

  const checkInDates = new Set<string>();
  file.check_ins.forEach((checkIn, index) => {
    if (!firstSeen(checkInDates, checkIn.date)) {
      issues.push({ message: 'One check-in per day', path: ['check_ins', index, 'date'] });
    }
  });

  const habitKinds = new Map<string, ExportedHabit['kind']>();
  const pauseIds = new Set<string>();
  let active = 0;
  file.habits.forEach((habit, index) => {
    if (habitKinds.has(habit.id)) {
      issues.push({ message: 'Each habit id once', path: ['habits', index, 'id'] });
    }
    habitKinds.set(habit.id, habit.kind);
    if (habit.archived_at === null) active += 1;
    habit.pauses.forEach((pause, pauseIndex) => {
      if (!firstSeen(pauseIds, pause.id)) {
        issues.push({
          message: 'Each pause id once',
          path: ['habits', index, 'pauses', pauseIndex, 'id'],
        });
      }
    });
  });
  if (active > MAX_ACTIVE_HABITS) {
    issues.push({
      message: `At most ${MAX_ACTIVE_HABITS} habits that are not archived`,
      path: ['habits'],
    });
  }

  const markKeys = new Set<string>();
  file.habit_marks.forEach((mark, index) => {
    const kind = habitKinds.get(mark.habit_id);
    if (kind === undefined) {
      issues.push({
        message: 'No habit in the file has this id',
        path: ['habit_marks', index, 'habit_id'],
      });
      return;
    }
    if (!firstSeen(markKeys, `${mark.habit_id} ${mark.date}`)) {
      issues.push({ message: 'One mark per habit and day', path: ['habit_marks', index, 'date'] });
    }
    const fits = mark.status === 'skipped' || (kind === 'boolean') === (mark.status === 'done');
    if (!fits) {
      issues.push({
        message:
          kind === 'boolean'
            ? 'A yes/no habit is marked done or skipped'
            : 'A measurable habit is marked with a value or skipped',
        path: ['habit_marks', index, 'status'],
      });
    }
  });

  const entryIds = new Set<string>();
  file.diary_entries.forEach((entry, index) => {
    if (!firstSeen(entryIds, entry.id)) {
      issues.push({ message: 'Each entry id once', path: ['diary_entries', index, 'id'] });
    }
  });
  return issues;
}

/**
 * An unlocked achievement (progress). Points and events are not in the file: the import rebuilds
 * them from the records; only when each achievement was unlocked, and its toast shown, is kept.
 */
export const exportedAchievementSchema = z.strictObject({
  key: achievementKeySchema,
  unlocked_at: timestamp,
  seen_at: timestamp.nullable(),
});
export type ExportedAchievement = z.infer<typeof exportedAchievementSchema>;

export const accountExportSchema = z
  .strictObject({
    // First, so that the first error about another kind of file says what is wrong with it.
    format: z.literal(ACCOUNT_EXPORT_FORMAT, {
      error: 'Not an Ascend data export: the file must be one downloaded from the account page',
    }),
    version: z.literal(ACCOUNT_EXPORT_VERSION, {
      error: `An Ascend export of version ${ACCOUNT_EXPORT_VERSION} is needed`,
    }),
    exported_at: timestamp,
    ...exportedAccountParts,
    settings: exportedSettingsSchema.nullable(),
    check_ins: z.array(exportedCheckInSchema),
    habits: z.array(exportedHabitSchema),
    habit_marks: z.array(exportedHabitMarkSchema),
    diary_entries: z.array(exportedDiaryEntrySchema),
    // Optional sections added within version 2: files written before them still import.
    /** Cognitive test results (issue 17). */
    cognitive_results: z.array(exportedCognitiveResultSchema).optional(),
    achievements: z.array(exportedAchievementSchema).max(1_000).optional(),
    league: exportedLeagueSchema.optional(),
    /** Exercises of the user's own, workouts, routines, body measurements (issue 18). */
    physical: exportedPhysicalSchema.optional(),
    /** Nutrition (issue 21): own foods, the food diary, favourites, targets, product scans. */
    nutrition: exportedNutritionSchema.optional(),
    /**
     * Face scans (issue 19): numbers, and the points where the user kept them (packed); never a
     * photo. At most as many as an account keeps.
     */
    face_scans: z.array(exportedFaceScanSchema).max(MAX_FACE_SCANS).optional(),
  })
  .superRefine((file, context) => {
    for (const issue of crossRecordIssues(file)) context.addIssue({ code: 'custom', ...issue });
    const resultIds = new Set<string>();
    file.cognitive_results?.forEach((result, index) => {
      if (resultIds.has(result.id)) {
        context.addIssue({
          code: 'custom',
          message: 'Each result id once',
          path: ['cognitive_results', index, 'id'],
        });
      }
      resultIds.add(result.id);
    });
    const scanIds = new Set<string>();
    file.face_scans?.forEach((scan, index) => {
      if (scanIds.has(scan.id)) {
        context.addIssue({
          code: 'custom',
          message: 'Each scan id once',
          path: ['face_scans', index, 'id'],
        });
      }
      scanIds.add(scan.id);
    });
  });
export type AccountExport = z.infer<typeof accountExportSchema>;

/** What `POST /api/v1/account/import` restored. */
export const accountImportResultSchema = z.object({
  imported: z.object({
    check_ins: z.number().int(),
    habits: z.number().int(),
    habit_pauses: z.number().int(),
    habit_marks: z.number().int(),
    diary_entries: z.number().int(),
    cognitive_results: z.number().int(),
    workouts: z.number().int(),
    own_foods: z.number().int(),
    food_diary_items: z.number().int(),
    face_scans: z.number().int(),
  }),
  /** Whether the file held personal info and preferences, now the account's. */
  settings_restored: z.boolean(),
});
export type AccountImportResult = z.infer<typeof accountImportResultSchema>;
