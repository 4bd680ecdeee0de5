/**
 * How alike two product names are, as stores write them: re-cased, punctuated differently and
 * abbreviated the way POS systems do ('JACK DANIELS OLD #7' / 'Jack Daniel's Old No. 7',
 * 'CINNAMON WHISKEY' / 'CNNMN WHSKY'). Pure; used to rank mapping suggestions after PostgreSQL's
 * pg_trgm has fetched the candidates.
 */

/** Spellings that no simple rule links to the catalogue's word. */
const SYNONYMS: Record<string, string> = {
  whisky: 'whiskey',
  whiskies: 'whiskey',
  whiskeys: 'whiskey',
  yo: 'year',
  yrs: 'year',
  years: 'year',
  y: 'year',
  w: 'with',
  wi: 'with',
  n: 'and',
  no: 'no',
  num: 'no',
  number: 'no',
  st: 'saint',
  ste: 'saint',
  mt: 'mount',
  bbn: 'bourbon',
  tqla: 'tequila',
  vdk: 'vodka',
  liq: 'liqueur',
  liqueurs: 'liqueur',
  liquer: 'liqueur',
  flavoured: 'flavored',
  flav: 'flavored',
  ltr: 'liter',
  litre: 'liter',
  gls: 'glass',
  glasses: 'glass',
  pk: 'pack',
  pck: 'pack',
};

/** Words that say little about which product it is. */
const STOP_WORDS = new Set(['the', 'and', 'of', 'de', 'la', 'le', 'a']);

/**
 * Words that describe the container or the source's bookkeeping, not the product: size words
 * ('MINI', 'PET', 'HALF': the size column already tells them apart), the Iowa list's
 * discontinued and do-not-order markers ('DISCO', 'DNO') and the value-added-pack marker ('VAP'). Left out so 'SMIRNOFF 80PRF PET' is 'SMIRNOFF 80PRF'.
 */
export const IGNORED_WORDS = new Set([
  'mini',
  'minis',
  'pet',
  'half',
  'plastic',
  'traveler',
  'traveller',
  'disco',
  'dno',
  // Pack markers the master loader strips from names (a value-added pack is told by its pack type).
  'vap',
]);

/**
 * POS systems cut names at a fixed width, most often 28 to 30 characters ('SUGARLANDS
 * APPALACHIAN ELECT'). A name of this length may have lost its end.
 */
export const CUT_NAME_LENGTHS = { min: 27, max: 30 };

/** True when a store's name is as long as a POS cut leaves it (its last word may be a stub). */
export function mayBeCut(name: string | null | undefined): boolean {
  const n = String(name ?? '').trim().length;
  return n >= CUT_NAME_LENGTHS.min && n <= CUT_NAME_LENGTHS.max;
}

/**
 * The source's bookkeeping in a product name, not part of it: a leading buyer's code ('HA ',
 * 'SOOH ', 'BP ', 'CM '), 'SPECIAL ORDER', and a trailing discontinued / do-not-order marker or
 * reorder note ('DISCO', 'DNO', '- DNO, OUTDATED VOR', '- USE CODE 17543', cut or not: '- USE COD'). Case is kept.
 */
export function withoutSourceMarkers(name: string): string {
  let text = name.trim().replace(/\s+/g, ' ');
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text
      .replace(/^(HA|SOOH|BP|CM)\s+(?=\S)/i, '')
      .replace(/^SPECIAL ORDER\s+(?=\S)/i, '')
      .replace(/\s*\(?\s*-?\s*\bUSE (ITEM )?CODE\s*#?\d+\)?\s*$/i, '')
      // The same note cut short by the POS ('TULLAMORE DEW 12YR - USE COD').
      .replace(/\s+-\s*USE(\s+C(O(DE?)?)?)?$/i, '')
      .replace(/\s+-?\s*(DISCO|DNO)(\s*,.*)?$/i, '')
      .trim();
  }
  return text;
}

/** Lower-case words of a name: accents dropped, '&' -> and, '#7' -> no 7, "Daniel's" -> daniels. */
export function nameTokens(name: string | null | undefined, options: { synonyms?: boolean } = {}): string[] {
  const text = withoutSourceMarkers(String(name ?? ''))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    // Gift-pack markers, which the master loader strips too: the pack type tells a gift pack apart.
    .replace(/\bgift\s*(pack|pk|box|set)?\b/g, ' ')
    .replace(/#\s*(\d)/g, ' no $1')
    .replace(/(\w)['\u2019](\w)/g, '$1$2')
    .replace(/(\d)\s*(yr|yrs|yo|year|years)\b/g, '$1 year')
    .replace(/([a-z])(\d)|(\d)([a-z])/g, (_m, a, b, c, d) => (a ? `${a} ${b}` : `${c} ${d}`));
  return text
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((t) => (options.synonyms === false ? t : (SYNONYMS[t] ?? t)))
    .filter((t) => !STOP_WORDS.has(t) && !IGNORED_WORDS.has(t));
}

/** The name as words joined by single spaces (what we hand to pg_trgm). */
export function canonicalName(name: string | null | undefined): string {
  return nameTokens(name).join(' ');
}

/** pg_trgm's trigrams of a text: per word, padded with two spaces before and one after. */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/** pg_trgm's similarity(): shared trigrams over all trigrams. */
export function trigramSimilarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  if (!x.size && !y.size) return 0;
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  return shared / (x.size + y.size - shared);
}

function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (let j = 0; j < long.length && i < short.length; j++) if (short[i] === long[j]) i++;
  return i === short.length;
}

/**
 * How well one word stands for another: 1 for the same word, less for an abbreviation (a prefix,
 * or the same first letter and the letters in order: 'whsky' for 'whiskey'). Numbers must be equal:
 * a 12 year old is not a 15 year old.
 */
export function tokenSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (/^\d/.test(a) || /^\d/.test(b)) return 0;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < 2 || short[0] !== long[0]) return 0;
  if (long.startsWith(short)) return short.length >= 3 ? 0.9 : 0.6;
  if (isSubsequence(short, long)) return short.length >= 3 ? 0.8 : 0.5;
  // A one-letter slip in a long word ('vanila' / 'vanilla' handled above; 'cherri' / 'cherry').
  if (short.length >= 5 && short.length === long.length) {
    let diff = 0;
    for (let i = 0; i < short.length; i++) if (short[i] !== long[i]) diff++;
    if (diff === 1) return 0.8;
  }
  return 0;
}

function weight(token: string): number {
  return /^\d/.test(token) ? 1.5 : 1;
}

/** How much of each name the other covers, word by word (weights: numbers count 1.5). */
function tokenMatch(
  x: string[],
  y: string[],
  lastIsStub: boolean,
  stubAsWritten?: string,
): { matched: number; pairs: Array<[number, number]> } {
  const scored: Array<[number, number, number]> = [];
  for (let i = 0; i < x.length; i++)
    for (let j = 0; j < y.length; j++) {
      // A cut name's last word is the start of the real one: 'ELECT' is 'ELECTRIC'.
      const stub =
        lastIsStub &&
        i === x.length - 1 &&
        (y[j].startsWith(x[i]) || (!!stubAsWritten && y[j].startsWith(stubAsWritten)));
      const s = stub ? 1 : tokenSimilarity(x[i], y[j]);
      if (s > 0) scored.push([s * Math.min(weight(x[i]), weight(y[j])), i, j]);
    }
  scored.sort((p, q) => q[0] - p[0] || p[1] - q[1] || p[2] - q[2]);
  // pairs: [index in x, index in y]
  const usedX = new Set<number>();
  const usedY = new Set<number>();
  let matched = 0;
  const pairs: Array<[number, number]> = [];
  for (const [s, i, j] of scored) {
    if (usedX.has(i) || usedY.has(j)) continue;
    usedX.add(i);
    usedY.add(j);
    matched += s;
    pairs.push([i, j]);
  }
  return { matched, pairs };
}

function tokensSimilarity(x: string[], y: string[], lastIsStub = false, stubAsWritten?: string): number {
  if (!x.length || !y.length) return 0;
  const { matched, pairs } = tokenMatch(x, y, lastIsStub, stubAsWritten);
  const weightX = x.reduce((s, t) => s + weight(t), 0);
  const weightY = y.reduce((s, t) => s + weight(t), 0);
  const dice = (2 * matched) / (weightX + weightY);
  // The lesser coverage: a word one name has and the other lacks ('BOURBON' vs 'RYE') counts twice.
  const coverage = Math.min(matched / weightX, matched / weightY);
  const numbersX = x.filter((t) => /^\d/.test(t));
  const numbersY = y.filter((t) => /^\d/.test(t));
  const sameNumbers = numbersX.slice().sort().join(' ') === numbersY.slice().sort().join(' ');
  // Ages, proofs and pack counts tell products apart: differing numbers mark a name down hard,
  // a number only one side has (a store may leave it out) a little.
  const numberPenalty = sameNumbers ? 1 : numbersX.length && numbersY.length ? 0.7 : 0.85;
  // A word in each name that the other lacks is a different variant ('APPLE' / 'HONEY', 'VSOP' / 'XO').
  const unpairedWord = (tokens: string[], side: 0 | 1) =>
    tokens.some((t, k) => /^[a-z]/.test(t) && !pairs.some((p) => p[side] === k));
  const variantPenalty = unpairedWord(x, 0) && unpairedWord(y, 1) ? VARIANT_PENALTY : 1;
  const chars = trigramSimilarity(x.join(' '), y.join(' '));
  return Math.min(
    1,
    (WEIGHTS.dice * dice + WEIGHTS.coverage * coverage + WEIGHTS.chars * chars) * numberPenalty * variantPenalty,
  );
}

/**
 * A cut name against the start of the other: the other's words after the last one the cut name
 * reaches are left out, and the cut name's last word counts as a prefix. Slightly below a full
 * match, so the product whose whole name matches stays first.
 */
function cutSimilarity(cut: string[], full: string[], stubAsWritten?: string): number {
  if (!cut.length) return 0;
  const { pairs } = tokenMatch(cut, full, true, stubAsWritten);
  const reached = pairs.reduce((max, [, j]) => Math.max(max, j), -1);
  // Only a name whose last word is the start of the other's word there was cut there.
  const stub = pairs.find(([i]) => i === cut.length - 1);
  if (!stub || stub[1] !== reached) return 0;
  return CUT_DISCOUNT * tokensSimilarity(cut, full.slice(0, reached + 1), true, stubAsWritten);
}

/** Each name has a word the other lacks: another flavour, colour or age statement of the line. */
const VARIANT_PENALTY = 0.85;

/**
 * True when the names start alike (the brand): their first words pair up, allowing one extra
 * leading word on either side ('SOOH RICARD', 'THE BALVENIE', a buyer's code). A barcode match
 * whose names do not start alike is another product that reuses the barcode.
 */
export function sameLeadingWord(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = nameTokens(a);
  const y = nameTokens(b);
  const like = (p?: string, q?: string) => !!p && !!q && tokenSimilarity(p, q) >= 0.6;
  return like(x[0], y[0]) || like(x[1], y[0]) || like(x[0], y[1]);
}

/**
 * Which names hold a word (not a number) that pairs with none of the other's. `a`: the store names
 * something the master product does not ('CHI-CHI'S GOLD MARGARITA' / 'CHI-CHI'S MARGARITA').
 * Both: each names a variant the other lacks ('YUKON JACK APPLE' / 'YUKON JACK FIRE'). With
 * `aMayBeCut` (see mayBeCut), `a`'s last word may be the start of one of `b`'s, and `b`'s words
 * after the last one `a` reaches may have been cut off: neither counts.
 */
export function unpairedWords(
  a: string | null | undefined,
  b: string | null | undefined,
  options: { aMayBeCut?: boolean } = {},
): { a: boolean; b: boolean; bWords: string[] } {
  const x = nameTokens(a);
  const y = nameTokens(b);
  const cut = !!options.aMayBeCut;
  const { pairs } = tokenMatch(x, y, cut, cut ? nameTokens(a, { synonyms: false }).at(-1) : undefined);
  const reached = cut ? pairs.reduce((max, [, j]) => Math.max(max, j), -1) : y.length - 1;
  // A cut name's last word may be the start of a word left out of every name ('MINI D' for 'MINI DISCO').
  const ignoredStub = (k: number) => cut && k === x.length - 1 && [...IGNORED_WORDS].some((w) => w.startsWith(x[k]));
  const bWords = y.filter((t, k) => k <= reached && /^[a-z]/.test(t) && !pairs.some((p) => p[1] === k));
  return {
    a: x.some((t, k) => /^[a-z]/.test(t) && !pairs.some((p) => p[0] === k) && !ignoredStub(k)),
    b: bWords.length > 0,
    bWords,
  };
}

/** True when `a` has a word (not a number) that pairs with none of `b`'s (see unpairedWords). */
export function hasExtraWord(
  a: string | null | undefined,
  b: string | null | undefined,
  options: { aMayBeCut?: boolean } = {},
): boolean {
  return unpairedWords(a, b, options).a;
}

/** A match on the start of a name only is a little less certain than a whole-name match. */
const CUT_DISCOUNT = 0.97;

/**
 * Similarity of two product names, 0..1: words paired best-first by `tokenSimilarity`, scored as a
 * weighted Dice coefficient, blended with pg_trgm's character similarity. Names whose numbers
 * differ (ages, proofs, pack counts) are marked down hard. With `aMayBeCut` (a store's name as long
 * as a POS cut leaves it, see `mayBeCut`), `a` is also compared with the start of `b`.
 */
export function nameSimilarity(
  a: string | null | undefined,
  b: string | null | undefined,
  options: { aMayBeCut?: boolean } = {},
): number {
  const x = nameTokens(a);
  const y = nameTokens(b);
  const whole = tokensSimilarity(x, y);
  if (!options.aMayBeCut) return whole;
  // The stub as written: 'ST' cut from 'STRAIGHT' is not the abbreviation of 'SAINT'.
  return Math.max(whole, cutSimilarity(x, y, nameTokens(a, { synonyms: false }).at(-1)));
}

/** Tuned on a noisy export of the Iowa catalogue (test/e2e/mapping-accuracy.e2e-spec.ts). */
const WEIGHTS = { dice: 0.5, coverage: 0.3, chars: 0.2 };
