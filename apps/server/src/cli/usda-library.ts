/**
 * Writes the starter food library (api/nutrition/library/data/usda-library.json) from USDA's
 * Standard Reference files. They come with Debian's gourmand package:
 *
 *   apt-get download gourmand && dpkg-deb -x gourmand_*.deb gourmand
 *   npm run build -w @ascend/server
 *   node apps/server/dist/cli/usda-library.js gourmand/usr/lib/python3/dist-packages/gourmand/data
 *
 * The foods chosen (NDB numbers, Spanish names) are in usda-library/library-selection.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deriveLibrary, serialiseLibrary } from './usda-library/derive-library.js';
import { LIBRARY_SELECTION } from './usda-library/library-selection.js';
import { LIBRARY_FILE_PATH } from './usda-library/library-file-path.js';

const [sourceDir, output = LIBRARY_FILE_PATH] = process.argv.slice(2);
if (!sourceDir) {
  console.error(
    'usage: usda-library.js <directory with ABBREV.txt, FOOD_DES.txt, WEIGHT.txt> [output]',
  );
  process.exit(2);
}
const read = (name: string) => readFileSync(join(sourceDir, name), 'latin1');
const library = deriveLibrary(
  { abbrev: read('ABBREV.txt'), foodDes: read('FOOD_DES.txt'), weight: read('WEIGHT.txt') },
  LIBRARY_SELECTION,
);
writeFileSync(output, serialiseLibrary(library));
console.log(`${library.foods.length} foods written to ${output}`);
