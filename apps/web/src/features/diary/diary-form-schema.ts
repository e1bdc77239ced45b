/**
 * The diary editor's form: the contracts' limits (body, title, tag, number of tags), a date that
 * is not after the user's today (the server answers 422 for one), and what the form's values
 * become in a create or an update request.
 */
import {
  DIARY_MAX_TAGS,
  diaryEntryCreateSchema,
  diaryQuerySchema,
  localDateSchema,
  type DiaryEntry,
  type DiaryEntryCreate,
  type DiaryEntryUpdate,
  type LocalDate,
} from '@ascend/contracts';
import { z } from 'zod';

/** One tag as the server takes it: trimmed, lower-cased, 1–30 characters, no commas or #. */
export const diaryTagSchema = diaryQuerySchema.shape.tag.unwrap();

/** Problems the form words itself (zod's `message`); the rest map from zod's issue codes. */
export const FUTURE_DATE = 'futureDate';

export function diaryFormSchema(today: LocalDate) {
  return z.object({
    date: localDateSchema.refine((date) => date <= today, { error: FUTURE_DATE }),
    title: diaryEntryCreateSchema.shape.title.unwrap(),
    body: diaryEntryCreateSchema.shape.body,
    mood: z.number().int().min(1).max(5).nullable(),
    tags: z.array(diaryTagSchema).max(DIARY_MAX_TAGS),
  });
}

export type DiaryFormInput = z.input<ReturnType<typeof diaryFormSchema>>;
export type DiaryFormValues = z.output<ReturnType<typeof diaryFormSchema>>;

export const emptyDiaryForm = (today: LocalDate): DiaryFormInput => ({
  date: today,
  title: '',
  body: '',
  mood: null,
  tags: [],
});

export const diaryFormOf = (entry: DiaryEntry): DiaryFormInput => ({
  date: entry.date,
  title: entry.title ?? '',
  body: entry.body,
  mood: entry.mood,
  tags: entry.tags,
});

export function toCreateRequest(values: DiaryFormValues): DiaryEntryCreate {
  return {
    date: values.date,
    ...(values.title ? { title: values.title } : {}),
    body: values.body,
    mood: values.mood,
    tags: values.tags,
  };
}

/** Every field, as the editor shows them all: an emptied title is cleared (`null`). */
export function toUpdateRequest(values: DiaryFormValues): DiaryEntryUpdate {
  return {
    date: values.date,
    title: values.title === '' ? null : values.title,
    body: values.body,
    mood: values.mood,
    tags: values.tags,
  };
}
