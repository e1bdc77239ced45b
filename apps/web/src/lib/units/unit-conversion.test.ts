import {
  centimetresToInches,
  inchesToCentimetres,
  kilogramsToPounds,
  poundsToKilograms,
} from '@ascend/contracts';
import { describe, expect, it } from 'vitest';
import {
  feetAndInchesFromStored,
  feetAndInchesToStored,
  fluidOuncesToMillilitres,
  fromStored,
  MILLILITRES_PER_US_FLUID_OUNCE,
  millilitresToFluidOunces,
  toStored,
  unitSymbol,
} from './unit-conversion';

describe('unit conversion', () => {
  it('uses the exact legal factors', () => {
    expect(poundsToKilograms(1)).toBe(0.45359237);
    expect(inchesToCentimetres(1)).toBe(2.54);
    // 231 in³ / 128, with the inch at 2.54 cm: 29.5735295625 mL (exact; float to 12 places).
    expect(MILLILITRES_PER_US_FLUID_OUNCE).toBeCloseTo(29.5735295625, 12);
    expect(fluidOuncesToMillilitres(128)).toBeCloseTo(3785.411784, 9);
  });

  it('converts each way and back', () => {
    expect(kilogramsToPounds(poundsToKilograms(165))).toBeCloseTo(165, 12);
    expect(millilitresToFluidOunces(fluidOuncesToMillilitres(64))).toBeCloseTo(64, 12);
    expect(centimetresToInches(inchesToCentimetres(70))).toBeCloseTo(70, 12);
    expect(kilogramsToPounds(100)).toBeCloseTo(220.462262, 6);
    expect(millilitresToFluidOunces(1000)).toBeCloseTo(33.814023, 6);
  });

  it('stores SI rounded to what is worth keeping', () => {
    expect(toStored('mass', 'imperial', 165)).toBe(74.843);
    expect(toStored('mass', 'metric', 72.45)).toBe(72.45);
    expect(toStored('volume', 'imperial', 64)).toBe(1893);
    expect(toStored('volume', 'metric', 1500)).toBe(1500);
    expect(toStored('length', 'imperial', 32)).toBe(81.3);
  });

  it('shows what was typed again after storing it', () => {
    for (const pounds of [100, 120.5, 165, 165.25, 199.9, 310.75]) {
      expect(fromStored('mass', 'imperial', toStored('mass', 'imperial', pounds))).toBe(pounds);
    }
    for (const ounces of [8, 16.5, 64, 101.4]) {
      expect(fromStored('volume', 'imperial', toStored('volume', 'imperial', ounces))).toBe(ounces);
    }
    for (const inches of [28, 31.5, 40.2]) {
      expect(fromStored('length', 'imperial', toStored('length', 'imperial', inches))).toBe(inches);
    }
    expect(fromStored('mass', 'metric', 72.45)).toBe(72.45);
  });

  it('names the unit of each system', () => {
    expect(unitSymbol('mass', 'metric')).toBe('kg');
    expect(unitSymbol('mass', 'imperial')).toBe('lb');
    expect(unitSymbol('volume', 'imperial')).toBe('fl oz');
    expect(unitSymbol('length', 'imperial')).toBe('in');
  });

  it('writes a height in feet and inches, rounded before it is split', () => {
    expect(feetAndInchesFromStored(182.88)).toEqual({ feet: 6, inches: 0 });
    expect(feetAndInchesFromStored(170)).toEqual({ feet: 5, inches: 6.9 });
    // 182.8 cm is 71.968 in: 6 ft 0 in, not 5 ft 12 in.
    expect(feetAndInchesFromStored(182.8)).toEqual({ feet: 6, inches: 0 });
    expect(feetAndInchesToStored(5, 10)).toBe(177.8);
    expect(feetAndInchesToStored(6, 0)).toBe(182.9);
    for (const [feet, inches] of [
      [4, 11.5],
      [5, 0],
      [5, 6.9],
      [6, 2.2],
    ] as const) {
      expect(feetAndInchesFromStored(feetAndInchesToStored(feet, inches))).toEqual({
        feet,
        inches,
      });
    }
  });
});
