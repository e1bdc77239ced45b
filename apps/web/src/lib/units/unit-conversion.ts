/**
 * Quantities are stored in SI (kilograms, millilitres, centimetres) and shown in the user's system
 * (settings → Units). Shared by every page that shows a body weight, water or a length (tracking,
 * the overview's chart, later the body measurements), so it lives outside any one feature.
 *
 * The factors are the exact legal definitions, as NIST Handbook 44, Appendix C ("General Tables of
 * Units of Measurement", section 4, exact values underlined) gives them:
 * - 1 pound (avoirdupois) = 0.453 592 37 kilogram exactly (the 1959 international pound; also
 *   NPL, "How do I convert between kilograms and pounds?");
 * - 1 inch = 2.54 centimetres exactly (16 CFR 500.19 lists it as exact, too);
 * - 1 U.S. gallon = 231 cubic inches exactly, and 1 U.S. fluid ounce = 1/128 gallon, so
 *   1 fl oz = 231 × 2.54³ / 128 cm³ = 29.573 529 562 5 mL exactly (16 CFR 500.19: 29.573 5 mL to
 *   six figures).
 * Sources: https://www.webharvest.gov/peth04/20041031170158/http://ts.nist.gov/ts/htdocs/230/235/appxc/appxc.htm
 * and https://www.law.cornell.edu/cfr/text/16/500.19 .
 */
import {
  CENTIMETRES_PER_INCH,
  centimetresToInches,
  inchesToCentimetres,
  kilogramsToPounds,
  poundsToKilograms,
  type UnitSystem,
} from '@ascend/contracts';

// Mass and length convert as the contracts do (physical/unit-conversion.ts, the two exact factors
// with the loads' and lengths' conversions the physical pages use); volume is the web's alone.
const CUBIC_INCHES_PER_US_GALLON = 231;
const US_FLUID_OUNCES_PER_GALLON = 128;
export const MILLILITRES_PER_US_FLUID_OUNCE =
  (CUBIC_INCHES_PER_US_GALLON * CENTIMETRES_PER_INCH ** 3) / US_FLUID_OUNCES_PER_GALLON;

export const fluidOuncesToMillilitres = (ounces: number) => ounces * MILLILITRES_PER_US_FLUID_OUNCE;
export const millilitresToFluidOunces = (millilitres: number) =>
  millilitres / MILLILITRES_PER_US_FLUID_OUNCE;

/** A quantity the product stores in SI and shows in the user's system. */
export type Quantity = 'mass' | 'volume' | 'length';

interface Conversion {
  /** The SI unit's symbol and the imperial one's, as shown beside a number. */
  symbol: Record<UnitSystem, string>;
  toSi: (shown: number) => number;
  fromSi: (stored: number) => number;
  /** Decimals shown in each system: what a person types (72.45 kg, 165.5 lb, 64.5 fl oz). */
  decimals: Record<UnitSystem, number>;
  /** Decimals worth storing: grams for mass, whole millilitres, millimetres. */
  storedDecimals: number;
}

const CONVERSIONS: Record<Quantity, Conversion> = {
  mass: {
    symbol: { metric: 'kg', imperial: 'lb' },
    toSi: poundsToKilograms,
    fromSi: kilogramsToPounds,
    decimals: { metric: 2, imperial: 2 },
    storedDecimals: 3,
  },
  volume: {
    symbol: { metric: 'ml', imperial: 'fl oz' },
    toSi: fluidOuncesToMillilitres,
    fromSi: millilitresToFluidOunces,
    decimals: { metric: 0, imperial: 1 },
    storedDecimals: 0,
  },
  length: {
    symbol: { metric: 'cm', imperial: 'in' },
    toSi: inchesToCentimetres,
    fromSi: centimetresToInches,
    decimals: { metric: 1, imperial: 1 },
    storedDecimals: 1,
  },
};

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * A stored SI bound in the user's system, rounded inwards (a minimum up, a maximum down) so that
 * the bound shown is one the field accepts.
 */
export function boundFromStored(
  quantity: Quantity,
  system: UnitSystem,
  stored: number,
  side: 'min' | 'max',
): number {
  const conversion = CONVERSIONS[quantity];
  const exact = system === 'metric' ? stored : conversion.fromSi(stored);
  const factor = 10 ** conversion.decimals[system];
  const round = side === 'min' ? Math.ceil : Math.floor;
  // The tiny tolerance keeps an exact bound (20 kg) from moving past float noise.
  const bound = round(exact * factor - (side === 'min' ? 1e-9 : -1e-9)) / factor;
  // Math.ceil(-1e-9) is -0, which reads as "-0" in a message.
  return bound === 0 ? 0 : bound;
}

/** The unit symbol a quantity is shown in. */
export function unitSymbol(quantity: Quantity, system: UnitSystem): string {
  return CONVERSIONS[quantity].symbol[system];
}

/**
 * A stored SI value as the user's system shows it, rounded to what is worth reading: 74.843 kg is
 * 165 lb, not 165.00066 lb.
 */
export function fromStored(quantity: Quantity, system: UnitSystem, stored: number): number {
  const conversion = CONVERSIONS[quantity];
  const shown = system === 'metric' ? stored : conversion.fromSi(stored);
  return roundTo(shown, conversion.decimals[system]);
}

/**
 * A value typed in the user's system as it is stored: SI, rounded to what is worth keeping
 * (grams, whole millilitres), so that showing it again gives back what was typed.
 */
export function toStored(quantity: Quantity, system: UnitSystem, shown: number): number {
  const conversion = CONVERSIONS[quantity];
  const stored = system === 'metric' ? shown : conversion.toSi(shown);
  return roundTo(stored, conversion.storedDecimals);
}

/**
 * A foot is 12 inches (NIST Handbook 44, Appendix C, "Tables of U.S. Units of Measurement", units of
 * length; the international foot of 1959 is 0.3048 m, Wikipedia "Foot (unit)"): a person's height
 * in the imperial system is written in feet and inches.
 */
const INCHES_PER_FOOT = 12;

/**
 * A stored length (cm) as whole feet and the inches left, the inches to the decimals the length
 * shows (5 ft 10.9 in). Rounded before it is split, so 71.96 in is 6 ft 0 in, never 5 ft 12 in.
 */
export function feetAndInchesFromStored(centimetres: number): { feet: number; inches: number } {
  const total = fromStored('length', 'imperial', centimetres);
  const feet = Math.floor(total / INCHES_PER_FOOT);
  return {
    feet,
    inches: roundTo(total - feet * INCHES_PER_FOOT, CONVERSIONS.length.decimals.imperial),
  };
}

/** Feet and inches typed as a stored length (cm, to the millimetre). */
export function feetAndInchesToStored(feet: number, inches: number): number {
  return toStored('length', 'imperial', feet * INCHES_PER_FOOT + inches);
}
