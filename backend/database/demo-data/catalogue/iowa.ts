/**
 * The spirits part of the demo master catalogue: the Iowa Alcoholic Beverages Division product list
 * (public domain, backend/database/demo-data/catalogue/data/iowa-liquor-products.csv), cleaned up:
 * names in title case, a brand taken from the name, the state's categories mapped onto our menu,
 * sizes as '750 ml', ABV from proof, a country from the category and well-known brands.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../../config/config';
import { normaliseGtin } from '../../../domain/gtin';
import { brandAfterCategoryWord, countryFromName, isCategoryWord } from '../../../domain/master-data-checks';
import { nameSimilarity, withoutSourceMarkers } from '../../../domain/name-similarity';
import { MasterRow } from './master-row';
import { spiritNotes } from './spirit-notes';
import { hash32, shelfPriceCents, sizeText, titleCase } from './text';

export const IOWA_CSV = join(
  projectRoot(),
  'backend',
  'database',
  'demo-data',
  'catalogue',
  'data',
  'iowa-liquor-products.csv',
);

/** Minimal RFC 4180 reader: quoted fields with commas and doubled quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      field = '';
      if (row.length > 1 || row[0] !== '') rows.push(row);
      row = [];
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** State category -> our menu item (Liquor / Spirits / item), when the category alone says it. */
const CATEGORY_TYPE: [RegExp, string][] = [
  [/COCKTAILS\/RTD/, 'Ready To Drink Cocktails'],
  [/WHISKEY LIQUEUR|CORDIAL|LIQUEUR|SCHNAPPS|TRIPLE SEC/, 'Liqueur'],
  [/VODKA|NEUTRAL GRAIN/, 'Vodka'],
  [/WHISK|BOURBON|SCOTCH/, 'Whiskey'],
  [/TEQUILA|MEZCAL/, 'Tequila'],
  [/RUM/, 'Rum'],
  [/GIN/, 'Gin'],
  [/BRAND/, 'Brandy'],
];

/** For the mixed state categories (gift packs, special orders, Iowa distillers): read the name. */
const NAME_TYPE: [RegExp, string][] = [
  [/COCKTAIL|MARGARITA|\bRTD\b|MARTINI|MULE|DAIQUIRI|PUNCH|LEMONADE/, 'Ready To Drink Cocktails'],
  [
    /LIQUEUR|CREAM|SCHNAPPS|CORDIAL|AMARETTO|TRIPLE SEC|JAGERMEISTER|BAILEYS|KAHLUA|RUMCHATA|FIREBALL|DISARONNO|CHARTREUSE|FERNET|AMARO|APERITIVO|CAMPARI|APEROL|LIMONCELLO|DRAM|MOONSHINE/,
    'Liqueur',
  ],
  // Rum houses age their rums 'Anejo' and finish them in rye casks: the house decides before those words.
  [/BACARDI|BRUGAL|BARCELO|FLOR DE CANA|\bRON\b/, 'Rum'],
  [/VODKA/, 'Vodka'],
  [/WHISK|BOURBON|SCOTCH|\bRYE\b|MALT|GLEN|\bJACK DANIEL|CROWN ROYAL|JAMESON|OBTAINIUM/, 'Whiskey'],
  [/TEQUILA|MEZCAL|AGAVE|REPOSADO|ANEJO|BLANCO/, 'Tequila'],
  [/\bRUM\b|\bRON\b|CACHACA|AGRICOLE|CANNE/, 'Rum'],
  [/\bGIN\b/, 'Gin'],
  [/BRANDY|COGNAC|ARMAGNAC|CALVADOS|PISCO|\bVSOP\b|\bXO\b|HENNESSY|REMY|COURVOISIER/, 'Brandy'],
];

/** Country from well-known brands (then from the name's own words, see countryOf), then from the state category. */
const BRAND_COUNTRY: [RegExp, string][] = [
  [/SUNTORY|HIBIKI|YAMAZAKI|HAKUSHU|NIKKA|TOKI|KAIYO|AKASHI|MARS |ROKU|IWAI|TOGOUCHI|CHOYA|SAKE/, 'Japan'],
  [/ABSOLUT|SVEDKA/, 'Sweden'],
  [
    /GREY GOOSE|CIROC|GRAND MARNIER|COINTREAU|CHAMBORD|ST[- ]GERMAIN|CHARTREUSE|HENNESSY|REMY|COURVOISIER|MARTELL|D'USSE|DUSSE|ARMAGNAC|CALVADOS|PIERRE FERRAND|CITADELLE|LILLET|GIFFARD|MARIE BRIZARD|RICARD|PERNOD|LUCID|ABSINTHE/,
    'France',
  ],
  [/KETEL ONE|BOLS|DEKUYPER/, 'Netherlands'],
  [/BELVEDERE|CHOPIN|SOBIESKI|ZUBROWKA/, 'Poland'],
  [/STOLICHNAYA|STOLI /, 'Latvia'],
  [/FINLANDIA/, 'Finland'],
  [/RUSSIAN STANDARD|BELUGA/, 'Russia'],
  [
    /DISARONNO|CAMPARI|APEROL|LIMONCELLO|FRANGELICO|GALLIANO|AMARETTO|LUXARDO|NONINO|MONTENEGRO|AVERNA|STREGA|SAMBUCA|ROMANA|MOLINARI|FERNET/,
    'Italy',
  ],
  [/JAGERMEISTER|BARENJAGER|MONKEY 47/, 'Germany'],
  [
    /BAILEYS|CAROLANS|JAMESON|TULLAMORE|BUSHMILLS|REDBREAST|POWERS|TEELING|SLANE|PROPER (NO|12)|WRITERS TEARS/,
    'Ireland',
  ],
  [/KAHLUA|PATRON CITRONAGE|JOSE CUERVO|1800 /, 'Mexico'],
  [/BACARDI|DON Q|PALO VIEJO/, 'Puerto Rico'],
  [/APPLETON|MYERS|HAMILTON|SMITH AND CROSS|WRAY/, 'Jamaica'],
  [/MOUNT GAY|PLANTATION|DOORLY/, 'Barbados'],
  [/KRAKEN|ANGOSTURA/, 'Trinidad and Tobago'],
  [/CAPTAIN MORGAN|CRUZAN|PARROT BAY/, 'U.S. Virgin Islands'],
  [/ZACAPA/, 'Guatemala'],
  [/FLOR DE CANA/, 'Nicaragua'],
  [/DIPLOMATICO/, 'Venezuela'],
  [/BRUGAL|BARCELO/, 'Dominican Republic'],
  [/TANQUERAY|BEEFEATER|BOMBAY|GORDONS|SIPSMITH|PLYMOUTH|PIMMS/, 'United Kingdom'],
  [
    /HENDRICKS|CAORUNN|BOTANIST|DEWARS|JOHNNIE WALKER|CHIVAS|GLEN|MACALLAN|LAPHROAIG|ARDBEG|LAGAVULIN|TALISKER|OBAN|BALVENIE|MONKEY SHOULDER|FAMOUS GROUSE|CUTTY SARK|J&B|SCORESBY|DALMORE|BOWMORE|CAOL ILA|BRUICHLADDICH|AUCHENTOSHAN/,
    'Scotland',
  ],
  [/PAUL JOHN|AMRUT/, 'India'],
  [/METAXA|OUZO/, 'Greece'],
  [/PISCO/, 'Peru'],
  [/TORRES|FUNDADOR|GIN MARE|LICOR 43|CUARENTA Y TRES/, 'Spain'],
  [/CROWN ROYAL|CANADIAN|SEAGRAMS VO|BLACK VELVET|PENDLETON|PIKE CREEK|LOT 40|FORTY CREEK|RICH & RARE/, 'Canada'],
];
const CATEGORY_COUNTRY: [RegExp, string][] = [
  [/SCOTCH/, 'Scotland'],
  [/IRISH/, 'Ireland'],
  [/CANADIAN/, 'Canada'],
  [/TEQUILA|MEZCAL/, 'Mexico'],
  [
    /AMERICAN|BOURBON|TENNESSEE|RYE|CORN|IOWA|BOTTLED IN BOND|NEUTRAL|COCKTAILS|BLENDED WHISKIES|WHISKEY LIQUEUR|CREAM/,
    'United States',
  ],
];
const IMPORTED_DEFAULT: Record<string, string[]> = {
  Vodka: ['France', 'Sweden', 'Poland', 'Netherlands'],
  Rum: ['Puerto Rico', 'Jamaica', 'Barbados', 'Dominican Republic'],
  Gin: ['United Kingdom', 'Spain', 'Germany'],
  Brandy: ['France', 'Spain'],
  Liqueur: ['Italy', 'France', 'Germany', 'Netherlands'],
  Whiskey: ['Scotland', 'Ireland', 'Canada', 'Japan'],
  Tequila: ['Mexico'],
  'Ready To Drink Cocktails': ['United States'],
};

/** Multi-word brands that the 'first word' rule would cut short. */
const BRANDS = [
  "Jack Daniel's",
  'Jim Beam',
  'Padre Azul',
  'Johnnie Walker',
  'Crown Royal',
  'Captain Morgan',
  'Grey Goose',
  'Ketel One',
  "Maker's Mark",
  'Wild Turkey',
  'Evan Williams',
  'Elijah Craig',
  'Knob Creek',
  'Four Roses',
  'Old Forester',
  'Buffalo Trace',
  'Eagle Rare',
  'Woodford Reserve',
  'Canadian Club',
  'Black Velvet',
  'Southern Comfort',
  'Jose Cuervo',
  'Don Julio',
  'Grand Marnier',
  'Deep Eddy',
  'High West',
  'Hiram Walker',
  'Christian Brothers',
  'Admiral Nelson',
  'Parrot Bay',
  'Paul Masson',
  'Ole Smoky',
  'Midnight Moon',
  'Cedar Ridge',
  'Mr Boston',
  "Dr McGillicuddy's",
  'E & J',
  'Rich & Rare',
  'On The Rocks',
  'Five Star',
  'Monkey Shoulder',
  'Red Stag',
  'Old Crow',
  'Old Grand-Dad',
  'Heaven Hill',
  'Mount Gay',
  'Don Q',
  'Ron Zacapa',
  'El Jimador',
  'Casa Noble',
  'Casa Dragones',
  'Los Arango',
  'Blue Chair Bay',
  'Fireball',
  'St Germain',
  'Paul John',
  'New Amsterdam',
  'Pearl',
  "Seagram's 7",
  "Seagram's",
  'Phillips',
  'Barton',
  'Kirkland Signature',
  'Whistlepig',
  'Glenmorangie',
  'Bird Dog',
  'Cody Road',
  'Sugarlands',
  'Black Infusions',
  'Western Son',
  'Copper Fox',
  'Hawkeye',
  'Iowa Legendary Rye',
  'Chicken Cock',
  'Double Cross',
  'Familia Camarena',
  'JW Kelly',
  'Virgil Kaine',
  'Blue Ox',
  'Tin Cup',
  'Two Stacks',
  "Angel's Envy",
  "Buchanan's",
  'Lunazul',
  'Sauza',
  'Tres Agaves',
];
const BRAND_KEYS = BRANDS.map((b) => ({ brand: b, key: b.toLowerCase().replace(/[^a-z0-9& ]/g, '') }));
const TWO_WORD_LEADS = new Set([
  'old',
  'new',
  'el',
  'la',
  'le',
  'los',
  'las',
  'don',
  'dona',
  'sir',
  'the',
  'st',
  'dr',
  'mr',
  'big',
  'black',
  'white',
  'red',
  'blue',
  'grey',
  'gray',
  'wild',
  'green',
  'silver',
  'gold',
  'golden',
  'high',
  'deep',
  'casa',
  'ron',
  'rio',
  'san',
  'santa',
  'tres',
  'dos',
  'uncle',
  'lady',
  'king',
  'royal',
  'little',
  'north',
  'south',
  'west',
  'east',
  'great',
  'mount',
  'cedar',
  'prairie',
  'lost',
  'iowa',
  'jose',
  'paul',
  'jim',
  'jack',
  'sweet',
  'angels',
  'angel',
]);

/**
 * Words that describe a bottle, never name its maker: '1792 Bottled in Bond' is by 1792, '1792 12
 * Year' too. A second word from this list (or a number) never joins the brand.
 */
const NOT_BRAND_WORDS = new Set([
  'bottled',
  'in',
  'bond',
  'small',
  'single',
  'batch',
  'barrel',
  'straight',
  'full',
  'proof',
  'sweet',
  'reserve',
  'special',
  'limited',
  'edition',
  'aged',
  'year',
  'years',
  'old',
  'extra',
  'bourbon',
  'whiskey',
  'whisky',
  'rye',
  'vodka',
  'gin',
  'rum',
  'tequila',
  'mezcal',
  'brandy',
  'cognac',
  'liqueur',
  'cream',
  'schnapps',
  'moonshine',
  'blended',
  'kentucky',
  'tennessee',
  'american',
  'irish',
  'scotch',
  'canadian',
  'flavored',
  'silver',
  'gold',
  'blanco',
  'reposado',
  'anejo',
  'white',
  'black',
  'red',
  'with',
]);

/**
 * The curated brand rule for the Iowa list: a known multi-word brand (BRANDS) first; else the first
 * word, joined by the second only after a lead word ('Old', 'El', 'St', a 1-2 letter initial) and
 * only when that second word names the maker (not a number nor a word from NOT_BRAND_WORDS).
 * A numeric first word of several digits is a brand of its own ('1792', '1800', '99').
 */
export function brandOf(name: string): string {
  // 'Tequila Ocho Anejo', 'Tequila Padre Azul Silver': the category word is no brand; the maker after it is.
  if (isCategoryWord(name.split(' ')[0])) {
    const maker = brandAfterCategoryWord(name, (rest) => (rest ? brandOf(rest) : null));
    if (maker) return maker;
  }
  const key = name.toLowerCase().replace(/[^a-z0-9& ]/g, '');
  const known = BRAND_KEYS.find((b) => key === b.key || key.startsWith(`${b.key} `));
  if (known) return known.brand;
  const words = name.split(' ');
  const second = (words[1] ?? '').toLowerCase().replace(/[^a-z0-9&]/g, '');
  const secondNamesMaker = !!second && !/^\d/.test(second) && !NOT_BRAND_WORDS.has(second);
  if (
    words.length > 2 &&
    secondNamesMaker &&
    // '3 Amigos', '2 Gingers'; but '1792', '1800' and '99' are brands of their own.
    (/^\d$/.test(words[0]) ||
      (!/^\d+$/.test(words[0]) && (TWO_WORD_LEADS.has(words[0].toLowerCase()) || words[0].length <= 2)))
  )
    return `${words[0]} ${words[1]}`;
  return words[0];
}

/** Gift packs in the state's names: a bottle with glasses, a value-added pack (VAP), a set... */
const GIFT = /\bW\/|\bVAP\b|GIFT|GLASS|MUG|\bSET\b|ORNAMENT|CANDY CANE|BUCKET|COMBO|SAMPLER|PACK\b/;

/**
 * The pack type of an Iowa row: a gift pack by its name; a 50 or 100 ml 'bottle' at $10 or more
 * is a sleeve of minis (the state sells some minis only by the sleeve).
 */
export function iowaPackType(upperName: string, ml: number, retailDollars: number): string {
  return GIFT.test(upperName) ? 'Gift Pack' : ml <= 100 && retailDollars >= 10 ? 'Mini Pack' : 'Bottle';
}

/** True for the state's discontinued and do-not-order rows ('SVEDKA CITRON DISCO'). */
export function isDiscontinued(upperName: string): boolean {
  // The note may run on: 'LOS AMANTES JOVEN - DNO, OUTDATED VOR'.
  return /\s(DISCO|DNO)(\s*,.*)?$/.test(upperName.trim());
}

/**
 * The state's name made fit to show: source markers dropped (buyer codes 'SOOH ', 'SPECIAL ORDER',
 * '- USE CODE 942458', see withoutSourceMarkers), doubled quotes unescaped ("RAMONA''S" ->
 * "RAMONA'S"), size words ('MINI', 'PET') dropped.
 */
export function cleanName(raw: string): { name: string; gift: boolean } {
  let name = withoutSourceMarkers(raw.replace(/''/g, "'"));
  const gift = GIFT.test(name);
  name = name
    .replace(/\s+(MINIS?|PET|TRAVELER|TRAVELLER|PLASTIC|\d+ML|\d+(\.\d+)?L)$/g, '')
    .replace(/\s+(MINIS?|PET)$/g, '')
    .replace(/\s+VAP$/, '')
    .trim();
  return { name, gift };
}

export interface IowaImport {
  rows: MasterRow[];
  /** Rows left out, with the reason (discontinued, no size, no price, type unknown, duplicate). */
  skipped: { itemNumber: string; reason: string }[];
}

/** Where each column of the state's file is. */
function columnsOf(header: string[]) {
  const col = (name: string) => header.indexOf(name);
  return {
    number: col('Item Number'),
    category: col('Category Name'),
    description: col('Item Description'),
    vendor: col('Vendor Name'),
    ml: col('Bottle Volume (ml)'),
    pack: col('Pack'),
    age: col('Age'),
    proof: col('Proof'),
    upc: col('UPC'),
    retail: col('State Bottle Retail'),
    innerPack: col('Inner Pack'),
  };
}
type Columns = ReturnType<typeof columnsOf>;

/** One row of the state's file, read and checked: its shown name, type and pack type. */
interface IowaDraft {
  itemNumber: string;
  category: string;
  name: string;
  ml: number;
  retail: number;
  finalCategory: string;
  packType: string;
}

/** The row read, or why it is left out; undefined for a blank row. */
function readIowaRow(r: string[], I: Columns): IowaDraft | { itemNumber: string; reason: string } | undefined {
  const itemNumber = r[I.number]?.trim();
  const category = (r[I.category] || '').toUpperCase();
  const raw = (r[I.description] || '').toUpperCase();
  const ml = Number(r[I.ml]);
  const retail = Number(r[I.retail]);
  if (!itemNumber || !raw) return undefined;
  if (isDiscontinued(raw)) return { itemNumber, reason: 'discontinued' };
  if (!(ml > 0)) return { itemNumber, reason: 'no bottle size' };
  if (!(retail > 0)) return { itemNumber, reason: 'no price' };
  const { name, gift } = cleanName(raw);
  const byName = NAME_TYPE.find(([re]) => re.test(name))?.[1];
  const byCategory = CATEGORY_TYPE.find(([re]) => re.test(category))?.[1];
  // Gift packs, special orders and Iowa distillers mix every type: the name decides there.
  const mixed = /SPECIAL|TEMPORARY|IOWA|SPECIALTY/.test(category);
  const finalCategory = mixed ? (byName ?? byCategory) : (byCategory ?? byName);
  if (!finalCategory) return { itemNumber, reason: `type unknown (${category})` };
  const packType = gift ? 'Gift Pack' : iowaPackType(name, ml, retail);
  return { itemNumber, category, name, ml, retail, finalCategory, packType };
}

/** Where a product comes from: its brand's or its category's country, else one the type is often imported from. */
function countryOf(d: IowaDraft, brand: string): string {
  const upperAll = `${d.name} ${d.category}`;
  const imported = IMPORTED_DEFAULT[d.finalCategory] ?? ['United States'];
  return (
    BRAND_COUNTRY.find(([re]) => re.test(upperAll))?.[1] ??
    // A name that says where it is from ('135 East Hyogo Japanese Dry Gin') is believed before the state's category.
    (d.finalCategory === 'Ready To Drink Cocktails' ? null : countryFromName(d.name)) ??
    CATEGORY_COUNTRY.find(([re]) => re.test(d.category))?.[1] ??
    imported[hash32(brand) % (IMPORTED_DEFAULT[d.finalCategory]?.length ?? 1)]
  );
}

/** The master row of a checked draft; `barcodeTaken`: another product holds its barcode, so it keeps none. */
function masterRowOf(r: string[], I: Columns, d: IowaDraft, barcodeTaken: boolean): MasterRow {
  const { itemNumber, finalCategory, packType, ml } = d;
  const itemName = titleCase(d.name);
  const brand = brandOf(itemName);
  const country = countryOf(d, brand);
  const proof = Number(r[I.proof]);
  const age = Number(r[I.age]);
  const packs = Math.max(1, Number(r[I.pack]) || 1);
  // A sleeve of minis is sold as a pack of its inner count at the sleeve's price, never as one 50 ml bottle.
  const packQuantity = packType === 'Mini Pack' ? Math.max(1, Number(r[I.innerPack]) || 1) : 1;
  const notes = spiritNotes(finalCategory, itemName, age, `${itemNumber}`);
  const shelf = shelfPriceCents(Math.round(d.retail * 100 * 1.12));
  const packPrice = packQuantity > 1 ? shelf : 0;
  return {
    itemNumber,
    itemName,
    brand,
    mainCategory: 'Liquor',
    subCategory1: finalCategory === 'Ready To Drink Cocktails' ? 'Ready To Drink' : 'Spirits',
    finalCategory,
    size: sizeText(ml),
    sizeMl: ml,
    packType,
    packQuantity,
    caseQuantity: packs * packQuantity,
    country,
    state: country === 'United States' && /IOWA/.test(d.category) ? 'Iowa' : '',
    vintage: '',
    typeOfGrape: '',
    subRegionOne: '',
    subRegionTwo: '',
    abv: proof > 0 ? Math.round(proof * 50) / 100 : null,
    winery: titleCase((r[I.vendor] || '').replace(/\s+INC\.?$|\s+LLC$|\s+CORP\.?$|\s+CO\.?$/i, '')),
    upc: barcodeTaken ? '' : (r[I.upc] || '').replace(/\D/g, '').slice(0, 20),
    primaryDesc: notes.description,
    tastingNotes: notes.tasting,
    specialRating: notes.rating,
    unitPriceCents: packQuantity > 1 ? 0 : shelf,
    packPriceCents: packPrice,
    casePriceCents: packs === 1 && packQuantity > 1 ? packPrice : shelfPriceCents(Math.round(shelf * packs * 0.9)),
    family: `liquor|${itemName.toLowerCase()}`,
    labelNote: age > 0 ? `Aged ${age} Years` : undefined,
  };
}

export function loadIowaCatalogue(file = IOWA_CSV): IowaImport {
  const [header, ...records] = parseCsv(readFileSync(file, 'utf8'));
  const I = columnsOf(header);
  const rows: MasterRow[] = [];
  const skipped: IowaImport['skipped'] = [];
  const seen = new Set<string>();
  const byBarcode = new Map<string, { itemNumber: string; name: string; packType: string }>();
  for (const r of records) {
    const d = readIowaRow(r, I);
    if (!d) continue;
    if ('reason' in d) {
      skipped.push(d);
      continue;
    }
    const { itemNumber, name, packType } = d;
    const key = `${name}|${d.ml}|${packType}`;
    if (seen.has(key)) {
      skipped.push({ itemNumber, reason: 'duplicate of an earlier size' });
      continue;
    }
    // A barcode names one product of one size. The same barcode on a relisting of the same product
    // (names alike) is one master; on another product (the state's error, '173 Craft Distillery
    // Volumetric Gin' and '... Vodka') the later row keeps no barcode rather than a wrong one.
    const gtin = normaliseGtin(r[I.upc]);
    const barcodeKey = gtin ? `${gtin}|${d.ml}` : '';
    const holder = barcodeKey ? byBarcode.get(barcodeKey) : undefined;
    if (holder && holder.packType === packType && nameSimilarity(holder.name, name) >= 0.8) {
      skipped.push({ itemNumber, reason: `duplicate of ${holder.itemNumber} (same barcode)` });
      continue;
    }
    seen.add(key);
    if (barcodeKey && !holder) byBarcode.set(barcodeKey, { itemNumber, name, packType });
    rows.push(masterRowOf(r, I, d, !!holder));
  }
  return { rows: oneFacePerFamily(rows), skipped };
}

/**
 * The sizes of one product must agree on what the storefront groups and filters by: the state files
 * 'BARR HILL GIN' 750 ml under American dry gins and its minis under flavored gins, which would
 * make two products of one. Every size takes the category, country, state and brand of the family's bottle closest to 750 ml.
 */
function oneFacePerFamily(rows: MasterRow[]): MasterRow[] {
  const first = new Map<string, MasterRow>();
  // The bottle closest to 750 ml speaks for the family (the minis' state category is often a catch-all).
  const rank = (r: MasterRow) => (r.packType === 'Bottle' ? 0 : 1e6) + Math.abs((r.sizeMl ?? 0) - 750);
  for (const r of rows) {
    const f = first.get(r.family);
    if (!f || rank(r) < rank(f)) first.set(r.family, r);
  }
  return rows.map((r) => {
    const f = first.get(r.family)!;
    return {
      ...r,
      finalCategory: f.finalCategory,
      subCategory1: f.subCategory1,
      country: f.country,
      state: f.state,
      brand: f.brand,
    };
  });
}
