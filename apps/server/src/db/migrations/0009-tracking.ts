/**
 * Daily tracking (self-optimisation.md, Tracking): check-ins, habits with their marks and pauses,
 * and diary entries with their tags. Every row carries its owner's `user_id` and goes with the user
 * (cascade). Days are the user's local dates as `YYYY-MM-DD` text, which sorts and compares as dates
 * on both databases; quantities are SI.
 */
import type { Kysely } from 'kysely';

const owner = 'user_id';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('check_ins')
    .addColumn(owner, 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('date', 'varchar(10)', (column) => column.notNull())
    .addColumn('sleep_hours', 'double precision')
    .addColumn('sleep_quality', 'integer')
    .addColumn('mood', 'integer')
    .addColumn('energy', 'integer')
    .addColumn('stress', 'integer')
    .addColumn('weight_kg', 'double precision')
    .addColumn('steps', 'integer')
    .addColumn('water_ml', 'integer')
    .addColumn('training_minutes', 'integer')
    .addColumn('note', 'text')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    // One per user and day; the key also serves every range read (user, date between).
    .addPrimaryKeyConstraint('check_ins_pkey', [owner, 'date'])
    .execute();

  await db.schema
    .createTable('habits')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn(owner, 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('target', 'double precision')
    .addColumn('unit', 'text')
    /** The frequency as JSON (`{"type":"weekly","times":3}`), validated by the contracts on write. */
    .addColumn('frequency', 'text', (column) => column.notNull())
    .addColumn('start_date', 'varchar(10)', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('archived_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('habits_user_position')
    .on('habits')
    .columns([owner, 'position'])
    .execute();

  await db.schema
    .createTable('habit_marks')
    .addColumn('habit_id', 'varchar(36)', (column) =>
      column.notNull().references('habits.id').onDelete('cascade'),
    )
    .addColumn(owner, 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('date', 'varchar(10)', (column) => column.notNull())
    /** `done`, `skipped` or `value` (measurable habits; `value` holds the amount). */
    .addColumn('status', 'varchar(8)', (column) => column.notNull())
    .addColumn('value', 'double precision')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('habit_marks_pkey', ['habit_id', 'date'])
    .execute();
  // The overview and the calendar read every habit's marks of a user over a range of days.
  await db.schema
    .createIndex('habit_marks_user_date')
    .on('habit_marks')
    .columns([owner, 'date'])
    .execute();

  await db.schema
    .createTable('habit_pauses')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('habit_id', 'varchar(36)', (column) =>
      column.notNull().references('habits.id').onDelete('cascade'),
    )
    .addColumn(owner, 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('from_date', 'varchar(10)', (column) => column.notNull())
    .addColumn('to_date', 'varchar(10)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('habit_pauses_user')
    .on('habit_pauses')
    .columns([owner, 'habit_id'])
    .execute();

  await db.schema
    .createTable('diary_entries')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn(owner, 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('date', 'varchar(10)', (column) => column.notNull())
    .addColumn('title', 'text')
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('mood', 'integer')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  // Newest first by day, then by writing time: the diary's only order.
  await db.schema
    .createIndex('diary_entries_user_date')
    .on('diary_entries')
    .columns([owner, 'date', 'created_at'])
    .execute();

  await db.schema
    .createTable('diary_entry_tags')
    .addColumn('entry_id', 'varchar(36)', (column) =>
      column.notNull().references('diary_entries.id').onDelete('cascade'),
    )
    .addColumn(owner, 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('tag', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('diary_entry_tags_pkey', ['entry_id', 'tag'])
    .execute();
  await db.schema
    .createIndex('diary_entry_tags_user_tag')
    .on('diary_entry_tags')
    .columns([owner, 'tag'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'diary_entry_tags',
    'diary_entries',
    'habit_pauses',
    'habit_marks',
    'habits',
    'check_ins',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
