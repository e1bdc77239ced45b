/**
 * Reads a product barcode (EAN-13, UPC-A, EAN-8) from a photo or a camera frame, in the browser,
 * with ZXing compiled to WebAssembly (zxing-wasm). The .wasm file is one of our own built assets
 * (Vite copies it from node_modules and gives it a hashed name): the library's default would fetch
 * it from a CDN, which our Content-Security-Policy refuses and which would tell a third party who
 * scans what. This module is imported only by the scan panel, so no other page downloads it.
 */
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? wasmUrl : prefix + path,
  },
});

/** Only the retail symbologies a packaged food carries; fewer formats is also a faster read. */
const READER_OPTIONS: ReaderOptions = {
  formats: ['EAN13', 'UPCA', 'EAN8'],
  tryHarder: true,
  maxNumberOfSymbols: 1,
};

/** A User Timing entry per read (DevTools' performance panel, and bench/11-barcode.mjs). */
export const READ_MEASURE = 'ascend:barcode-read';

/** The digits of the first barcode found, or null when the image shows none. */
export async function readProductBarcode(image: Blob | ImageData): Promise<string | null> {
  const started = performance.now();
  const results = await readBarcodes(image, READER_OPTIONS);
  performance.measure(READ_MEASURE, { start: started });
  const found = results.find((result) => result.isValid && /^\d+$/.test(result.text));
  return found?.text ?? null;
}
