/**
 * Bottle/can sizes as stores write them ('750ML', '.75 L', '1.75L', '750 ml', '1 LTR', '50ml',
 * '25.4 OZ', '70cl', '6/12 oz') read into millilitres, so sizes compare exactly. Pure; shared by the
 * server (matching, imports) and the front ends.
 */

const ML_PER_OZ = 29.5735;
const ML_PER_GALLON = 3785.41;

/**
 * Sizes the trade sells. Imperial readings (oz, gallons) are snapped to the nearest one within 2 %,
 * because '25.4 oz' is a 750 ml bottle, not 751 ml.
 */
export const STANDARD_SIZES_ML = [
  50, 100, 187, 200, 250, 330, 355, 375, 473, 500, 568, 700, 720, 750, 946, 1000, 1500, 1750, 1800, 3000, 3785, 4000,
  5000,
];

const UNIT_ML: Array<[RegExp, number, boolean]> = [
  // [unit pattern, millilitres per unit, snap to a standard size]
  [/^(ml|mls|milliliters?|millilitres?|mill)$/, 1, false],
  [/^(cl|centiliters?|centilitres?)$/, 10, false],
  [/^(l|lt|ltr|ltrs|liters?|litres?)$/, 1000, false],
  [/^(oz|fl ?oz|fluid ?ounces?|ounces?|z)$/, ML_PER_OZ, true],
  [/^(gal|gals|gallons?)$/, ML_PER_GALLON, true],
];

function snap(ml: number): number {
  for (const s of STANDARD_SIZES_ML) if (Math.abs(ml - s) <= s * 0.02) return s;
  return Math.round(ml);
}

/**
 * Millilitres per unit, or null when the text names no size. A bare number is millilitres (as in
 * POS exports and the Iowa catalogue). A multipack ('6/12 oz', '6 x 355ml', '12pk 12oz') gives the
 * size of one unit.
 */
export function parseSizeMl(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'number') return Number.isFinite(text) && text > 0 ? Math.round(text) : null;
  const s = text
    .toLowerCase()
    .replace(/(\d),(\d{3})(?!\d)/g, '$1$2') // '1,000 ml'
    .replace(/,/g, '.') // '1,75 L'
    .replace(/\s+/g, ' ')
    .trim();
  if (!s) return null;
  if (/^\d+(\.\d+)?$|^\.\d+$/.test(s)) {
    const n = Number(s);
    return n > 0 ? Math.round(n) : null;
  }
  // Amount followed by a unit; the unit must not run on into a word ('1 liter', not '1 lime').
  const re = /(\d+(?:\.\d+)?|\.\d+)\s*-?\s*(fl\.? ?oz|fluid ?ounces?|[a-z]+)\.?(?![a-z])/g;
  for (const m of s.matchAll(re)) {
    const amount = Number(m[1]);
    const unit = m[2].replace('.', '');
    const found = UNIT_ML.find(([pattern]) => pattern.test(unit));
    if (!found || !(amount > 0)) continue; // e.g. '6pk', '12 yr': not a volume, keep looking
    const ml = amount * found[1];
    return found[2] ? snap(ml) : Math.round(ml);
  }
  return null;
}

/** The size text we show and store for a number of millilitres: '750 ml', '1 L', '1.75 L'. */
export function formatSizeMl(ml: number): string {
  if (ml >= 1000 && ml % 10 === 0) return `${Number((ml / 1000).toFixed(3))} L`;
  return `${ml} ml`;
}

/** True when two size texts name the same volume (and both can be read). */
export function sameSize(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = parseSizeMl(a);
  return x !== null && x === parseSizeMl(b);
}
