/**
 * `POST /api/v1/physical/import`: another workout logger's CSV export of up to 10 MB, Strong's or
 * Hevy's (told apart by their header rows, or named by `format`), sent as JSON text and turned into
 * workouts, sets and any exercises the library does not have. Rows that cannot be read are
 * reported by their line and the rest imported; a file imported twice creates nothing the second
 * time (a session already imported, from the same app with the same start, is skipped).
 */
import { z } from 'zod';
import { PHYSICAL_LIMITS } from './limits.js';

export const IMPORT_FORMATS = ['strong', 'hevy'] as const;
export const importFormatSchema = z.enum(IMPORT_FORMATS);
export type ImportFormat = z.infer<typeof importFormatSchema>;

/** UTF-8 bytes of a text, counted without encoding it (a 10 MB file is read once already). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}

export const importRequestSchema = z.strictObject({
  /** The file's text. */
  csv: z
    .string()
    .min(1)
    .refine((text) => utf8Length(text) <= PHYSICAL_LIMITS.importMaxBytes, {
      error: `The file is over ${PHYSICAL_LIMITS.importMaxBytes / 1024 / 1024} MB`,
    }),
  /** Which app wrote it; told from its header row when absent. */
  format: importFormatSchema.optional(),
  /**
   * The unit of a Strong file's weights, which its current layout does not say (the older one,
   * with a `Weight Unit` column, and Hevy's `weight_kg` / `weight_lbs` headers do): the user's.
   */
  weight_unit: z.enum(['kg', 'lb']).default('kg'),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

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
