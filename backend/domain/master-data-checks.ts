/**
 * What a master product's own name says about its brand, category and country, and where the
 * record contradicts it: a brand that is only a category word ('Tequila'), a rum filed under
 * Tequila, a Japanese gin said to come from Germany. Pure; used by the data-quality report (and
 * its one-click fixes) and by the demo catalogue's brand rule.
 */

/** The spirit categories a name's words can decide, by the words that name them. */
const SPIRIT_WORDS: Record<string, string> = {
  tequila: 'Tequila',
  mezcal: 'Tequila',
  rum: 'Rum',
  gin: 'Gin',
  vodka: 'Vodka',
  whiskey: 'Whiskey',
  whisky: 'Whiskey',
  bourbon: 'Whiskey',
  scotch: 'Whiskey',
  brandy: 'Brandy',
  cognac: 'Brandy',
  armagnac: 'Brandy',
  calvados: 'Brandy',
};
const SPIRIT_CATEGORIES = new Set(Object.values(SPIRIT_WORDS));

/** Words that name a kind of drink, never its maker: a brand that is one of them is a filing slip. */
const CATEGORY_WORDS = new Set([
  ...Object.keys(SPIRIT_WORDS),
  'liqueur',
  'schnapps',
  'cordial',
  'sake',
  'wine',
  'beer',
  'cider',
  'liquor',
  'spirits',
  'moonshine',
]);

/** A flavoured spirit, a cream or a cocktail: its base spirit's word does not make it that spirit. */
const NOT_STRAIGHT =
  /\b(liqueurs?|cream|creme|schnapps|cordial|cocktails?|margarita|mule|punch|lemonade|seltzer|sour|tea)\b/;
/** A spirit word that only tells the cask or the finish ('Bourbon Cask', 'Rum Barrel Finished'). */
const CASK_WORDS = 'casks?|barrels?|barriques?|finish|finished|oak|oaked|wood|style|press|75';
/** Nationality words of spirit names and the country each one means. */
const NATIONALITY: Record<string, string> = {
  japanese: 'Japan',
  scotch: 'Scotland',
  scottish: 'Scotland',
  irish: 'Ireland',
  canadian: 'Canada',
  mexican: 'Mexico',
  kentucky: 'United States',
  tennessee: 'United States',
  american: 'United States',
  jamaican: 'Jamaica',
  french: 'France',
  italian: 'Italy',
  polish: 'Poland',
  swedish: 'Sweden',
};

const lowerWords = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** True when a brand is only a category word ('Tequila', 'Rum'): no maker is named. */
export function isCategoryWord(word: string | null | undefined): boolean {
  return CATEGORY_WORDS.has(lowerWords(String(word ?? '').trim()));
}

/** The words of a name that say something, with the words that only tell a cask or finish removed. */
function tellingWords(name: string): string[] {
  return lowerWords(name)
    .replace(new RegExp(`\\b([a-z]+)\\s+(${CASK_WORDS})\\b`, 'g'), ' $2')
    .split(/[^a-z]+/)
    .filter(Boolean);
}

/** The one value the words imply, or null when they imply none or disagree. */
function oneOf(words: string[], table: Record<string, string>): string | null {
  const found = new Set(words.flatMap((w) => (Object.hasOwn(table, w) ? [table[w]] : [])));
  return found.size === 1 ? [...found][0] : null;
}

/** The spirit category a straight spirit's name states ('... Dry Gin' -> Gin), else null. */
export function categoryFromName(name: string): string | null {
  if (NOT_STRAIGHT.test(lowerWords(name))) return null;
  return oneOf(tellingWords(name), SPIRIT_WORDS);
}

/** The country a spirit's name states ('Japanese', 'Kentucky'), else null (none, or several). */
export function countryFromName(name: string): string | null {
  return oneOf(tellingWords(name), NATIONALITY);
}

/** A master as the checks read it. */
export interface MasterFacts {
  id: number;
  itemName: string;
  brand: string;
  mainCategory: string;
  finalCategory: string;
  country: string;
}

/** A field of one master that contradicts its name, and the value that fixes it. */
export interface MasterFix {
  id: number;
  field: 'brand' | 'finalCategory' | 'country';
  from: string;
  to: string;
}

/** Brands that do begin with a category word: the name keeps them whole. */
const CATEGORY_WORD_BRANDS = [
  'Tequila Rose',
  'Tequila Ocho',
  'Mezcal Vago',
  'Rum Fire',
  'Rum Bar',
  'Whiskey Del Bac',
  'Spirits of the Apocalypse',
];
/** Small words that never name a maker on their own. */
const CONNECTORS = new Set(['of', 'the', 'del', 'de', 'la', 'el', 'los', 'y', 'and', '&']);

/** The first maker word of a name's rest: a number joins the word after it ('3 Amigos'). */
function firstMakerWord(rest: string): string | null {
  const words = rest
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\d'&.-]+$/u, ''))
    .filter((w) => w && !CONNECTORS.has(w.toLowerCase()));
  if (!words.length || isCategoryWord(words[0])) return null;
  return /^\d$/.test(words[0]) && words[1] ? `${words[0]} ${words[1]}` : words[0];
}

/**
 * The brand to file a master under when its brand is a category word: a brand that begins with
 * that word ('Tequila Rose ...'), else the maker named after it ('Tequila Ocho Anejo' -> 'Ocho'
 * by `makerOf`, the first maker word unless told otherwise), or null when the name names none.
 */
export function brandAfterCategoryWord(
  name: string,
  makerOf: (rest: string) => string | null = firstMakerWord,
): string | null {
  const text = name.trim().replace(/\s+/g, ' ');
  const known = CATEGORY_WORD_BRANDS.find((b) => lowerWords(`${text} `).startsWith(`${lowerWords(b)} `));
  if (known) return known;
  const words = text.split(' ');
  const at = words.findIndex((w) => isCategoryWord(w));
  return at >= 0 ? makerOf(words.slice(at + 1).join(' ')) : null;
}

/** The brand fix of one master, or null. */
export function brandFix(m: MasterFacts): MasterFix | null {
  if (!isCategoryWord(m.brand)) return null;
  const to = brandAfterCategoryWord(m.itemName);
  return to ? { id: m.id, field: 'brand', from: m.brand, to } : null;
}

/** The country fix of one spirit master whose name states another country, or null. */
export function countryFix(m: MasterFacts): MasterFix | null {
  // Cocktails are named for a style ('Mexican Mudslide', 'French 75'), not for where they are made.
  if (m.mainCategory !== 'Liquor' || m.finalCategory === 'Ready To Drink Cocktails') return null;
  const to = countryFromName(m.itemName);
  return to && to !== m.country ? { id: m.id, field: 'country', from: m.country, to } : null;
}

/**
 * The category fixes of the spirit masters: a name that states another spirit ('... Dry Gin' under
 * Vodka), or, when the name states none, a brand whose other spirits (three or more, three in four)
 * are all of another kind (Bacardi Anejo Cuatro under Tequila, every other Bacardi a rum).
 */
export function categoryFixes(masters: MasterFacts[]): MasterFix[] {
  const spirits = masters.filter((m) => SPIRIT_CATEGORIES.has(m.finalCategory));
  const byBrand = new Map<string, Map<string, number>>();
  for (const m of spirits) {
    const counts = byBrand.get(m.brand) ?? new Map<string, number>();
    counts.set(m.finalCategory, (counts.get(m.finalCategory) ?? 0) + 1);
    byBrand.set(m.brand, counts);
  }
  const brandCategory = (brand: string): string | null => {
    const counts = [...(byBrand.get(brand) ?? new Map<string, number>()).entries()];
    const total = counts.reduce((n, [, c]) => n + c, 0);
    const [top, n] = counts.sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    return brand &&
      !isCategoryWord(brand) &&
      !CONNECTORS.has(brand.toLowerCase()) &&
      total >= 4 &&
      n >= 3 &&
      n / total >= 0.75
      ? top
      : null;
  };
  return spirits.flatMap((m) => {
    const named = categoryFromName(m.itemName);
    const to = named ?? (NOT_STRAIGHT.test(lowerWords(m.itemName)) ? null : brandCategory(m.brand));
    return to && to !== m.finalCategory
      ? [{ id: m.id, field: 'finalCategory' as const, from: m.finalCategory, to }]
      : [];
  });
}
