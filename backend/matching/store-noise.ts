/**
 * Writes a catalogue row the way a store's POS export would: barcodes that lost their leading zeros
 * or are missing, names abbreviated and re-cased, sizes as '750ML', '.75 L', '1.75L', '25.4 OZ'.
 * Deterministic for a given seed. Used to build the demo review queue and to measure how well the
 * mapping suggestions find the right master product (test/e2e/mapping-accuracy.e2e-spec.ts).
 */

/** A small, fast, seeded PRNG (mulberry32), so the same seed gives the same export. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Abbreviations seen in POS exports. */
const POS_ABBREVIATIONS: Record<string, string[]> = {
  WHISKEY: ['WHSKY', 'WHSK', 'WSKY'],
  WHISKY: ['WHSKY', 'WHSK'],
  BOURBON: ['BRBN', 'BOURB', 'BBN'],
  VODKA: ['VDK', 'VDKA', 'VOD'],
  TEQUILA: ['TEQ', 'TQLA'],
  LIQUEUR: ['LIQ', 'LQR'],
  CREAM: ['CRM'],
  FLAVORED: ['FLVRD', 'FLAV'],
  RESERVE: ['RSV', 'RSRV', 'RES'],
  BLACK: ['BLK'],
  WHITE: ['WHT'],
  SINGLE: ['SNGL'],
  BARREL: ['BRL', 'BRRL'],
  SPICED: ['SPCD'],
  SILVER: ['SLVR'],
  GOLD: ['GLD'],
  REPOSADO: ['REPO', 'REPOS'],
  ANEJO: ['ANJ'],
  BLANCO: ['BLNC'],
  SCHNAPPS: ['SCHNPS', 'SCHN'],
  BRANDY: ['BRNDY'],
  APPLE: ['APL'],
  CHERRY: ['CHRY'],
  PEACH: ['PCH'],
  VANILLA: ['VAN', 'VNLA'],
  HONEY: ['HNY'],
  ORIGINAL: ['ORIG'],
  LIMITED: ['LTD'],
  EDITION: ['ED', 'EDTN'],
  SPECIAL: ['SPCL'],
  PROOF: ['PRF', 'PF'],
  SCOTCH: ['SCTCH'],
  CANADIAN: ['CDN'],
  STRAIGHT: ['STR', 'STRT'],
  CINNAMON: ['CINN', 'CNMN'],
  GLASSES: ['GLS'],
  GLASS: ['GLS'],
};

function pick<T>(rnd: () => number, list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)];
}

/** One word shortened: a POS abbreviation when known, else its vowels dropped or cut to 4 letters. */
function abbreviateWord(word: string, rnd: () => number): string {
  const known = POS_ABBREVIATIONS[word];
  if (known && rnd() < 0.7) return pick(rnd, known);
  if (word.length < 6 || !/^[A-Z]+$/.test(word)) return word;
  return rnd() < 0.5 ? word[0] + word.slice(1).replace(/[AEIOU]/g, '') : word.slice(0, 4);
}

function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s/(-])([a-z])/g, (_m, pre, c) => pre + c.toUpperCase());
}

/** A name as a store might type it: some words abbreviated, then upper, title or lower case. */
export function noisyName(name: string, rnd: () => number): string {
  const rate = 0.15 + rnd() * 0.3;
  let text = name
    .split(' ')
    .map((w) => (w.length >= 4 && rnd() < rate ? abbreviateWord(w, rnd) : w))
    .join(' ');
  if (rnd() < 0.3) text = text.replace(/\bW\//g, 'WITH ');
  if (rnd() < 0.2) text = text.replace(/'/g, '');
  const casing = rnd();
  return casing < 0.4 ? text : casing < 0.8 ? titleCase(text) : text.toLowerCase();
}

const OZ_FOR: Record<number, string> = {
  50: '1.7',
  100: '3.4',
  200: '6.8',
  375: '12.7',
  750: '25.4',
  1000: '33.8',
  1750: '59.2',
};

/** A size in millilitres written one of the ways POS exports write it. */
export function noisySize(ml: number, rnd: () => number): string {
  const litres = String(ml / 1000).replace(/^0\./, '.');
  const forms = [`${ml}ML`, `${ml} ml`, `${ml}ml`, `${litres} L`, `${litres}L`, `${ml / 1000} LTR`];
  if (ml >= 1000) forms.push(`${ml / 1000}L`, `${ml / 1000} Liter`);
  if (OZ_FOR[ml]) forms.push(`${OZ_FOR[ml]} OZ`, `${OZ_FOR[ml]}oz`);
  return pick(rnd, forms);
}

/** A barcode as a POS exports it: often missing, often without leading zeros, sometimes as EAN-13. */
export function noisyUpc(upc: string, rnd: () => number): string {
  const digits = upc.replace(/\D/g, '');
  if (!digits) return '';
  const r = rnd();
  if (r < 0.3) return '';
  const bare = digits.replace(/^0+/, '');
  if (r < 0.65) return bare;
  if (r < 0.85) return bare.padStart(12, '0');
  return bare.padStart(13, '0');
}
