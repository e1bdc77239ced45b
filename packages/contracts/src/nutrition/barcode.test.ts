import { describe, expect, it } from 'vitest';
import { barcodeSchema, gs1CheckDigit, isValidBarcode } from './barcode.js';

describe('barcode check digits (GS1 mod 10)', () => {
  it('computes the check digit of GS1’s worked examples', () => {
    // GS1 India's example: 890400021003 → 7.
    expect(gs1CheckDigit('890400021003')).toBe(7);
    // GS1 Sweden's example: 730001100001 → 7.
    expect(gs1CheckDigit('730001100001')).toBe(7);
  });

  it('accepts EAN-13, UPC-A and EAN-8 with the right digit, and nothing else', () => {
    expect(isValidBarcode('8904000210037')).toBe(true);
    expect(isValidBarcode('3017624010701')).toBe(true); // EAN-13
    expect(isValidBarcode('036000291452')).toBe(true); // UPC-A
    expect(isValidBarcode('96385074')).toBe(true); // EAN-8
    expect(isValidBarcode('3017624010702')).toBe(false);
    expect(isValidBarcode('96385075')).toBe(false);
    expect(isValidBarcode('30176240107')).toBe(false);
    expect(isValidBarcode('30176240107０')).toBe(false);
  });

  it('explains a wrong check digit', () => {
    const parsed = barcodeSchema.safeParse('3017624010702');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/check digit/);
    expect(barcodeSchema.safeParse(' 3017624010701 ').data).toBe('3017624010701');
  });
});
