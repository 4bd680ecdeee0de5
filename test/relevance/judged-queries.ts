/**
 * The judged relevance set: queries a shopper types in each demo store, each with what they would
 * accept as the first result (`first`: product names as listed, or `subCategories`: any product of
 * those, optionally under `maxPrice` dollars). Judged by hand on the demo catalogue: the plain,
 * popular bottle of a brand (or the store's nearest when it lacks it), any product of the category
 * asked for, the size asked for. Read by test/e2e/search-judged.e2e-spec.ts and the bench.
 */
export interface Judged {
  store: 'northside' | 'harbor';
  query: string;
  first?: string[];
  subCategories?: string[];
  maxPrice?: number;
}

const REDS = [
  'Malbec',
  'Merlot',
  'Zinfandel',
  'Red Blend',
  'Tempranillo',
  'Cabernet Sauvignon',
  'Nebbiolo',
  'Sangiovese',
  'Pinot Noir',
  'Syrah',
];
const WHITES = [
  'Moscato',
  'Sauvignon Blanc',
  'Pinot Grigio',
  'Albariño',
  'Chardonnay',
  'White Blend',
  'Riesling',
  'Chenin Blanc',
];
const BEERS = [
  'Pale Ale',
  'IPA',
  'Light Lager',
  'Sour Ale',
  'Porter',
  'Mexican Lager',
  'Stout',
  'Lager',
  'Wheat Beer',
  'Pilsner',
  'Amber Ale',
];

/** Queries judged alike in both stores. */
const both: Array<Omit<Judged, 'store'>> = [
  { query: 'jameson', first: ['Jameson'] },
  { query: 'jamesen', first: ['Jameson'] },
  { query: 'jameson whiskey', first: ['Jameson'] },
  { query: 'fireball', first: ['Fireball Cinnamon Whiskey'] },
  { query: 'firball', first: ['Fireball Cinnamon Whiskey'] },
  {
    query: 'fireball 50ml',
    first: ['Fireball Cinnamon Whiskey Party Cooler', 'Fireball Cinnamon Whiskey Mini Sleeve'],
  },
  { query: 'jim beam', first: ['Jim Beam Black'] },
  { query: 'kahlua', first: ['Kahlua Coffee'] },
  { query: 'jagermeister', first: ['Jägermeister Liqueur'] },
  { query: 'don julio', first: ['Don Julio Blanco'] },
  { query: 'patron', first: ['Patron Silver', 'Patron Reposado'] },
  { query: 'hennessy', first: ['Hennessy VS'] },
  { query: 'hennesy', first: ['Hennessy VS'] },
  { query: 'tanqueray', first: ['Tanqueray Gin'] },
  { query: 'tanquery', first: ['Tanqueray Gin'] },
  { query: 'beer', subCategories: BEERS },
  { query: 'beer 12 pack', subCategories: BEERS },
  { query: 'ipa', subCategories: ['IPA'] },
  { query: 'ipa 6pk', subCategories: ['IPA'] },
  { query: 'lager', subCategories: ['Lager', 'Mexican Lager', 'Light Lager'] },
  { query: 'gin', subCategories: ['Gin'] },
  { query: 'vodka', subCategories: ['Vodka'] },
  { query: 'tequila', subCategories: ['Tequila'] },
  { query: 'rum', subCategories: ['Rum'] },
  { query: 'whiskey', subCategories: ['Whiskey'] },
  { query: 'whisky', subCategories: ['Whiskey'] },
  { query: 'wine', subCategories: [...REDS, ...WHITES, 'Prosecco', 'Champagne', 'Rosé'] },
  { query: 'red wine', subCategories: REDS },
  { query: 'white wine', subCategories: WHITES },
  { query: 'prosecco', subCategories: ['Prosecco'] },
  { query: 'champagne', subCategories: ['Champagne'] },
  { query: 'cabernet', subCategories: ['Cabernet Sauvignon'] },
  { query: 'merlot', subCategories: ['Merlot'] },
  { query: 'chardonnay', subCategories: ['Chardonnay'] },
  { query: 'pinot noir', subCategories: ['Pinot Noir'] },
  { query: 'cheap red', subCategories: REDS, maxPrice: 15 },
  { query: 'cheap vodka', subCategories: ['Vodka'], maxPrice: 15 },
  { query: 'cocktails', subCategories: ['Ready To Drink Cocktails'] },
  { query: 'tequila 1.75', subCategories: ['Tequila'] },
  { query: 'vodka 50ml', subCategories: ['Vodka'] },
];

const northside: Array<Omit<Judged, 'store'>> = [
  { query: 'titos', first: ["Tito's Handmade Vodka"] },
  { query: 'tito', first: ["Tito's Handmade Vodka"] },
  { query: 'titos 1.75', first: ["Tito's Handmade Vodka"] },
  { query: 'titos handle', first: ["Tito's Handmade Vodka"] },
  { query: 'jack daniels', first: ["Jack Daniel's Old #7 Black Label Square"] },
  { query: 'crown royal', first: ['Crown Royal'] },
  { query: 'crown royal fifth', first: ['Crown Royal'] },
  { query: 'crown royal apple', first: ['Crown Royal Regal Apple'] },
  { query: 'makers mark', first: ["Maker's Mark"] },
  { query: 'grey goose', first: ['Grey Goose with 2 Martini Glasses'] },
  { query: 'smirnoff', first: ['Smirnoff 80 Proof'] },
  { query: 'smirnof', first: ['Smirnoff 80 Proof'] },
  {
    query: 'smirnoff 1.75l',
    first: ['Smirnoff 80 Proof 1.75l with Mini Mule Mug Ornament', 'Smirnoff Peach Lemonade'],
  },
  { query: 'absolut', first: ['Absolut Swedish Vodka 80 Proof'] },
  { query: 'bacardi', first: ['Bacardi Superior'] },
  { query: 'captain morgan', first: ['Captain Morgan Original Spiced'] },
  { query: 'captian morgan', first: ['Captain Morgan Original Spiced'] },
  { query: 'johnnie walker', first: ['Johnnie Walker Red', 'Johnnie Walker Black'] },
  { query: 'hendricks', first: ["Hendrick's Gin"] },
  { query: 'bulleit', first: ['Bulleit Bourbon'] },
  { query: 'woodford reserve', first: ['Woodford Reserve'] },
  { query: 'baileys', first: ['Baileys Original Irish Cream with 2 Dessert Bowls'] },
  { query: 'malibu', first: ['Malibu Coconut'] },
  { query: 'casamigos', first: ['Casamigos Blanco'] },
  { query: 'glenlivet', first: ['Glenlivet 12 Year'] },
  { query: 'new amsterdam', first: ['New Amsterdam Gin', 'New Amsterdam Gluten Free'] },
  { query: 'bourbon', first: ['Bulleit Bourbon', 'Old Forester Bourbon 86 Proof'] },
  { query: 'scotch', first: ['J & B Rare Scotch', 'Famous Grouse Scotch', 'Clan Macgregor Scotch'] },
  {
    query: 'gift',
    first: [
      'High West Whiskey Huckberry Gift Pack with Whiskey Peak Glasses',
      'Koval Gin Trio Gift Pack',
      'H.Deringer Gift Box',
      'Selvarey Owners Reserve Gift Box',
    ],
  },
  { query: '1.75', first: ["Tito's Handmade Vodka", 'Hennessy VS', 'Crown Royal', 'Jameson'] },
  { query: 'handle', first: ["Tito's Handmade Vodka", 'Hennessy VS', 'Crown Royal', 'Jameson'] },
  { query: 'jack daniels 750', first: ["Jack Daniel's Tennessee Rye", "Jack Daniel's Legacy"] },
];

const harbor: Array<Omit<Judged, 'store'>> = [
  { query: 'jack daniels', first: ["Jack Daniel's Old #7 Black Label"] },
  { query: 'jack daniels 750', first: ["Jack Daniel's Old #7 Black Label"] },
  { query: 'jack daniels honey', first: ["Jack Daniel's Tennessee Honey"] },
  { query: 'grey goose', first: ['Grey Goose'] },
  { query: 'grey goose vodka', first: ['Grey Goose'] },
  { query: 'crown royal', first: ['Crown Royal Black', 'Crown Royal with 2 Glasses'] },
  { query: 'patron silver', first: ['Patron Silver'] },
  { query: 'jose cuervo', first: ['Jose Cuervo Especial Silver', 'Jose Cuervo Especial Reposado'] },
  { query: 'absolut', first: ['Absolut Elyx'] },
  { query: 'bacardi', first: ['Bacardi Gold', 'Bacardi Black'] },
  { query: 'malibu', first: ['Malibu Coconut'] },
  { query: 'buffalo trace', first: ['Buffalo Trace Bourbon'] },
  { query: 'bombay sapphire', first: ['Bombay Sapphire Gin'] },
  { query: 'new amsterdam', first: ['New Amsterdam 80 Proof'] },
  { query: 'johnnie walker', first: ['Johnnie Walker Red'] },
  { query: 'glenlivet', first: ['Glenlivet Founders Reserve', 'Glenlivet 15 Year French Oak'] },
  { query: 'stout', subCategories: ['Stout'] },
  { query: 'seltzer', subCategories: ['Hard Seltzer'] },
  { query: '1.75', first: ['New Amsterdam 80 Proof', 'Grey Goose', 'Jameson', "Jack Daniel's Old #7 Black Label"] },
  { query: 'handle', first: ['New Amsterdam 80 Proof', 'Grey Goose', 'Jameson', "Jack Daniel's Old #7 Black Label"] },
  { query: '50ml', first: ['New Amsterdam 80 Proof', 'Grey Goose', 'Jameson', "Jack Daniel's Old #7 Black Label"] },
];

export const JUDGED: Judged[] = [
  ...both.flatMap((j) => [
    { ...j, store: 'northside' as const },
    { ...j, store: 'harbor' as const },
  ]),
  ...northside.map((j) => ({ ...j, store: 'northside' as const })),
  ...harbor.map((j) => ({ ...j, store: 'harbor' as const })),
];

/** A listed product's fields the judgement reads. */
export interface ListedItem {
  itemDescription: string;
  subCategory: string;
  displayPrice: number;
}

/** Whether a shopper asking `j` would accept `item` first. */
export function accepts(j: Judged, item: ListedItem): boolean {
  if (j.first) return j.first.includes(item.itemDescription);
  const inCategory = !j.subCategories || j.subCategories.includes(item.subCategory);
  return inCategory && (j.maxPrice === undefined || item.displayPrice <= j.maxPrice);
}

/** NDCG@k with binary gains: `ranked` marks each result accepted or not; `relevant` counts the accepted ones found. */
export function ndcgAt(k: number, ranked: boolean[], relevant: number): number {
  const dcg = ranked.slice(0, k).reduce((s, ok, i) => s + (ok ? 1 / Math.log2(i + 2) : 0), 0);
  let ideal = 0;
  for (let i = 0; i < Math.min(k, relevant); i++) ideal += 1 / Math.log2(i + 2);
  return ideal ? dcg / ideal : 0;
}
