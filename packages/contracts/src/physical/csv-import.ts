/**
 * `POST /api/v1/physical/import` (a CSV body of up to 10 MB): another workout logger's export,
 * Strong's or Hevy's (told apart by their header rows, or named by `?format=`), turned into
 * workouts, sets and any exercises the library does not have. Rows that cannot be read are
 * reported by their line and the rest imported; a file imported twice creates nothing the second
 * time (a session already imported, from the same app with the same start, is skipped).
 */
import { z } from 'zod';

export const IMPORT_FORMATS = ['strong', 'hevy'] as const;
export const importFormatSchema = z.enum(IMPORT_FORMATS);
export type ImportFormat = z.infer<typeof importFormatSchema>;

export const importQuerySchema = z.strictObject({ format: importFormatSchema.optional() });

export const importReportSchema = z.object({
  format: importFormatSchema,
  /** Data rows read (the header excluded). */
  rows: z.number().int(),
  workouts_created: z.number().int(),
  /** Sessions found already imported, skipped whole. */
  workouts_skipped: z.number().int(),
  sets_created: z.number().int(),
  exercises_created: z.number().int(),
  /** The first rows that could not be read (line numbers of the file, 1 = the header). */
  problems: z.array(z.object({ line: z.number().int(), detail: z.string() })),
  problems_total: z.number().int(),
});
export type ImportReport = z.infer<typeof importReportSchema>;
