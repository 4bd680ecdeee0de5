/** Small text helpers for the demo catalogue: deterministic randomness and name clean-up. */

/** A seeded pseudo-random generator (mulberry32), so the demo catalogue is the same every run. */
export function rng(seed: string | number): () => number {
  let a = typeof seed === 'number' ? seed >>> 0 : hash32(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hash32(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export type Rand = () => number;
export const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)];
export const between = (r: Rand, min: number, max: number): number => min + Math.floor(r() * (max - min + 1));
export function pickSome<T>(r: Rand, list: readonly T[], n: number): T[] {
  const copy = [...list];
  const out: T[] = [];
  while (out.length < n && copy.length) out.push(copy.splice(Math.floor(r() * copy.length), 1)[0]);
  return out;
}

/** Words kept upper case in names (grades, roman numerals, abbreviations). */
const UPPER = new Set([
  'XO',
  'VS',
  'VSOP',
  'VSSOP',
  'XXO',
  'II',
  'III',
  'IV',
  'VI',
  'VII',
  'IPA',
  'RTD',
  'USA',
  'UV',
  'BBQ',
  'NV',
  'KC',
  'DSP',
  'PX',
  'JP',
  'BP',
  'CSR',
  'HP',
  'OG',
  'JW',
  'XR',
  'XXX',
  'USA',
]);
const LOWER = new Set([
  'and',
  'of',
  'the',
  'de',
  'del',
  'la',
  'le',
  'y',
  'with',
  'in',
  'on',
  'du',
  'des',
  'da',
  'di',
  'a',
]);

/** Known possessives and spellings the state list lost ('TITOS' -> "Tito's"). */
const FIXES: Record<string, string> = {
  titos: "Tito's",
  daniels: "Daniel's",
  makers: "Maker's",
  blantons: "Blanton's",
  bookers: "Booker's",
  seagrams: "Seagram's",
  jeffersons: "Jefferson's",
  dewars: "Dewar's",
  gordons: "Gordon's",
  hendricks: "Hendrick's",
  burnetts: "Burnett's",
  mcgillicuddys: "McGillicuddy's",
  carolans: 'Carolans',
  bakers: "Baker's",
  smirnoff: 'Smirnoff',
  jagermeister: 'Jägermeister',
  barenjager: 'Bärenjäger',
  'chi-chis': "Chi-Chi's",
  "chi-chi's": "Chi-Chi's",
  williams: 'Williams',
  yr: 'Year',
  yrs: 'Years',
  prf: 'Proof',
  w: 'with',
};

/** 'SCORESBY RARE SCOTCH' -> 'Scoresby Rare Scotch'; keeps grades like XO and numbers such as 12YR. */
export function titleCase(text: string): string {
  const words = text.trim().replace(/\s+/g, ' ').split(' ');
  return words
    .map((raw, index) => {
      const lower = raw.toLowerCase();
      if (FIXES[lower]) return FIXES[lower];
      if (UPPER.has(raw.toUpperCase())) return raw.toUpperCase();
      const num = /^(\d+)(yr|yrs|year|prf|pk|ml|l)$/i.exec(raw);
      if (num) return `${num[1]} ${FIXES[num[2].toLowerCase()] ?? num[2].toLowerCase()}`;
      if (index > 0 && LOWER.has(lower)) return lower;
      // W/2 SHOT GLASSES -> with 2 Shot Glasses
      if (/^w\//i.test(raw)) return `with ${titleCase(raw.slice(2))}`.trim();
      return lower.replace(/(^|[\s\-/(&.])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
    })
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

/** '750 ml', '1.75 L', '1 L': how shops print a size in millilitres. */
export function sizeText(ml: number): string {
  if (ml >= 1000) return `${Number((ml / 1000).toFixed(3))} L`;
  return `${ml} ml`;
}

/** A valid 12-digit UPC-A from a number (check digit computed). */
export function upcFrom(n: number): string {
  const body = String(n % 1e11).padStart(11, '0');
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(body[i]) * (i % 2 === 0 ? 3 : 1);
  return body + String((10 - (sum % 10)) % 10);
}

/** Price a shop would print: rounded up to .99 (or .49 for cheap items). */
export function shelfPriceCents(cents: number): number {
  if (cents <= 0) return 0;
  if (cents < 1000) {
    const base = Math.floor(cents / 50) * 50;
    return Math.max(99, base + 49);
  }
  return Math.floor(cents / 100) * 100 + 99;
}
