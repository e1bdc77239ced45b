/**
 * Product barcodes: EAN-13, UPC-A (12 digits) and EAN-8, whose last digit is the GS1 mod-10 check
 * digit (GS1 General Specifications; docs/nutrition.md): from the rightmost data digit leftwards,
 * digits are weighted 3, 1, 3, 1…; the check digit brings the weighted sum to a multiple of ten.
 */
import { z } from 'zod';

export const BARCODE_LENGTHS = [8, 12, 13] as const;

/** The check digit for `data` (the barcode without its last digit). */
export function gs1CheckDigit(data: string): number {
  let sum = 0;
  for (let index = 0; index < data.length; index += 1) {
    const fromRight = data.length - 1 - index;
    sum += Number(data[index]) * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** True for an EAN-13, UPC-A or EAN-8 whose check digit is right. */
export function isValidBarcode(code: string): boolean {
  if (!/^\d+$/.test(code)) return false;
  if (!(BARCODE_LENGTHS as readonly number[]).includes(code.length)) return false;
  return gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/**
 * A barcode as the user scanned or typed it. A UPC-A is kept as its 12 digits; Open Food Facts
 * answers it under either form.
 */
export const barcodeSchema = z
  .string()
  .trim()
  .regex(/^\d{8}$|^\d{12,13}$/, { error: 'A barcode is 8, 12 or 13 digits (EAN-8, UPC-A, EAN-13)' })
  .refine(isValidBarcode, { error: 'The barcode’s check digit is wrong: check the digits typed' });
export type Barcode = z.infer<typeof barcodeSchema>;
