import { describe, expect, it } from 'vitest';
import {
  distanceFromMetres,
  distanceToMetres,
  durationText,
  loadFromKg,
  loadToKg,
  parseDecimal,
  parseDuration,
  parseWhole,
} from './set-values';

describe('set values in the user units', () => {
  it('reads decimals with a point or a comma', () => {
    expect(parseDecimal('72,5')).toBe(72.5);
    expect(parseDecimal(' 100 ')).toBe(100);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('1e3')).toBeNaN();
    expect(parseDecimal('-5')).toBeNaN();
    expect(parseWhole('8')).toBe(8);
    expect(parseWhole('8.5')).toBeNaN();
  });

  it('keeps a pound load exact after storing it in kilograms', () => {
    expect(loadToKg(225, 'imperial')).toBeCloseTo(102.058, 3);
    expect(loadFromKg(loadToKg(225, 'imperial'), 'imperial')).toBe(225);
    expect(loadToKg(100, 'metric')).toBe(100);
  });

  it('converts distances with the international mile (1609.344 m)', () => {
    expect(distanceToMetres(1, 'imperial')).toBe(1609.3);
    expect(distanceToMetres(5, 'metric')).toBe(5000);
    expect(distanceFromMetres(1609.344, 'imperial')).toBe(1);
    expect(distanceFromMetres(5000, 'metric')).toBe(5);
  });

  it('reads and writes times', () => {
    expect(parseDuration('1:30')).toBe(90);
    expect(parseDuration('1:02:03')).toBe(3723);
    expect(parseDuration('45')).toBe(45);
    expect(parseDuration('1:75')).toBeNaN();
    expect(durationText(90)).toBe('1:30');
    expect(durationText(3723)).toBe('1:02:03');
  });
});
