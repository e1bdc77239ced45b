/**
 * Weights are stored and carried by the API in kilograms, lengths in centimetres; the web shows
 * them in the user's system (settings → Units). The factors are the exact legal definitions, as
 * NIST Handbook 44, Appendix C ("General Tables of Units of Measurement", exact values underlined)
 * gives them: 1 pound (avoirdupois) = 0.453 592 37 kg exactly; 1 inch = 2.54 cm exactly (16 CFR
 * 500.19 lists both as exact).
 * Sources: https://www.webharvest.gov/peth04/20041031170158/http://ts.nist.gov/ts/htdocs/230/235/appxc/appxc.htm
 * and https://www.law.cornell.edu/cfr/text/16/500.19 .
 */
import type { UnitSystem } from '../tracking/units.js';

export const KILOGRAMS_PER_POUND = 0.45359237;
export const CENTIMETRES_PER_INCH = 2.54;

export const poundsToKilograms = (pounds: number) => pounds * KILOGRAMS_PER_POUND;
export const kilogramsToPounds = (kilograms: number) => kilograms / KILOGRAMS_PER_POUND;
export const inchesToCentimetres = (inches: number) => inches * CENTIMETRES_PER_INCH;
export const centimetresToInches = (centimetres: number) => centimetres / CENTIMETRES_PER_INCH;

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * A stored load (kg) in the user's system, to two decimals: 100 kg is 220.46 lb. Two decimals
 * keep a pound figure typed with a quarter (45.25 lb) exact after a round trip.
 */
export function weightFromKg(kilograms: number, system: UnitSystem): number {
  return roundTo(system === 'metric' ? kilograms : kilogramsToPounds(kilograms), 2);
}

/**
 * A load typed in the user's system as stored: kilograms to the gram, so that showing it again
 * gives back what was typed (225 lb → 102.058 kg → 225 lb).
 */
export function weightToKg(shown: number, system: UnitSystem): number {
  return roundTo(system === 'metric' ? shown : poundsToKilograms(shown), 3);
}

/** A stored length (cm) in the user's system, to one decimal. */
export function lengthFromCm(centimetres: number, system: UnitSystem): number {
  return roundTo(system === 'metric' ? centimetres : centimetresToInches(centimetres), 1);
}

/** A length typed in the user's system as stored: centimetres to the millimetre. */
export function lengthToCm(shown: number, system: UnitSystem): number {
  return roundTo(system === 'metric' ? shown : inchesToCentimetres(shown), 2);
}
