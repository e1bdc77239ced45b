/**
 * Derives the starter food library from USDA's National Nutrient Database for Standard Reference
 * (the SR21 files Debian's `gourmand` package ships: ABBREV.txt, FOOD_DES.txt, WEIGHT.txt, caret-
 * separated, text fields between tildes). Every value comes from those files: per 100 g energy,
 * protein, fat, saturated fat, carbohydrate, sugars and fibre as ABBREV.txt gives them, salt from
 * its sodium (mg × 2.5 / 1000, Regulation (EU) No 1169/2011), household measures from WEIGHT.txt.
 * A value the database leaves blank stays unknown (`null`). Field positions: ABBREV.txt's 51
 * columns as gourmand's own reader lists them (plugins/nutritional_information/parser_data.py).
 */
import { NUTRITION_LIMITS, nutrientsPer100Schema, sodiumMgToSaltG } from '@ascend/contracts';
import {
  type LibraryFile,
  type LibraryFood,
  libraryFileSchema,
} from '../../api/nutrition/library/library-file.js';
import { measureNameEs } from './measure-names-es.js';

export interface SrFiles {
  abbrev: string;
  foodDes: string;
  weight: string;
}

/** ABBREV.txt's columns used here (0-based). */
const ABBREV = {
  ndb: 0,
  kcal: 3,
  protein: 4,
  fat: 5,
  carbohydrate: 7,
  fibre: 8,
  sugars: 9,
  sodiumMg: 15,
  saturatedFat: 42,
  columns: 51,
} as const;

function records(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('^').map((field) => field.replace(/^~|~$/g, '')));
}

function number(field: string | undefined): number | null {
  if (field === undefined || field.trim() === '') return null;
  const value = Number(field);
  if (!Number.isFinite(value)) throw new Error(`not a number: ${field}`);
  return value;
}

/** Three decimals at most: the database's own precision, without floating-point tails. */
function tidy(value: number | null): number | null {
  return value === null ? null : Math.round(value * 1000) / 1000;
}

function formatAmount(amount: number, language: 'en' | 'es'): string {
  const text = String(Math.round(amount * 1000) / 1000);
  return language === 'es' ? text.replace('.', ',') : text;
}

export function deriveLibrary(
  files: SrFiles,
  selection: readonly (readonly [string, string])[],
): LibraryFile {
  const abbrev = new Map(records(files.abbrev).map((row) => [row[ABBREV.ndb], row]));
  const names = new Map(records(files.foodDes).map((row) => [row[0], row[2]]));
  const weights = new Map<string, string[][]>();
  for (const row of records(files.weight)) {
    const ndb = row[0] as string;
    weights.set(ndb, [...(weights.get(ndb) ?? []), row]);
  }
  const seen = new Set<string>();
  const foods: LibraryFood[] = selection.map(([ndb, nameEs]) => {
    if (seen.has(ndb)) throw new Error(`NDB ${ndb} is chosen twice`);
    seen.add(ndb);
    const row = abbrev.get(ndb);
    const nameEn = names.get(ndb);
    if (!row || nameEn === undefined) throw new Error(`NDB ${ndb} is not in the database`);
    if (row.length !== ABBREV.columns) {
      throw new Error(`NDB ${ndb}: ABBREV.txt has ${row.length} columns, not ${ABBREV.columns}`);
    }
    const kcal = number(row[ABBREV.kcal]);
    if (kcal === null) throw new Error(`NDB ${ndb} has no energy value`);
    const sodium = number(row[ABBREV.sodiumMg]);
    const per100 = nutrientsPer100Schema.parse({
      energy_kcal: kcal,
      fat_g: tidy(number(row[ABBREV.fat])),
      saturated_fat_g: tidy(number(row[ABBREV.saturatedFat])),
      carbohydrate_g: tidy(number(row[ABBREV.carbohydrate])),
      sugars_g: tidy(number(row[ABBREV.sugars])),
      fibre_g: tidy(number(row[ABBREV.fibre])),
      protein_g: tidy(number(row[ABBREV.protein])),
      salt_g: tidy(sodium === null ? null : sodiumMgToSaltG(sodium)),
    });
    const servings = (weights.get(ndb) ?? [])
      .map((weight) => ({
        seq: Number(weight[1]),
        amount: number(weight[2]),
        description: weight[3] ?? '',
        grams: number(weight[4]),
      }))
      .filter(
        (weight): weight is { seq: number; amount: number; description: string; grams: number } =>
          weight.amount !== null && weight.amount > 0 && weight.grams !== null && weight.grams > 0,
      )
      .sort((a, b) => a.seq - b.seq)
      .slice(0, NUTRITION_LIMITS.maxServingsPerFood)
      .map((weight) => ({
        id: `w${weight.seq}`,
        en: `${formatAmount(weight.amount, 'en')} ${weight.description}`,
        es: `${formatAmount(weight.amount, 'es')} ${measureNameEs(weight.description)}`,
        grams: weight.grams,
      }));
    return { ndb, name_en: nameEn, name_es: nameEs, per_100: per100, servings };
  });
  return libraryFileSchema.parse({
    source:
      'USDA National Nutrient Database for Standard Reference, Release 21 (ABBREV.txt, FOOD_DES.txt, WEIGHT.txt as shipped in Debian’s gourmand package)',
    licence: 'Public domain: a work of the United States government',
    foods,
  });
}

/** The committed file's text: one food a line, so a change reads as a diff of foods. */
export function serialiseLibrary(library: LibraryFile): string {
  const lines = library.foods.map((food) => `    ${JSON.stringify(food)}`);
  return (
    `{\n  "source": ${JSON.stringify(library.source)},\n  "licence": ${JSON.stringify(library.licence)},\n` +
    `  "foods": [\n${lines.join(',\n')}\n  ]\n}\n`
  );
}
