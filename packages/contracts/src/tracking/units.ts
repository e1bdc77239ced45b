import { z } from 'zod';

/** Shown and typed in the user's system; always stored in SI (kg, cm, ml). */
export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export const unitSystemSchema = z.enum(UNIT_SYSTEMS);
export type UnitSystem = z.infer<typeof unitSystemSchema>;
