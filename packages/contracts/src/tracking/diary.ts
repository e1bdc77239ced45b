import { z } from 'zod';
import { localDateSchema } from './local-date.js';

export const DIARY_BODY_MAX_LENGTH = 20_000;
export const DIARY_MAX_TAGS = 10;

/** A tag as the user typed it, trimmed and lower-cased so "Work" and "work " are one tag. */
const tag = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(30)
  .regex(/^[^\p{Cc}#,]+$/u, { error: 'A tag has no commas, # or control characters' });

const tags = z
  .array(tag)
  .max(DIARY_MAX_TAGS)
  .transform((list) => [...new Set(list)]);

export const diaryEntryCreateSchema = z.strictObject({
  /** The user's day the entry belongs to; defaults to their today. */
  date: localDateSchema.optional(),
  title: z.string().trim().max(200).optional(),
  body: z.string().trim().min(1, 'Required').max(DIARY_BODY_MAX_LENGTH),
  mood: z.number().int().min(1).max(5).nullable().optional(),
  tags: tags.optional(),
});
export type DiaryEntryCreate = z.infer<typeof diaryEntryCreateSchema>;

export const diaryEntryUpdateSchema = z
  .strictObject({
    date: localDateSchema.optional(),
    title: z.string().trim().max(200).nullable().optional(),
    body: z.string().trim().min(1, 'Required').max(DIARY_BODY_MAX_LENGTH).optional(),
    mood: z.number().int().min(1).max(5).nullable().optional(),
    tags: tags.optional(),
  })
  .refine((update) => Object.keys(update).length > 0, {
    error: 'Give at least one field to change',
  });
export type DiaryEntryUpdate = z.infer<typeof diaryEntryUpdateSchema>;

/** Plain text always: the web renders it as text, never as HTML. */
export const diaryEntrySchema = z.object({
  id: z.uuid(),
  date: localDateSchema,
  title: z.string().nullable(),
  body: z.string(),
  mood: z.number().int().nullable(),
  tags: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DiaryEntry = z.infer<typeof diaryEntrySchema>;

/** `GET /api/v1/diary`: newest first, filtered, a page at a time (`cursor` from the last page). */
export const diaryQuerySchema = z.strictObject({
  from: localDateSchema.optional(),
  to: localDateSchema.optional(),
  /** Full-text search over title and body (words, in any order; accents ignored). */
  q: z.string().trim().min(1).max(200).optional(),
  mood: z.coerce.number().int().min(1).max(5).optional(),
  tag: tag.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});
export type DiaryQuery = z.infer<typeof diaryQuerySchema>;

export const diaryPageSchema = z.object({
  entries: z.array(diaryEntrySchema),
  /** Give it back as `cursor` for the next page; `null` on the last one. */
  next_cursor: z.string().nullable(),
});
export type DiaryPage = z.infer<typeof diaryPageSchema>;

export const diaryTagListSchema = z.object({
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});
