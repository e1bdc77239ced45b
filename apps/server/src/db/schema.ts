/**
 * Table types for Kysely. Timestamps are ISO-8601 UTC strings (`2026-01-01T00:00:00.000Z`) and JSON
 * columns are text on both databases, so every query module behaves the same on SQLite and PostgreSQL.
 */
import type { Equipment, ExerciseKind } from '@ascend/contracts';
import type { Generated, Selectable } from 'kysely';

interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
}

/** Timestamps as ISO-8601 UTC strings; JSON objects as text; booleans as 0/1 integers. */
interface UsersTable {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  phone_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  email_change_confirmed: Generated<number>;
  last_sign_in_at: string | null;
  invited_at: string | null;
  banned_until: string | null;
  app_metadata: string;
  user_metadata: string;
  is_anonymous: Generated<number>;
  locale: Generated<string>;
  created_at: string;
  updated_at: string;
  /**
   * 1 while an unconfirmed address has been asked for by more than one party (0006): its
   * confirmation keeps no password and no metadata (auth/users/contested-signup.ts).
   */
  signup_conflict: Generated<number>;
}

interface IdentitiesTable {
  id: string;
  provider_id: string;
  provider: string;
  user_id: string;
  identity_data: string;
  email: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

interface MfaFactorsTable {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  secret: string | null;
  phone: string | null;
  last_challenged_at: string | null;
  created_at: string;
  updated_at: string;
  /** The last TOTP time step accepted (0005): a code of that step or earlier is a replay. */
  last_totp_step: number | null;
}

interface MfaChallengesTable {
  id: string;
  factor_id: string;
  user_id: string;
  ip_address: string;
  verified_at: string | null;
  created_at: string;
}

interface SessionsTable {
  id: string;
  user_id: string;
  aal: string;
  amr: string;
  factor_id: string | null;
  user_agent: string | null;
  ip: string | null;
  not_after: string | null;
  refreshed_at: string | null;
  created_at: string;
  updated_at: string;
}

interface RefreshTokensTable {
  id: string;
  token_hash: string;
  user_id: string;
  session_id: string;
  parent_id: string | null;
  revoked_at: string | null;
  created_at: string;
}

interface FlowStatesTable {
  id: string;
  user_id: string | null;
  auth_code_hash: string | null;
  code_challenge: string;
  code_challenge_method: string;
  provider_type: string;
  authentication_method: string;
  redirect_to: string | null;
  provider_access_token: string | null;
  provider_refresh_token: string | null;
  auth_code_issued_at: string | null;
  created_at: string;
  updated_at: string;
  /** OAuth flows (0005): our PKCE verifier towards the provider, and the ID token's nonce. */
  provider_code_verifier: string | null;
  provider_nonce: string | null;
  /** Manual linking (0006): the signed-in user the provider's identity is to be linked to. */
  linking_target_id: string | null;
}

interface OneTimeTokensTable {
  id: string;
  user_id: string;
  token_type: string;
  token_hash: string;
  relates_to: string;
  flow_state_id: string | null;
  created_at: string;
  /** sha256 of the e-mail and the code as a JSON array (0007); null on rows written before. */
  code_hash: string | null;
}

interface AuditLogTable {
  id: string;
  user_id: string | null;
  actor_id: string | null;
  action: string;
  ip_address: string | null;
  payload: string;
  created_at: string;
}

interface RateLimitCountersTable {
  key: string;
  hits: number;
  expires_at: string;
}

interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
}

/** Product settings of one user; `personal_info` and `preferences` are JSON objects as text. */
interface UserSettingsTable {
  user_id: string;
  personal_info: string;
  preferences: string;
  updated_at: string;
}

/** A user's check-in of one local day (`YYYY-MM-DD`); every measure optional, SI units. */
interface CheckInsTable {
  user_id: string;
  date: string;
  sleep_hours: number | null;
  sleep_quality: number | null;
  mood: number | null;
  energy: number | null;
  stress: number | null;
  weight_kg: number | null;
  steps: number | null;
  water_ml: number | null;
  training_minutes: number | null;
  note: string | null;
  created_at: string;
  updated_at: string;
}

interface HabitsTable {
  id: string;
  user_id: string;
  name: string;
  description: string | null;
  kind: 'boolean' | 'measurable';
  target: number | null;
  unit: string | null;
  /** JSON of the contracts' `HabitFrequency`. */
  frequency: string;
  start_date: string;
  position: number;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

interface HabitMarksTable {
  habit_id: string;
  user_id: string;
  date: string;
  status: 'done' | 'skipped' | 'value';
  value: number | null;
  created_at: string;
  updated_at: string;
}

interface HabitPausesTable {
  id: string;
  habit_id: string;
  user_id: string;
  from_date: string;
  to_date: string;
  created_at: string;
}

interface DiaryEntriesTable {
  id: string;
  user_id: string;
  date: string;
  title: string | null;
  body: string;
  mood: number | null;
  created_at: string;
  updated_at: string;
  /**
   * The entry's words for full-text search, written by api/tracking/diary/diary-search.ts on every
   * insert and change (migration 0010). Never shown: not part of an entry.
   */
  search_text: string;
  /** SQLite only: the entry's row in the FTS5 index `diary_search`. */
  search_rowid: number | null;
  /**
   * The entry's tags as a JSON array of text, written with its `diary_entry_tags` rows in one
   * transaction (api/tracking/diary/diary-entry-store.ts, migration 0025): what the list reads.
   */
  tags: Generated<string>;
}

interface DiaryEntryTagsTable {
  entry_id: string;
  user_id: string;
  tag: string;
}

interface CognitiveResultsTable {
  id: string;
  user_id: string;
  kind: 'reaction_time' | 'number_memory' | 'attention' | 'processing_speed';
  device: 'keyboard' | 'mouse' | 'touch' | 'pen';
  completed_at: string;
  /** The user's day the test was completed on. */
  local_date: string;
  /** JSON of the kind's trials (contracts' scans/), as sent. */
  trials: string;
  /** JSON of the kind's summary, as the server scored the trials. */
  summary: string;
}

/** One counted record or unlocked achievement (migration 0012); `source_id` unique per user and kind. */
interface ActivityEventsTable {
  id: string;
  user_id: string;
  kind:
    'check_in' | 'habit_done' | 'diary_entry' | 'scan' | 'test' | 'personal_record' | 'achievement';
  source_id: string;
  /** The user's local day of the record, `YYYY-MM-DD`. */
  local_date: string;
  /** The UTC Monday, `YYYY-MM-DD`, of the moment the event was recorded. */
  week_start: string;
  points: number;
  created_at: string;
}

/** The sum of a user's events per UTC week, kept with every event write; never negative. */
interface WeeklyPointsTable {
  user_id: string;
  week_start: string;
  points: number;
}

interface UserAchievementsTable {
  user_id: string;
  key: string;
  unlocked_at: string;
  seen_at: string | null;
}

/** A member of the weekly league (0014): the name other members see. */
interface LeagueMembersTable {
  user_id: string;
  display_name: string;
  joined_at: string;
  /** Copies kept for the league page (0022): the metadata's `avatar_url` text, all-time points, newest week's points. */
  avatar_url: string | null;
  total_points: Generated<number>;
  week_start: Generated<string>;
  week_points: Generated<number>;
}

/** A week (its UTC Monday) whose final standings have been written (0014). */
interface LeagueWeeksClosedTable {
  week_start: string;
  closed_at: string;
}

/** A member's final points and rank of a closed week (0014). */
interface LeagueStandingsTable {
  week_start: string;
  user_id: string;
  points: number;
  rank: number;
}

/** Users whose records predate their events (0012): the server rebuilds their progress. */
interface ProgressRecomputeQueueTable {
  user_id: string;
}

/** How many users have exactly `points` in a week (0014), kept by triggers on weekly_points. */
interface LeaguePointsHistogramTable {
  week_start: string;
  points: number;
  users: number;
}

/** Uploaded files kept in the database (0018; storage/database-file-store.ts). */
interface StoredFilesTable {
  key: string;
  user_id: string;
  content_type: string;
  size: number;
  etag: string;
  bytes: Buffer;
  updated_at: string;
}

/** The user's own exercises (migration 0015); muscles as JSON arrays. */
interface UserExercisesTable {
  id: string;
  user_id: string;
  name: string;
  primary_muscles: string;
  secondary_muscles: string;
  equipment: Equipment;
  kind: ExerciseKind;
  created_at: string;
  updated_at: string;
}

interface WorkoutsTable {
  id: string;
  user_id: string;
  name: string | null;
  notes: string | null;
  started_at: string;
  finished_at: string | null;
  local_date: string;
  routine_id: string | null;
  source: 'app' | 'strong' | 'hevy';
  import_key: string | null;
  created_at: string;
  updated_at: string;
}

interface WorkoutEntriesTable {
  id: string;
  workout_id: string;
  user_id: string;
  exercise_id: string;
  position: number;
  notes: string | null;
}

/** A set, with its workout's owner, start, day and exercise copied (migration 0015). */
interface WorkoutSetsTable {
  id: string;
  entry_id: string;
  workout_id: string;
  user_id: string;
  exercise_id: string;
  started_at: string;
  local_date: string;
  entry_position: number;
  position: number;
  reps: number | null;
  weight_kg: number | null;
  rir: number | null;
  /** 0 or 1. */
  warm_up: number;
  duration_seconds: number | null;
  distance_m: number | null;
  e1rm_kg: number | null;
  /** The record kinds the set made, comma-separated ('' for none). */
  records: string;
}

/** Per exercise, the marks to beat before its latest session (JSON of the contracts' RecordBests). */
interface ExerciseBestsTable {
  user_id: string;
  exercise_id: string;
  latest_workout_id: string;
  latest_started_at: string;
  prior: string;
  /** The marks within the latest session, its sets so far counted (migration 0023); null: unknown. */
  marks: string | null;
}

/**
 * Per exercise, its current bests after every session before its latest, each with the set that
 * first reached it (exercise-figures.ts' stored records): a row apart from `exercise_bests`, which
 * every set logged rewrites (migration 0027). No row: not kept yet.
 */
interface ExercisePriorRecordsTable {
  user_id: string;
  exercise_id: string;
  records: string;
}

interface ExerciseSessionsTable {
  workout_id: string;
  exercise_id: string;
  user_id: string;
  started_at: string;
  local_date: string;
  best_e1rm_kg: number | null;
  top_weight_kg: number | null;
  volume_kg: number;
  working_sets: number;
  reps: number;
  best_duration_seconds: number | null;
  best_distance_m: number | null;
  record_count: number;
  /** The session's point of the history, its JSON (ExerciseSession): written with the figures. */
  point: string;
}

interface RoutinesTable {
  id: string;
  user_id: string;
  name: string;
  notes: string | null;
  /** The entries as JSON (contracts' routineSchema `exercises`). */
  exercises: string;
  created_at: string;
  updated_at: string;
}

interface BodyMeasurementsTable {
  user_id: string;
  date: string;
  waist_cm: number | null;
  hips_cm: number | null;
  chest_cm: number | null;
  arm_cm: number | null;
  thigh_cm: number | null;
  body_fat_pct: number | null;
  created_at: string;
  updated_at: string;
}

/** Per-100 g values as the nutrition tables store them (migration 0016); unknown is null. */
interface Per100Columns {
  energy_kcal: number;
  fat_g: number | null;
  saturated_fat_g: number | null;
  carbohydrate_g: number | null;
  sugars_g: number | null;
  fibre_g: number | null;
  protein_g: number | null;
  salt_g: number | null;
}

interface NutritionOwnFoodsTable extends Per100Columns {
  id: string;
  user_id: string;
  name: string;
  brand: string | null;
  basis: 'g' | 'ml';
  /** JSON of the food's servings ({id, label, size}[]). */
  servings: string;
  barcode: string | null;
  created_at: string;
  updated_at: string;
}

interface NutritionDiaryItemsTable extends Per100Columns {
  id: string;
  user_id: string;
  local_date: string;
  meal: 'breakfast' | 'lunch' | 'dinner' | 'snacks';
  food_source: 'own' | 'library' | 'product';
  food_id: string;
  name: string;
  brand: string | null;
  basis: 'g' | 'ml';
  unit: 'g' | 'ml' | 'serving';
  quantity: number;
  /** JSON of the serving counted; null for grams or millilitres. */
  serving: string | null;
  grams: number;
  created_at: string;
}

/** Each meal's totals of a day, rewritten with its items (api/nutrition/diary/meal-totals.ts). */
interface NutritionMealTotalsTable extends Omit<Per100Columns, 'energy_kcal'> {
  user_id: string;
  local_date: string;
  meal: 'breakfast' | 'lunch' | 'dinner' | 'snacks';
  items: number;
  incomplete_items: number;
  energy_kcal: number | null;
}

interface NutritionFavouritesTable {
  user_id: string;
  food_source: 'own' | 'library' | 'product';
  food_id: string;
  created_at: string;
}

interface NutritionTargetsTable {
  user_id: string;
  inputs: string | null;
  custom: string | null;
  updated_at: string;
}

interface NutritionProductScansTable {
  id: string;
  user_id: string;
  barcode: string;
  scanned_at: string;
  local_date: string;
}

interface ProductCacheTable {
  barcode: string;
  status: 'found' | 'not_found';
  product: string | null;
  fetched_at: string;
  expires_at: string;
}

interface FaceScansTable {
  id: string;
  user_id: string;
  completed_at: string;
  /** The user's day the scan was taken on. */
  local_date: string;
  /** JSON of the measurements (contracts' scans/face/), as validated. */
  measurements: string;
  /** JSON of the head's pose (degrees). */
  pose: string;
  /** JSON of the 478 points when the user kept them; null otherwise. */
  landmarks: string | null;
}

export interface Database {
  contact_messages: ContactMessagesTable;
  users: UsersTable;
  identities: IdentitiesTable;
  mfa_factors: MfaFactorsTable;
  mfa_challenges: MfaChallengesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  flow_states: FlowStatesTable;
  one_time_tokens: OneTimeTokensTable;
  audit_log: AuditLogTable;
  rate_limit_counters: RateLimitCountersTable;
  mail_outbox: MailOutboxTable;
  user_settings: UserSettingsTable;
  check_ins: CheckInsTable;
  habits: HabitsTable;
  habit_marks: HabitMarksTable;
  habit_pauses: HabitPausesTable;
  diary_entries: DiaryEntriesTable;
  diary_entry_tags: DiaryEntryTagsTable;
  cognitive_results: CognitiveResultsTable;
  activity_events: ActivityEventsTable;
  weekly_points: WeeklyPointsTable;
  user_achievements: UserAchievementsTable;
  progress_recompute_queue: ProgressRecomputeQueueTable;
  league_members: LeagueMembersTable;
  league_weeks_closed: LeagueWeeksClosedTable;
  league_standings: LeagueStandingsTable;
  league_points_histogram: LeaguePointsHistogramTable;
  stored_files: StoredFilesTable;
  user_exercises: UserExercisesTable;
  workouts: WorkoutsTable;
  workout_entries: WorkoutEntriesTable;
  workout_sets: WorkoutSetsTable;
  exercise_bests: ExerciseBestsTable;
  exercise_prior_records: ExercisePriorRecordsTable;
  exercise_sessions: ExerciseSessionsTable;
  routines: RoutinesTable;
  body_measurements: BodyMeasurementsTable;
  nutrition_own_foods: NutritionOwnFoodsTable;
  nutrition_diary_items: NutritionDiaryItemsTable;
  nutrition_favourites: NutritionFavouritesTable;
  nutrition_meal_totals: NutritionMealTotalsTable;
  nutrition_targets: NutritionTargetsTable;
  nutrition_product_scans: NutritionProductScansTable;
  product_cache: ProductCacheTable;
  face_scans: FaceScansTable;
}

export type UserRow = Selectable<UsersTable>;
export type IdentityRow = Selectable<IdentitiesTable>;
export type SessionRow = Selectable<SessionsTable>;
export type RefreshTokenRow = Selectable<RefreshTokensTable>;
export type FlowStateRow = Selectable<FlowStatesTable>;
export type MfaFactorRow = Selectable<MfaFactorsTable>;
export type MfaChallengeRow = Selectable<MfaChallengesTable>;
export type OneTimeTokenRow = Selectable<OneTimeTokensTable>;
export type AuditLogRow = Selectable<AuditLogTable>;

export type ContactMessage = Selectable<ContactMessagesTable>;

export type UserSettingsRow = Selectable<UserSettingsTable>;

export type CheckInRow = Selectable<CheckInsTable>;
export type HabitRow = Selectable<HabitsTable>;
export type HabitMarkRow = Selectable<HabitMarksTable>;
export type HabitPauseRow = Selectable<HabitPausesTable>;

export type ActivityEventRow = Selectable<ActivityEventsTable>;
