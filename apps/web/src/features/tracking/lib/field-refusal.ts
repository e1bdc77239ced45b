/**
 * A 422 of the tracking routes that names a rule of the server's error catalogue (apps/server
 * api/tracking: `future_date` from user-day.ts, `habit_kind` and `habit_order` from the habits
 * repository), and the field it is about: the page shows it at that field or control, in the
 * reader's language, rather than as a general failure.
 */
import { ApiError } from '@/lib/api-client';

const CODES = ['future_date', 'habit_kind', 'habit_order'] as const;
type RefusalCode = (typeof CODES)[number];

export interface FieldRefusal {
  code: RefusalCode;
  /** The last part of the issue's `loc`: `start_date`, `target`, `unit`, `status`, `ids`, `date`. */
  field: string;
}

const isCode = (type: string | null): type is RefusalCode =>
  (CODES as readonly (string | null)[]).includes(type);

export function fieldRefusalOf(error: unknown): FieldRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  for (const issue of error.fieldIssues) {
    if (isCode(issue.type)) return { code: issue.type, field: String(issue.loc.at(-1) ?? '') };
  }
  return null;
}
