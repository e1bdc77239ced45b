/**
 * What a set's fields show and take in the user's units. Loads are stored in kilograms and shown
 * in kg or lb (the contracts' conversion); distances are stored in metres and shown in km or mi:
 * the international mile is 5 280 ft of 12 in, and with the inch at exactly 2.54 cm (NIST Handbook
 * 44, Appendix C; 16 CFR 500.19) that is 1 609.344 m exactly. Times are typed as m:ss (or
 * h:mm:ss, or plain seconds). Decimal commas are read as points, as Spanish keyboards type them.
 */
import { weightFromKg, weightToKg, type UnitSystem } from '@ascend/contracts';

const METRES_PER_MILE = 5280 * 12 * 2.54 * 0.01;

/** A typed number ("72,5", " 100 ") or null for an empty field; NaN for anything else. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^\d*\.?\d+$|^\d+\.$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A whole number typed, null for an empty field, NaN for anything else. */
export function parseWhole(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function loadToKg(shown: number, units: UnitSystem): number {
  return weightToKg(shown, units);
}

export function loadFromKg(kg: number, units: UnitSystem): number {
  return weightFromKg(kg, units);
}

export function distanceToMetres(shown: number, units: UnitSystem): number {
  const metres = units === 'metric' ? shown * 1000 : shown * METRES_PER_MILE;
  return Math.round(metres * 10) / 10;
}

export function distanceFromMetres(metres: number, units: UnitSystem): number {
  const shown = units === 'metric' ? metres / 1000 : metres / METRES_PER_MILE;
  return Math.round(shown * 100) / 100;
}

/** "1:30" → 90, "1:02:03" → 3723, "45" → 45; null for empty, NaN for anything else. */
export function parseDuration(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+(:[0-5]?\d){0,2}$/.test(trimmed)) return Number.NaN;
  return trimmed.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

export function durationText(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
