/**
 * Spanish names for USDA's household measures (WEIGHT.txt's `Msre_Desc`): phrases first, then
 * word by word. A description with a word this list does not know stays in English, rather than
 * half translated.
 */
const PHRASES: readonly (readonly [RegExp, string])[] = [
  [/\bNLEA serving\b/g, 'ración NLEA'],
  [/\bfl oz\b/g, 'fl oz'],
  [/\bcup slices\b/g, 'taza en rodajas'],
  [/\bcup sliced\b/g, 'taza en rodajas'],
  [/\bcup chopped\b/g, 'taza picado'],
  [/\bcup diced\b/g, 'taza en dados'],
  [/\bextra large\b/g, 'muy grande'],
  [/\bextra small\b/g, 'muy pequeño'],
];

const WORDS: Readonly<Record<string, string>> = {
  cup: 'taza',
  cups: 'tazas',
  tbsp: 'cda.',
  tablespoon: 'cucharada',
  tsp: 'cdta.',
  teaspoon: 'cucharadita',
  oz: 'oz',
  lb: 'lb',
  g: 'g',
  serving: 'ración',
  servings: 'raciones',
  slice: 'rebanada',
  slices: 'rebanadas',
  piece: 'trozo',
  pieces: 'trozos',
  large: 'grande',
  medium: 'mediano',
  small: 'pequeño',
  whole: 'entero',
  chopped: 'picado',
  diced: 'en dados',
  sliced: 'en rodajas',
  shredded: 'rallado',
  mashed: 'en puré',
  crushed: 'triturado',
  cubes: 'en cubos',
  halves: 'mitades',
  quartered: 'en cuartos',
  fillet: 'filete',
  stick: 'barra',
  bar: 'barra',
  package: 'paquete',
  can: 'lata',
  jar: 'tarro',
  bottle: 'botella',
  container: 'envase',
  packet: 'sobre',
  cookie: 'galleta',
  cracker: 'galleta salada',
  patty: 'hamburguesa',
  item: 'unidad',
  unit: 'unidad',
  leaf: 'hoja',
  leaves: 'hojas',
  head: 'cabeza',
  clove: 'diente',
  wedge: 'gajo',
  fruit: 'fruta',
  scoop: 'bola',
  breast: 'pechuga',
  thigh: 'contramuslo',
  drumstick: 'muslo',
  wing: 'ala',
  leg: 'pierna',
  pie: 'tarta',
  cake: 'pastel',
  muffin: 'magdalena',
  doughnut: 'dónut',
  roll: 'panecillo',
  bagel: 'bagel',
  tortilla: 'tortilla',
  box: 'caja',
  bag: 'bolsa',
  ear: 'mazorca',
  kernels: 'granos',
  liquid: 'líquido',
  square: 'cuadrado',
  sq: 'cuadr.',
  dia: 'diám.',
  long: 'de largo',
  thick: 'de grosor',
  thin: 'fino',
  high: 'de alto',
  raw: 'crudo',
  cooked: 'cocinado',
  and: 'y',
  or: 'o',
  with: 'con',
  without: 'sin',
  of: 'de',
  in: 'en',
  per: 'por',
  approx: 'aprox.',
  pat: 'porción',
  'ración NLEA': 'ración NLEA',
  'fl oz': 'fl oz',
  'taza en rodajas': 'taza en rodajas',
  'taza picado': 'taza picado',
  'taza en dados': 'taza en dados',
  'muy grande': 'muy grande',
  'muy pequeño': 'muy pequeño',
};

/** The Spanish measure, or the English one when a word of it is not in the list. */
export function measureNameEs(english: string): string {
  let text = english;
  for (const [pattern, spanish] of PHRASES) text = text.replace(pattern, `«${spanish}»`);
  const parts = text.split(/(«[^»]*»)/);
  const translated: string[] = [];
  for (const part of parts) {
    if (part.startsWith('«')) {
      translated.push(part.slice(1, -1));
      continue;
    }
    let unknown = false;
    translated.push(
      part.replace(/[A-Za-z]+/g, (word) => {
        const spanish = WORDS[word] ?? WORDS[word.toLowerCase()];
        if (spanish === undefined) unknown = true;
        return spanish ?? word;
      }),
    );
    if (unknown) return english;
  }
  return translated.join('');
}
