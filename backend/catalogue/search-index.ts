/**
 * Ranked, typo-tolerant product search over one store's snapshot (decisions.md: ranks by relevance,
 * tolerates partial words and small typos, across description, brand, country and varietal).
 *
 * An inverted index from words to products, built once per snapshot. Each query word matches
 * vocabulary words exactly, as a prefix (partial words: 'cab' -> 'cabernet'), or, from 4 letters
 * on, within one edit (two from 8 letters), counting a swap of neighbours as one edit ('vodak' ->
 * 'vodka'); a shorter word never matches by a typo ('jd' is no 'jr'). Every query word must match;
 * a product found through exact and prefix matches alone ranks above any that needed a typo; among
 * them a product's score adds, per query word, its best match weighted by where the word sits
 * (name > brand > type > country, region, grape, vintage, winery), plus a bonus when the name holds
 * the whole query. A word or phrase with synonyms (managed by super-admins, see synonyms.ts) also
 * matches through each of them ('jd' -> 'jack daniels'). A search without results offers a
 * "did you mean" made of the catalogue's own words (didYouMean). Kept in memory: a query costs
 * about a millisecond and no database round trip.
 *
 * The winery field is indexed for wine only: for spirits, beer and the rest the source puts the
 * importer or distributor there ('Jdso Inc', 'Vino.Com Dba ...'), which shoppers never see and
 * which made 'jd' find a vodka and 'nino' an amaretto.
 */
import type { CatalogueProduct } from './catalogue-snapshot';
import type { SynonymSet } from './synonyms';

const FIELD_WEIGHT = { name: 1, brand: 0.9, type: 0.8, other: 0.7 } as const;
const MATCH = { exact: 1, prefix: 0.9, typo: 0.7, typoPrefix: 0.6 } as const;
export const MAX_QUERY_WORDS = 8;
/** Query words shorter than this match only exactly or as a prefix. */
export const MIN_TYPO_LENGTH = 4;
/** Added per query word matched without a typo: exact and prefix matches rank first. */
const NO_TYPO = 10;

/** Lower case, accents removed ('Rosé' -> 'rose'), apostrophes dropped ("Tito's" -> 'titos'). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '');
}

export function words(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Query words shorter than this are kept as typed by "did you mean". */
export const MIN_DID_YOU_MEAN_LENGTH = 3;

/** How many edits "did you mean" allows between a typed word and the catalogue's word. */
export function didYouMeanEdits(q: string): number {
  return q.length >= 6 ? 2 : 1;
}

/** Optimal string alignment distance, giving up (returning max + 1) once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
  }
  return rows[a.length][b.length];
}

/**
 * The query as slots that must all match: each slot a query word, or a phrase with synonyms, with
 * its alternatives (the typed words first, then each synonym's words). Longest phrases win.
 */
export function querySlots(query: string, synonyms?: SynonymSet): string[][][] {
  const typed = [...new Set(words(query))].slice(0, MAX_QUERY_WORDS);
  const slots: string[][][] = [];
  for (let i = 0; i < typed.length;) {
    let n = Math.min(synonyms?.maxWords ?? 0, typed.length - i);
    for (; n > 0; n--) {
      const alternatives = synonyms!.byPhrase.get(typed.slice(i, i + n).join(' '));
      if (alternatives) {
        slots.push([typed.slice(i, i + n), ...alternatives]);
        break;
      }
    }
    if (n === 0) {
      slots.push([[typed[i]]]);
      n = 1;
    }
    i += n;
  }
  return slots;
}

export class SearchIndex {
  /** word -> product key -> best field weight */
  private readonly postings = new Map<string, Map<string, number>>();
  private readonly names = new Map<string, string>();
  private readonly vocabulary: string[];

  /** Indexes every product (listed or not: availability changes do not touch the index). */
  constructor(products: readonly CatalogueProduct[]) {
    for (const p of products) {
      const c = p.content;
      this.names.set(p.key, foldText(c.name));
      this.add(p, c.name, FIELD_WEIGHT.name);
      this.add(p, c.brand, FIELD_WEIGHT.brand);
      this.add(p, `${c.subCategory} ${c.group} ${c.mainCategory}`, FIELD_WEIGHT.type);
      const winery = isWine(c.mainCategory) ? c.winery : '';
      this.add(
        p,
        `${c.country} ${c.state} ${c.subRegion1} ${c.subRegion2} ${c.typeOfGrape} ${c.vintage} ${winery}`,
        FIELD_WEIGHT.other,
      );
    }
    this.vocabulary = [...this.postings.keys()].sort();
  }

  private add(p: CatalogueProduct, text: string, weight: number) {
    for (const w of words(text)) {
      let posting = this.postings.get(w);
      if (!posting) this.postings.set(w, (posting = new Map()));
      if ((posting.get(p.key) ?? 0) < weight) posting.set(p.key, weight);
    }
  }

  /** Vocabulary words a query word stands for, with how well they match and whether by a typo. */
  private expand(q: string, typos: boolean): Map<string, { match: number; typo: boolean }> {
    const out = new Map<string, { match: number; typo: boolean }>();
    if (this.postings.has(q)) out.set(q, { match: MATCH.exact, typo: false });
    if (q.length >= 2) {
      // Prefix matches: a contiguous run of the sorted vocabulary.
      for (let i = this.lowerBound(q); i < this.vocabulary.length && this.vocabulary[i].startsWith(q); i++) {
        if (!out.has(this.vocabulary[i])) out.set(this.vocabulary[i], { match: MATCH.prefix, typo: false });
      }
    }
    if (typos && q.length >= MIN_TYPO_LENGTH) {
      const max = q.length >= 8 ? 2 : 1;
      for (const v of this.vocabulary) {
        if (out.has(v)) continue;
        if (Math.abs(v.length - q.length) <= max && editDistance(q, v, max) <= max)
          out.set(v, { match: MATCH.typo, typo: true });
        else if (q.length >= 5 && v.length > q.length && v[0] === q[0] && editDistance(q, v.slice(0, q.length), 1) <= 1)
          out.set(v, { match: MATCH.typoPrefix, typo: true });
      }
    }
    return out;
  }

  private lowerBound(q: string): number {
    let lo = 0;
    let hi = this.vocabulary.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.vocabulary[mid] < q) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Products matching every word of one alternative (a synonym's words match without typos). */
  private matchAll(alternative: readonly string[], typos: boolean): Map<string, number> | undefined {
    let scores: Map<string, number> | undefined;
    for (const q of alternative) {
      const best = new Map<string, number>();
      for (const [word, { match, typo }] of this.expand(q, typos)) {
        for (const [p, weight] of this.postings.get(word)!) {
          if (scores && !scores.has(p)) continue;
          const s = match * weight + (typo ? 0 : NO_TYPO);
          if ((best.get(p) ?? 0) < s) best.set(p, s);
        }
      }
      if (scores) for (const [p, s] of best) best.set(p, s + scores.get(p)!);
      scores = best;
      if (!scores.size) return scores;
    }
    return scores;
  }

  /**
   * Keys of the products matching every word of `query`, with their relevance (higher is better):
   * a product matched without any typo always scores above one that needed one.
   */
  search(query: string, synonyms?: SynonymSet): Map<string, number> {
    const slots = querySlots(query, synonyms);
    if (!slots.length) return new Map();
    let scores: Map<string, number> | undefined;
    for (const slot of slots) {
      // Per slot, a product's best alternative, its score averaged over the alternative's words.
      const best = new Map<string, number>();
      slot.forEach((alternative, i) => {
        const found = this.matchAll(alternative, i === 0);
        if (!found) return;
        for (const [p, s] of found) {
          if (scores && !scores.has(p)) continue;
          const mean = s / alternative.length;
          if ((best.get(p) ?? 0) < mean) best.set(p, mean);
        }
      });
      if (scores) for (const [p, s] of best) best.set(p, s + scores.get(p)!);
      scores = best;
      if (!scores.size) return scores;
    }
    const phrase = foldText(query).trim();
    for (const [key, s] of scores!) if (this.names.get(key)!.includes(phrase)) scores!.set(key, s + 0.5);
    return scores!;
  }

  /**
   * For a search that finds nothing: the same words, each one the catalogue lacks replaced by its
   * closest catalogue word (fewest edits, then the most products), when that finds products
   * (`found` decides: the listed ones). Words under 3 letters are kept as typed. Undefined when
   * nothing better is known.
   */
  didYouMean(query: string, found: (scores: Map<string, number>) => boolean): string | undefined {
    const typed = [...new Set(words(query))].slice(0, MAX_QUERY_WORDS);
    if (!typed.length) return undefined;
    let changed = false;
    const fixed = typed.map((q) => {
      if (q.length < MIN_DID_YOU_MEAN_LENGTH || this.expand(q, false).size) return q;
      const max = didYouMeanEdits(q);
      let pick: string | undefined;
      let pickDistance = max + 1;
      let pickCount = 0;
      for (const v of this.vocabulary) {
        if (Math.abs(v.length - q.length) > max || /^\d+$/.test(v)) continue;
        const d = editDistance(q, v, max);
        const count = this.postings.get(v)!.size;
        if (d < pickDistance || (d === pickDistance && d <= max && count > pickCount)) {
          pick = v;
          pickDistance = d;
          pickCount = count;
        }
      }
      if (!pick) return q;
      changed = true;
      return pick;
    });
    if (!changed) return undefined;
    const text = fixed.join(' ');
    return found(this.search(text)) ? text : undefined;
  }
}

/** Whether a main category is wine (its winery field names the winery). */
function isWine(mainCategory: string): boolean {
  return foldText(mainCategory).trim() === 'wine';
}
