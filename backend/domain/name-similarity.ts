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

/** Lower-case words of a name: accents dropped, '&' -> and, '#7' -> no 7, "Daniel's" -> daniels. */
export function nameTokens(name: string | null | undefined): string[] {
  const text = String(name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/#\s*(\d)/g, ' no $1')
    .replace(/(\w)['\u2019](\w)/g, '$1$2')
    .replace(/(\d)\s*(yr|yrs|yo|year|years)\b/g, '$1 year')
    .replace(/([a-z])(\d)|(\d)([a-z])/g, (_m, a, b, c, d) => (a ? `${a} ${b}` : `${c} ${d}`));
  return text
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((t) => SYNONYMS[t] ?? t)
    .filter((t) => !STOP_WORDS.has(t));
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

/**
 * Similarity of two product names, 0..1: words paired best-first by `tokenSimilarity`, scored as a
 * weighted Dice coefficient, blended with pg_trgm's character similarity. Names whose numbers
 * differ (ages, proofs, pack counts) are marked down hard.
 */
export function nameSimilarity(a: string | null | undefined, b: string | null | undefined): number {
  const x = nameTokens(a);
  const y = nameTokens(b);
  if (!x.length || !y.length) return 0;
  const pairs: Array<[number, number, number]> = [];
  for (let i = 0; i < x.length; i++)
    for (let j = 0; j < y.length; j++) {
      const s = tokenSimilarity(x[i], y[j]);
      if (s > 0) pairs.push([s * Math.min(weight(x[i]), weight(y[j])), i, j]);
    }
  pairs.sort((p, q) => q[0] - p[0] || p[1] - q[1] || p[2] - q[2]);
  const usedX = new Set<number>();
  const usedY = new Set<number>();
  let matched = 0;
  for (const [s, i, j] of pairs) {
    if (usedX.has(i) || usedY.has(j)) continue;
    usedX.add(i);
    usedY.add(j);
    matched += s;
  }
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
  const chars = trigramSimilarity(x.join(' '), y.join(' '));
  return Math.min(1, (WEIGHTS.dice * dice + WEIGHTS.coverage * coverage + WEIGHTS.chars * chars) * numberPenalty);
}

/** Tuned on a noisy export of the Iowa catalogue (test/e2e/mapping-accuracy.e2e-spec.ts). */
const WEIGHTS = { dice: 0.5, coverage: 0.3, chars: 0.2 };
