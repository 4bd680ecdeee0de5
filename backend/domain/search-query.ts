/**
 * What a shopper's search text asks for besides words to match: bottle sizes ('1.75', '1.75l',
 * 'handle', '750', 'fifth', 'pint', '50ml'), pack counts ('6pk', '12 pack') and a price intent
 * ('cheap'). Those expressions become filters and an order; the words left are matched against
 * the catalogue. Pure; the storefront search and the bench read it.
 */
import { parseSizeMl } from './size';

export interface SearchQuery {
  /** The words left to match against the catalogue (may be empty: a bare size lists that size). */
  text: string;
  /** Bottle sizes asked for, in millilitres: a product must carry one of them. */
  sizesMl: number[];
  /** Pack counts asked for (6 for '6pk'): a product must be sold in one of them. */
  packs: number[];
  /** The shopper asked for the lowest prices first ('cheap', 'budget'). */
  cheap: boolean;
}

/** The common names of bottle sizes in US shops. */
const SIZE_NAMES: Record<string, number> = {
  handle: 1750,
  handles: 1750,
  fifth: 750,
  fifths: 750,
  pint: 375,
  pints: 375,
  nip: 50,
  nips: 50,
  liter: 1000,
  litre: 1000,
  magnum: 1500,
};

/** Bare numbers read as sizes ('titos 1.75', 'merlot 750'); others ('1800', '12') stay words. */
const BARE_SIZES: Record<string, number> = {
  '1.75': 1750,
  '1.5': 1500,
  '750': 750,
  '375': 375,
  '200': 200,
  '50': 50,
  '100': 100,
  '.75': 750,
};

const CHEAP = new Set(['cheap', 'cheapest', 'budget', 'inexpensive', 'affordable']);

/** '6pk', '6-pack', '12 pack', '24 pk'. */
const PACK = /^(\d{1,2})\s*-?\s*(pk|pks|pack|packs|pak)$/;

/** '1.75l', '750 ml', '50ml', '1 liter', '12oz': a number with a volume unit. */
function sizeWithUnit(token: string): number | null {
  if (!/^(\d+(\.\d+)?|\.\d+)\s*[a-z]/.test(token)) return null;
  return parseSizeMl(token);
}

/**
 * Splits the search text into words to match and the size, pack and price expressions it holds.
 * Two neighbouring tokens are read together first ('1.75 l', '12 pack', '750 ml').
 */
export function parseSearchQuery(raw: string): SearchQuery {
  const tokens = raw
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
  const kept: string[] = [];
  const sizes = new Set<number>();
  const packs = new Set<number>();
  let cheap = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const pair = i + 1 < tokens.length ? `${t} ${tokens[i + 1]}` : '';
    const packPair = PACK.exec(pair.replace(' ', ''));
    const sizePair = /^(\d+(\.\d+)?|\.\d+)$/.test(t) && pair ? sizeWithUnit(pair) : null;
    if (packPair) {
      packs.add(Number(packPair[1]));
      i++;
    } else if (sizePair !== null) {
      sizes.add(sizePair);
      i++;
    } else if (PACK.test(t)) packs.add(Number(PACK.exec(t)![1]));
    else if (t in SIZE_NAMES) sizes.add(SIZE_NAMES[t]);
    else if (t in BARE_SIZES) sizes.add(BARE_SIZES[t]);
    else if (CHEAP.has(t)) cheap = true;
    else {
      const ml = sizeWithUnit(t);
      if (ml !== null) sizes.add(ml);
      else kept.push(t);
    }
  }
  return { text: kept.join(' '), sizesMl: [...sizes], packs: [...packs], cheap };
}

/** Whether the query asks for anything besides words (a size, a pack or a price order). */
export function hasIntent(q: SearchQuery): boolean {
  return q.sizesMl.length > 0 || q.packs.length > 0 || q.cheap;
}
