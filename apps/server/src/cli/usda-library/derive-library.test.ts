import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveLibrary, serialiseLibrary } from './derive-library.js';
import { LIBRARY_FILE_PATH } from './library-file-path.js';
import { LIBRARY_SELECTION } from './library-selection.js';
import { measureNameEs } from './measure-names-es.js';

/** Two foods in the files' own format (columns as in SR21's ABBREV.txt). */
function abbrevRow(ndb: string, values: Record<number, string>): string {
  const fields = Array.from({ length: 51 }, (_, index) => values[index] ?? '');
  fields[0] = `~${ndb}~`;
  fields[1] = '~SHORT~';
  return fields.join('^');
}

const FIXTURE = {
  abbrev: [
    abbrevRow('11111', {
      3: '52',
      4: '0.26',
      5: '0.17',
      7: '13.81',
      8: '2.4',
      9: '10.39',
      15: '1',
      42: '0.028',
    }),
    abbrevRow('22222', {
      3: '142',
      4: '19.84',
      5: '6.34',
      7: '0.00',
      8: '0.0',
      15: '44',
      42: '0.981',
    }),
  ].join('\r\n'),
  foodDes: '~11111~^~0900~^~Apples, raw~^~APPLES~\r\n~22222~^~1500~^~Salmon, raw~^~SALMON~\r\n',
  weight: [
    '~11111~^2^1^~cup slices~^109^60^6.953',
    '~11111~^1^1^~cup, quartered or chopped~^125^^',
    '~11111~^3^0.5^~large (3-1/4" dia)~^111.5^^',
    '~11111~^4^1^~wobbly thing~^0^^',
  ].join('\r\n'),
};

describe('the starter library derived from USDA Standard Reference', () => {
  it('takes each value per 100 g from ABBREV.txt and the salt from its sodium', () => {
    const library = deriveLibrary(FIXTURE, [
      ['11111', 'Manzana'],
      ['22222', 'Salmón'],
    ]);
    const [apple, salmon] = library.foods;
    expect(apple).toMatchObject({
      ndb: '11111',
      name_en: 'Apples, raw',
      name_es: 'Manzana',
      per_100: {
        energy_kcal: 52,
        protein_g: 0.26,
        fat_g: 0.17,
        saturated_fat_g: 0.028,
        carbohydrate_g: 13.81,
        sugars_g: 10.39,
        fibre_g: 2.4,
        salt_g: 0.003,
      },
    });
    // A blank field is unknown, not zero.
    expect(salmon?.per_100.sugars_g).toBeNull();
    expect(salmon?.per_100.salt_g).toBe(0.11);
  });

  it('lists household measures from WEIGHT.txt in their order, without weightless ones', () => {
    const [apple] = deriveLibrary(FIXTURE, [['11111', 'Manzana']]).foods;
    expect(apple?.servings).toEqual([
      {
        id: 'w1',
        en: '1 cup, quartered or chopped',
        es: '1 taza, en cuartos o picado',
        grams: 125,
      },
      { id: 'w2', en: '1 cup slices', es: '1 taza en rodajas', grams: 109 },
      { id: 'w3', en: '0.5 large (3-1/4" dia)', es: '0,5 grande (3-1/4" diám.)', grams: 111.5 },
    ]);
  });

  it('refuses a food the files do not have, and one chosen twice', () => {
    expect(() => deriveLibrary(FIXTURE, [['33333', 'Nada']])).toThrow(/not in the database/);
    expect(() =>
      deriveLibrary(FIXTURE, [
        ['11111', 'A'],
        ['11111', 'B'],
      ]),
    ).toThrow(/twice/);
  });
});

describe('Spanish measure names', () => {
  it('translates known words and phrases, and keeps English when a word is unknown', () => {
    expect(measureNameEs('NLEA serving')).toBe('ración NLEA');
    expect(measureNameEs('tbsp')).toBe('cda.');
    expect(measureNameEs('medium (2-5/8" dia)')).toBe('mediano (2-5/8" diám.)');
    expect(measureNameEs('cup, mashed')).toBe('taza, en puré');
    expect(measureNameEs('pat (1" sq, 1/3" high)')).toBe('porción (1" cuadr., 1/3" de alto)');
    expect(measureNameEs('wobbly thing')).toBe('wobbly thing');
  });
});

/**
 * Where the database files are: USDA_SR_DIR, or where Debian's gourmand package installs them.
 * The machines that build Ascend cannot reach USDA; `apt-get download gourmand` and
 * `dpkg-deb -x` bring the files (cli/usda-library.ts).
 */
const SOURCE_DIR = process.env.USDA_SR_DIR ?? '/usr/lib/python3/dist-packages/gourmand/data';
const haveSource = ['ABBREV.txt', 'FOOD_DES.txt', 'WEIGHT.txt'].every((name) =>
  existsSync(join(SOURCE_DIR, name)),
);

describe.skipIf(!haveSource)(
  `the committed library equals the script's output (needs the SR files in ${SOURCE_DIR}; set USDA_SR_DIR)`,
  () => {
    it('derives the same file, byte for byte', () => {
      const read = (name: string) => readFileSync(join(SOURCE_DIR, name), 'latin1');
      const derived = serialiseLibrary(
        deriveLibrary(
          { abbrev: read('ABBREV.txt'), foodDes: read('FOOD_DES.txt'), weight: read('WEIGHT.txt') },
          LIBRARY_SELECTION,
        ),
      );
      expect(readFileSync(LIBRARY_FILE_PATH, 'utf8')).toBe(derived);
    });
  },
);
